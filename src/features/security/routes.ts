import { lazyPage } from '@/app/lazyPage';
import type { LoginRule, RouteDef } from '@/app/routeTypes';

/** Account and security routes (spec section 2 "Account", except the sign-in screens). */
const route = (path: string, login: LoginRule, page: RouteDef['page']): RouteDef => ({
  path,
  login,
  page,
  titleKey: `security:route.${path.slice(1).replace(/[/-]/g, '_')}`,
});

export const securityRoutes: RouteDef[] = [
  route(
    '/personal',
    'always',
    lazyPage(() => import('./pages/PersonalPage')),
  ),
  route(
    '/personal/network',
    'never',
    lazyPage(() => import('./pages/NetworkPage')),
  ),
  route(
    '/personal/about',
    'never',
    lazyPage(() => import('./pages/AboutPage')),
  ),
  route(
    '/personal/current',
    'always',
    lazyPage(() => import('./pages/CurrentAccountPage')),
  ),
  route(
    '/security/userManage',
    'always',
    lazyPage(() => import('./pages/UserManagePage')),
  ),
  route(
    '/security/userDelete',
    'always',
    lazyPage(() => import('./pages/UserDeletePage')),
  ),
  route(
    '/security/userDelete/failed',
    'always',
    lazyPage(() => import('./pages/UserDeleteFailedPage')),
  ),
  route(
    '/setPay',
    'always',
    lazyPage(() => import('./pages/SetPayPage')),
  ),
  // Beyond the spec's route list: the login password used by password sign-in (set_password).
  route(
    '/setPassword',
    'always',
    lazyPage(() => import('./pages/SetPasswordPage')),
  ),
  route(
    '/bindEmail',
    'always',
    lazyPage(() => import('./pages/BindEmailPage')),
  ),
  route(
    '/bindGoogle',
    'always',
    lazyPage(() => import('./pages/BindGooglePage')),
  ),
  route(
    '/unbindGoogle',
    'always',
    lazyPage(() => import('./pages/UnbindGooglePage')),
  ),
  route(
    '/unbindGoogle/result',
    'never',
    lazyPage(() => import('./pages/UnbindGoogleResultPage')),
  ),
  route(
    '/help',
    'never',
    lazyPage(() => import('./pages/HelpPage')),
  ),
  route(
    '/setting',
    'never',
    lazyPage(() => import('./pages/SettingPage')),
  ),
  route(
    '/mail',
    'always',
    lazyPage(() => import('./pages/MailPage')),
  ),
  route(
    '/thirdAccounts',
    'always',
    lazyPage(() => import('./pages/ThirdAccountsPage')),
  ),
  route(
    '/passkey',
    'always',
    lazyPage(() => import('./pages/PasskeyPage')),
  ),
  route(
    '/my-devices',
    'always',
    lazyPage(() => import('./pages/MyDevicesPage')),
  ),
  route(
    '/reset-email',
    'never',
    lazyPage(() => import('./pages/ResetEmailPage')),
  ),
  route(
    '/reset-google',
    'never',
    lazyPage(() => import('./pages/ResetGooglePage')),
  ),
];
