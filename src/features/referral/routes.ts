import { defineRoutes } from '@/shared/routing/defineRoutes';

/** The user's referrals: their code and links, the users they invited, the fee share earned. */
export const referralRoutes = defineRoutes(
  {},
  {
    '/personal/referrals': {
      login: 'always',
      why: 'a referrer sees their code, the users they invited and the fee share earned on their trades',
      page: () => import('./pages/ReferralsPage'),
    },
  },
);
