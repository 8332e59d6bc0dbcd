import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { useIsComingSoon } from '@/shared/routing/comingSoon';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { SoonBadge } from '@/shared/ui/ComingSoon';
import { appState } from '@/state/app';
import { desktopNav, isActive } from './menu';
import { useLoggedIn } from '@/session/useLoggedIn';
import './Header.css';
import { IconButton } from '@/shared/ui/IconButton';
import { lazyPage } from '@/shared/routing/lazyPage';

/** The messages button holds the unread count's query and live subscription: loaded after the header. */
const MessagesBell = lazyPage(() => import('./MessagesBell'));

/** The header turns to its scrolled look after 20 px. */
const SCROLLED_AFTER_PX = 20;
export const isScrolled = (scrollY: number): boolean => scrollY > SCROLLED_AFTER_PX;

function useScrolled(): boolean {
  // the server's render has no window: a page opens at its top
  const [scrolled, setScrolled] = useState(() => typeof window !== 'undefined' && isScrolled(window.scrollY));
  useEffect(() => {
    const onScroll = () => setScrolled(isScrolled(window.scrollY));
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return scrolled;
}

/**
 * Header: logo, login button or user icon, menu; desktop adds the inline navigation. Inside Telegram
 * the client draws its own header above the app (the bot's name, Back or Close): a second bar with the logo would
 * repeat it, so the header is compact there: the account and menu buttons only, beside the screen's title.
 */
export function Header({ desktop }: { desktop: boolean }) {
  const { t } = useTranslation();
  const [pathname, navigate] = useLocation();
  const { inApp, inTelegram } = useSnapshot(appState);
  const loggedIn = useLoggedIn();
  const scrolled = useScrolled();
  const comingSoon = useIsComingSoon();
  // On the sign-in screens a "Log in" button would lead where the user already is.
  const onLoginScreen = pathname === '/login' || pathname.startsWith('/login/');

  // A visitor's way in: a labelled button, or in Telegram's compact header an icon like the account's.
  const account = loggedIn ? (
    <IconButton
      icon="user"
      aria-label={t('header.account')}
      aria-haspopup="dialog"
      onClick={() => (appState.userDrawerOpen = true)}
    />
  ) : onLoginScreen ? null : inTelegram ? (
    <IconButton icon="user" aria-label={t('header.login')} onClick={() => navigate('/login')} />
  ) : (
    <ButtonLink href="/login" variant="primary" size="sm" className="header__login">
      {t('header.login')}
    </ButtonLink>
  );
  const actions = (
    <div className="header__actions">
      {loggedIn && (
        <Suspense fallback={null}>
          <MessagesBell />
        </Suspense>
      )}
      {account}
      <IconButton
        icon="menu"
        aria-label={t('header.menu')}
        aria-haspopup="dialog"
        onClick={() => (appState.navDrawerOpen = true)}
      />
    </div>
  );

  if (inTelegram) {
    return (
      <header className="header header--compact">
        <div className="header__inner">{actions}</div>
      </header>
    );
  }

  return (
    <header className={scrolled ? 'header header--scrolled' : 'header'} data-scrolled={scrolled}>
      <div className="header__inner">
        <Link href="/" className="header__logo" aria-label={t('appName')}>
          <img src="/logo.svg" alt="" width={30} height={30} />
          <span className="header__brand">{t('appName')}</span>
        </Link>
        {desktop && (
          <nav className="header__nav" aria-label={t('menu.mainNav')}>
            {desktopNav(inApp).map((item) => (
              <Link
                key={item.id}
                href={item.to}
                data-menu={item.id}
                className={isActive(item.to, pathname) ? 'header__link header__link--active' : 'header__link'}
              >
                {t(item.labelKey)}
                {comingSoon(item.to) && <SoonBadge />}
              </Link>
            ))}
          </nav>
        )}
        {actions}
      </div>
    </header>
  );
}
