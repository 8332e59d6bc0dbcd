import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { List } from '@/shared/ui/List';
import { Radio } from '@/shared/ui/Radio';
import { appState, LANGS } from '@/state/app';
import { LANGUAGE_NAMES, setLanguage } from '@/session/language';
import { MenuTitle } from './MenuList';
import './LanguagePicker.css';

/** Supported languages with a check mark on the current one (the kit's Radio rows). Switching is immediate. */
export function LanguagePicker() {
  const { t } = useTranslation();
  const { currentLang } = useSnapshot(appState);
  return (
    <div className="language-picker" role="radiogroup" aria-label={t('menu.language')}>
      <List header={<MenuTitle icon="globe">{t('menu.language')}</MenuTitle>}>
        {LANGS.map((lang) => (
          <Radio
            key={lang}
            name="language"
            value={lang}
            checked={lang === currentLang}
            onChange={() => void setLanguage(lang)}
            label={<span lang={lang}>{LANGUAGE_NAMES[lang]}</span>}
          />
        ))}
      </List>
    </div>
  );
}
