import { accountArea } from '@/features/account';
import { homeArea } from '@/features/home';
import { linksArea } from '@/features/links';
import { marketArea } from '@/features/market';
import { messagesArea } from '@/features/messages';
import { referralArea } from '@/features/referral';
import { securityArea } from '@/features/security';
import { supportArea } from '@/features/support';
import { walletArea } from '@/features/wallet';
import type { Area } from '@/shared/routing/types';

/** Every feature area the app serves. A new area exports an `Area` from src/features/<area>/index.ts and joins here. */
export const AREAS: readonly Area[] = [
  homeArea,
  accountArea,
  securityArea,
  walletArea,
  marketArea,
  messagesArea,
  supportArea,
  linksArea,
  referralArea,
];
