import { defineRoutes } from '@/shared/routing/defineRoutes';

const login = () => import('./pages/LoginPage');
const tgStart = () => import('./pages/TgStartPage');

/** Sign-in screens, and the QR confirmation a signed-in phone gives a desktop. */
export const accountRoutes = defineRoutes({
  '/login': login,
  '/login/tgStart': tgStart,
  '/tgStart': tgStart,
  '/registAgreement': () => import('./pages/AgreementPage'),
  '/privacyTerms': () => import('./pages/PrivacyPage'),
  // Login rule from the spec table: confirming a desktop sign-in from the phone needs the phone's session.
  '/other/scan': () => import('./pages/ScanPage'),
  '/other/loginconfirm': () => import('./pages/LoginConfirmPage'),
  // Open to visitors: the page shows the requesting app first and asks a visitor to sign in.
  '/thirdAuthorize': () => import('./pages/ThirdAuthorizePage'),
});
