import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { queryClient } from '@/api/queryClient';
import { LANGUAGE_NAMES, setLanguage } from '@/session/language';
import { setTheme } from '@/session/theme';
import { notice } from '@/state/notice';
import { appState, LANGS, type Theme } from '@/state/app';
import { SecurityPage } from '../components/SecurityPage';
import { HIDE_ZERO_KEY, parseStoredFlag } from '../model';
import { platform } from '@/platform';

const readFlag = () => parseStoredFlag(platform.storage.local.get(HIDE_ZERO_KEY));

/** /setting: language, theme, hide zero-balance assets, clear cached data. */
export default function SettingPage() {
  const { t } = useTranslation('security');
  const app = useSnapshot(appState);
  const [hideZero, setHideZero] = useState(readFlag);
  const toggleHideZero = (on: boolean) => {
    setHideZero(on);
    platform.storage.local.set(HIDE_ZERO_KEY, on ? '1' : '0');
  };
  const clearCache = async () => {
    queryClient.clear();
    if (typeof caches !== 'undefined') await Promise.all((await caches.keys()).map((key) => caches.delete(key)));
    platform.storage.session.clear();
    notice.success(t('setting.cache_cleared'));
  };
  return (
    <SecurityPage title={t('route.setting')}>
      <h2 className="sec-subtitle">{t('setting.language')}</h2>
      <div className="sec-card" role="radiogroup" aria-label={t('setting.language')}>
        {LANGS.map((lang) => (
          <label key={lang} className="sec-row">
            <span className="sec-row__label" lang={lang}>
              {LANGUAGE_NAMES[lang]}
            </span>
            <input
              type="radio"
              name="lang"
              checked={app.currentLang === lang}
              onChange={() => void setLanguage(lang)}
            />
          </label>
        ))}
      </div>
      <h2 className="sec-subtitle">{t('setting.theme')}</h2>
      <div className="sec-card" role="radiogroup" aria-label={t('setting.theme')}>
        {(['light', 'dark'] as Theme[]).map((theme) => (
          <label key={theme} className="sec-row">
            <span className="sec-row__label">{t(`setting.theme_${theme}`)}</span>
            <input type="radio" name="theme" checked={app.currentTheme === theme} onChange={() => setTheme(theme)} />
          </label>
        ))}
      </div>
      <h2 className="sec-subtitle">{t('setting.assets')}</h2>
      <div className="sec-card">
        <label className="sec-row">
          <span className="sec-row__label">{t('setting.hide_zero')}</span>
          <input
            className="sec-switch"
            type="checkbox"
            checked={hideZero}
            onChange={(e) => toggleHideZero(e.target.checked)}
          />
        </label>
        <button type="button" className="sec-row" onClick={() => void clearCache()}>
          <span className="sec-row__label">{t('setting.clear_cache')}</span>
          <span className="sec-row__chevron" aria-hidden="true" />
        </button>
      </div>
    </SecurityPage>
  );
}
