import { useContext, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { DocumentHeadContext } from '@/shared/lib/documentHead';
import { appState } from '@/state/app';
import { goBack, isRootPath } from '@/platform/backNavigation';
import { usePageBack, type PageBack } from '@/platform/pageBack';
import './Page.css';
import { IconButton } from './IconButton';
import { usePrimaryAction, useSecondaryAction, type PagePrimary } from './PrimaryAction';

export type { PagePrimary };

export interface PageProps {
  /** The screen's title: the heading and the document title. */
  title: string;
  /** Omitted: back through history (hidden on the root screen). false: no back. A function: your handler (steps of a flow). */
  back?: PageBack;
  /** The main action: Telegram's main button inside Telegram, a sticky full-width button elsewhere. null/omitted: none. */
  primary?: PagePrimary | null;
  /**
   * A second action beside the main one (a listing's make offer beside buy, a form's cancel): Telegram's secondary
   * button inside Telegram, a neutral button beside the primary elsewhere. null/omitted: none.
   */
  secondary?: PagePrimary | null;
  /** 880 px column instead of 640 px (tables, two-column forms). */
  wide?: boolean;
  /**
   * The root screen's frame: the chrome's full content width (1200 px, like the header), the title for
   * screen readers only, and the app's name as the document title (home).
   */
  root?: boolean;
  /** Extra class on the page element (the screen's own layout). */
  className?: string;
  /** The main content is still loading (aria-busy). */
  busy?: boolean;
  children: ReactNode;
}

/**
 * The frame of every screen (docs/architecture.md). It owns the title, the back behaviour (Telegram's
 * BackButton inside Telegram, an arrow beside the title elsewhere) and the primary action, asking the
 * platform for both; screens never touch the back or main button themselves.
 */
export function Page({
  title,
  back,
  primary = null,
  secondary = null,
  wide = false,
  root = false,
  className,
  busy,
  children,
}: PageProps) {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  usePageBack(back);
  const primaryButton = usePrimaryAction(primary, { size: 'lg' });
  const secondaryButton = useSecondaryAction(secondary, { size: 'lg' });

  const { inTelegram } = useSnapshot(appState);
  const documentTitle = root ? t('appName') : `${title} · ${t('appName')}`;
  const serverHead = useContext(DocumentHeadContext);
  serverHead?.setTitle(documentTitle);
  // (`t` too: a new language re-runs the route's title after this one, which must stay last)
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle, t]);

  // Inside Telegram the client draws the back button (PlatformBridge follows usePageBack).
  const showArrow = !inTelegram && (typeof back === 'function' || (back === undefined && !isRootPath(location)));
  const onBack = () => (typeof back === 'function' ? back() : void goBack(navigate));

  return (
    <main
      className={['page ui-page', wide && 'ui-page--wide', root && 'ui-page--root', className]
        .filter(Boolean)
        .join(' ')}
      aria-busy={busy || undefined}
    >
      <div className={root ? 'visually-hidden' : 'ui-page__head'}>
        {showArrow ? (
          <IconButton icon="back" className="ui-page__back" aria-label={t('ui.back')} onClick={onBack} />
        ) : null}
        <h1 className="ui-page__title">{title}</h1>
      </div>
      {children}
      {primaryButton || secondaryButton ? (
        <div className={secondaryButton ? 'ui-page__primary ui-page__primary--pair' : 'ui-page__primary'}>
          {secondaryButton}
          {primaryButton}
        </div>
      ) : null}
    </main>
  );
}
