import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Icon } from '@/shared/ui/Icon';
import { appState, LANGS } from '@/state/app';
import { LANGUAGE_NAMES, setLanguage } from '@/session/language';

/** Supported languages with a check mark on the current one (spec section 2). Switching is immediate. */
export function LanguagePicker() {
  const { t } = useTranslation();
  const { currentLang } = useSnapshot(appState);
  return (
    <section className="drawer-section">
      <h3 className="drawer-section__title" id="language-picker-title">
        <Icon name="globe" size={18} />
        {t('menu.language')}
      </h3>
      <div className="choice-list" role="radiogroup" aria-labelledby="language-picker-title">
        {LANGS.map((lang) => (
          <button
            key={lang}
            type="button"
            role="radio"
            aria-checked={lang === currentLang}
            lang={lang}
            className="choice-list__item"
            onClick={() => void setLanguage(lang)}
          >
            <span>{LANGUAGE_NAMES[lang]}</span>
            {lang === currentLang && <Icon name="check" size={20} className="choice-list__check" />}
          </button>
        ))}
      </div>
    </section>
  );
}
