import { defineRoutes } from '@/shared/routing/defineRoutes';

/** The web view (a deep link's page framed, opened or refused) and the app's download page; both open to visitors. */
export const linksRoutes = defineRoutes({
  '/webview': () => import('./pages/WebviewPage'),
  '/download': () => import('./pages/DownloadPage'),
});
