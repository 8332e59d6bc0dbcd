import { DEFAULT_SIGN_SECRET } from '@/contract/signSecret';

/** Build-time configuration (`VITE_*` variables; README.md, Configuration). */
export const config = {
  clientVersion: '1.1.0',
  signSecret: (import.meta.env.VITE_SIGN_SECRET as string | undefined) || DEFAULT_SIGN_SECRET,
  /** Empty: same origin as the page (the reference server serves both). */
  baseApi: (import.meta.env.VITE_BASE_API as string | undefined) || '',
  environment: (import.meta.env.MODE as string) || 'production',
  webAppId: (import.meta.env.VITE_WEB_APP_ID as string | undefined) || 'nftwallet-web',
  /** Game URLs keyed 1, 2, 3: survivor, survivor-x, dispatch. */
  gameUrls: {
    1: (import.meta.env.VITE_GAME_SURVIVOR_URL as string | undefined) || '/nft/game',
    2: (import.meta.env.VITE_GAME_SURVIVOR_X_URL as string | undefined) || '/nft/game',
    3: (import.meta.env.VITE_GAME_DISPATCH_URL as string | undefined) || '/nft/game',
  } as Record<1 | 2 | 3, string>,
} as const;
