import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Icon } from '@/shared/ui/Icon';
import { appState } from '@/state/app';
import { setTheme } from '@/session/theme';

/** Dark-mode switch; hidden inside Telegram, whose colour scheme the app follows. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const { currentTheme, inTelegram } = useSnapshot(appState);
  if (inTelegram) return null;
  const dark = currentTheme === 'dark';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      className="menu-list__item switch-row"
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      <Icon name="moon" className="menu-list__icon" />
      <span className="menu-list__label">{t('menu.darkMode')}</span>
      <span className={dark ? 'switch switch--on' : 'switch'} aria-hidden="true" />
    </button>
  );
}
