import { defineRoutes } from '@/shared/routing/defineRoutes';

/** The user's referrals: their code and links, the users they invited, the fee share earned. */
export const referralRoutes = defineRoutes(
  {},
  {
    '/personal/referrals': {
      login: 'always',
      why: 'referrals: code, invitees, fee share',
      page: () => import('./pages/ReferralsPage'),
    },
  },
);
