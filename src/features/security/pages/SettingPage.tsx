import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { clearQueryCache } from '@/api/queryCache';
import { platform } from '@/platform';
import { LANGUAGE_NAMES, setLanguage } from '@/session/language';
import { setTheme } from '@/session/theme';
import { setTimeZone } from '@/session/setTimeZone';
import type { TimeZoneChoice } from '@/domain/time';
import { displayOffset, formatDateTime, utcOffsetLabel } from '@/shared/lib/time';
import { List } from '@/shared/ui/List';
import { Page } from '@/shared/ui/Page';
import { Radio } from '@/shared/ui/Radio';
import { Row } from '@/shared/ui/Row';
import { Switch } from '@/shared/ui/Switch';
import { notice } from '@/state/notice';
import { appState, LANGS, type Theme } from '@/state/app';
import { useHideZero } from '@/session/hideZero';
import { useLoggedIn } from '@/session/useLoggedIn';
import { TelegramAlerts } from '../components/TelegramAlerts';

const THEMES: Theme[] = ['light', 'dark'];
const TIME_ZONES: TimeZoneChoice[] = ['utc8', 'device'];

/**
 * /setting: language, theme, the zone times are shown in, hide zero-balance assets, alerts in Telegram and price alerts
 * (signed in), clear cached data.
 */
export default function SettingPage() {
  const { t, i18n } = useTranslation('security');
  const app = useSnapshot(appState);
  const [now] = useState(() => Date.now());
  const [hideZero, setHideZero] = useHideZero();
  const loggedIn = useLoggedIn();
  const clearCache = async () => {
    clearQueryCache();
    if (typeof caches !== 'undefined') await Promise.all((await caches.keys()).map((key) => caches.delete(key)));
    platform.storage.session.clear();
    notice.success(t('setting.cache_cleared'));
  };
  return (
    <Page title={t('route.setting')}>
      <List header={t('setting.language')}>
        {LANGS.map((lang) => (
          <Radio
            key={lang}
            name="lang"
            value={lang}
            label={<span lang={lang}>{LANGUAGE_NAMES[lang]}</span>}
            checked={app.currentLang === lang}
            onChange={() => void setLanguage(lang)}
          />
        ))}
      </List>
      <List header={t('setting.theme')}>
        {THEMES.map((theme) => (
          <Radio
            key={theme}
            name="theme"
            value={theme}
            label={t(`setting.theme_${theme}`)}
            checked={app.currentTheme === theme}
            onChange={() => setTheme(theme)}
          />
        ))}
      </List>
      <List header={t('setting.time_zone')} testId="setting-time-zone">
        {TIME_ZONES.map((zone) => (
          <Radio
            key={zone}
            name="timeZone"
            value={zone}
            label={t(`setting.time_zone_${zone}`, { offset: utcOffsetLabel(displayOffset(now, zone)) })}
            description={t('setting.time_zone_now', {
              time: formatDateTime(now, i18n.language, displayOffset(now, zone)),
            })}
            checked={app.timeZone === zone}
            onChange={() => setTimeZone(zone)}
            testId={`setting-time-zone-${zone}`}
          />
        ))}
      </List>
      <List header={t('setting.assets')}>
        <Switch label={t('setting.hide_zero')} checked={hideZero} onChange={setHideZero} />
      </List>
      {loggedIn ? <TelegramAlerts /> : null}
      <List>
        <Row title={t('setting.clear_cache')} onClick={() => void clearCache()} />
      </List>
    </Page>
  );
}
