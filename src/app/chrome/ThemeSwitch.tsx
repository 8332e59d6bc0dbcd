import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { List } from '@/shared/ui/List';
import { Switch } from '@/shared/ui/Switch';
import { appState } from '@/state/app';
import { setTheme } from '@/session/theme';
import { MenuTitle } from './MenuList';

/** Dark-mode switch; hidden inside Telegram, whose colour scheme the app follows. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const { currentTheme, inTelegram } = useSnapshot(appState);
  if (inTelegram) return null;
  return (
    <List>
      <Switch
        label={<MenuTitle icon="moon">{t('menu.darkMode')}</MenuTitle>}
        checked={currentTheme === 'dark'}
        onChange={(dark) => setTheme(dark ? 'dark' : 'light')}
      />
    </List>
  );
}
