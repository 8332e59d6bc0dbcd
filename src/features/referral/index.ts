import type { Area } from '@/shared/routing/types';
import { referralRoutes } from './routes';

/** Referrals: the code and its links, invited users, the fee share earned. */
export const referralArea: Area = { routes: referralRoutes, namespace: 'referral' };
