import { signedIn } from '@/contract/define';
import type { ThirdAuthorizeUuidReq, ThirdUuidRes } from './types';

/** Seraph game and related third-party calls. */
export const game = {
  nftMintDetail: signedIn('/app-api/api/game/nft_mint_detail'),
  nftMintList: signedIn('/app-api/api/game/nft_mint_list'),
  seraphGameDetail: signedIn('/app-api/api/game/seraph_game_detail'),
  seraphGetTrialsConfig: signedIn('/app-api/api/game/seraph_get_trials_config'),
  seraphGetTrialsRankings: signedIn('/app-api/api/game/seraph_get_trials_rankings'),
  battleRoyaleInfo: signedIn('/app-api/api/game/battle_royale_info'),
  /** Takes app_id (which differs by environment: config.webAppId); sends the source header. */
  thirdAuthorizeUuid: signedIn<ThirdAuthorizeUuidReq, ThirdUuidRes>('/app-api/api/user/third_authorize_uuid', {
    headerSet: 'source',
  }),
  mercuryList: signedIn('/mercury-web-api/api/mercury_list'),
} as const;
