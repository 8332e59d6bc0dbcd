import { useContext, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentHeadContext } from '@/shared/lib/documentHead';
import type { ResolvedRoute } from '@/shared/routing/types';

/**
 * The document title from the route table, for a page that does not name itself (one without `Page`).
 * A layout effect on purpose: `Page` sets the title in a passive effect, which React runs after every
 * layout effect of the same commit, and a lazy page mounts later still, so a page's own title always
 * wins; this one only changes with the route or the language.
 */
export function useRouteTitle(route: Pick<ResolvedRoute, 'path' | 'titleKey'>): void {
  const { t } = useTranslation();
  const { path, titleKey } = route;
  const title = titleKey && path !== '/' ? `${t(titleKey)} · ${t('appName')}` : t('appName');
  // the server's render: a screen that names itself (Page) renders after this and overrides it
  const serverHead = useContext(DocumentHeadContext);
  serverHead?.setTitle(title);
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
}
