import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { appState } from '@/state/app';
// Under Vite's inline limit: the images travel inside the chunk as data URIs, so an empty screen's largest paint
// waits for no request of its own.
import emptyDark from './empty-dark.svg';
import emptyLight from './empty-light.svg';
import './EmptyState.css';

/** Empty-state view: the light or dark image with a default text. */
export function EmptyState({ text }: { text?: string }) {
  const { t } = useTranslation();
  const { currentTheme } = useSnapshot(appState);
  return (
    <div className="empty-state">
      <img
        className="empty-state__image"
        src={currentTheme === 'dark' ? emptyDark : emptyLight}
        alt=""
        width={120}
        height={96}
      />
      <p className="empty-state__text">{text ?? t('empty.default')}</p>
    </div>
  );
}
