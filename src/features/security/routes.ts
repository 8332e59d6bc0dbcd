import { defineRoutes } from '@/shared/routing/defineRoutes';

/** Account and security screens (the sign-in screens are the account area's). */
export const securityRoutes = defineRoutes(
  {
    '/personal': () => import('./pages/PersonalPage'),
    '/personal/network': () => import('./pages/NetworkPage'),
    '/personal/about': () => import('./pages/AboutPage'),
    '/personal/current': () => import('./pages/CurrentAccountPage'),
    '/security/userManage': () => import('./pages/UserManagePage'),
    '/security/userDelete': () => import('./pages/UserDeletePage'),
    '/security/userDelete/failed': () => import('./pages/UserDeleteFailedPage'),
    '/setPay': () => import('./pages/SetPayPage'),
    '/bindEmail': () => import('./pages/BindEmailPage'),
    '/bindGoogle': () => import('./pages/BindGooglePage'),
    '/unbindGoogle': () => import('./pages/UnbindGooglePage'),
    '/unbindGoogle/result': () => import('./pages/UnbindGoogleResultPage'),
    '/help': () => import('./pages/HelpPage'),
    '/setting': () => import('./pages/SettingPage'),
    '/mail': () => import('./pages/MailPage'),
    '/thirdAccounts': () => import('./pages/ThirdAccountsPage'),
    '/passkey': () => import('./pages/PasskeyPage'),
    '/my-devices': () => import('./pages/MyDevicesPage'),
    '/reset-email': () => import('./pages/ResetEmailPage'),
    '/reset-google': () => import('./pages/ResetGooglePage'),
  },
  {
    '/setPassword': {
      login: 'always',
      why: 'the login password that password sign-in (login_x_v2) needs; the spec lists no screen to set it',
      page: () => import('./pages/SetPasswordPage'),
    },
  },
);
