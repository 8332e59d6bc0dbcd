import { lazyPage } from '@/app/lazyPage';
import type { RouteDef } from '@/app/routeTypes';
import { titleKeyOf } from '@/app/specRoutes';

const LoginPage = lazyPage(() => import('./pages/LoginPage'));
const TgStartPage = lazyPage(() => import('./pages/TgStartPage'));
const AgreementPage = lazyPage(() => import('./pages/AgreementPage'));
const PrivacyPage = lazyPage(() => import('./pages/PrivacyPage'));
const ScanPage = lazyPage(() => import('./pages/ScanPage'));
const LoginConfirmPage = lazyPage(() => import('./pages/LoginConfirmPage'));
const ThirdAuthorizePage = lazyPage(() => import('./pages/ThirdAuthorizePage'));

const route = (path: string, page: RouteDef['page'], login: RouteDef['login']): RouteDef => ({
  path,
  page,
  login,
  titleKey: titleKeyOf(path),
});

/** Sign-in screens (spec section 2 "Account" and "Other"). */
export const accountRoutes: RouteDef[] = [
  route('/login', LoginPage, 'never'),
  route('/login/tgStart', TgStartPage, 'never'),
  route('/tgStart', TgStartPage, 'never'),
  route('/registAgreement', AgreementPage, 'never'),
  route('/privacyTerms', PrivacyPage, 'never'),
  // Confirming a desktop sign-in from the phone needs the phone's session.
  route('/other/scan', ScanPage, 'always'),
  route('/other/loginconfirm', LoginConfirmPage, 'always'),
  // Open to visitors: the page shows the requesting app first and asks a visitor to sign in.
  route('/thirdAuthorize', ThirdAuthorizePage, 'never'),
];
