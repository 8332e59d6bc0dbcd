import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { appState } from '@/state/app';
import './EmptyState.css';

/** Empty-state view (spec section 2): the light or dark image with a default text. */
export function EmptyState({ text }: { text?: string }) {
  const { t } = useTranslation();
  const { currentTheme } = useSnapshot(appState);
  return (
    <div className="empty-state">
      <img
        className="empty-state__image"
        src={currentTheme === 'dark' ? '/empty-dark.svg' : '/empty-light.svg'}
        alt=""
        width={120}
        height={96}
      />
      <p className="empty-state__text">{text ?? t('empty.default')}</p>
    </div>
  );
}
