import { useTranslation } from 'react-i18next';
import './EmptyState.css';

/**
 * Empty-state view: an empty box drawn inline, with a default text. The drawing is part of the markup (no image to
 * fetch, so an empty screen's largest paint waits for nothing) and takes its colours from the theme's CSS, so one
 * copy serves light and dark and follows a theme change without a render.
 */
export function EmptyState({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <div className="empty-state">
      <svg className="empty-state__image" viewBox="0 0 120 96" width={120} height={96} aria-hidden="true">
        <ellipse className="empty-state__shadow" cx="60" cy="86" rx="40" ry="5" />
        <path className="empty-state__box" d="M24 36l10-16h52l10 16v38a6 6 0 0 1-6 6H30a6 6 0 0 1-6-6z" />
        <path className="empty-state__lid" d="M24 36h22l4 8h20l4-8h22" />
        <path className="empty-state__spark" d="M52 14l-3-7M60 12V4M68 14l3-7" />
        <rect className="empty-state__bar" x="46" y="54" width="28" height="4" rx="2" />
        <rect className="empty-state__bar" x="52" y="63" width="16" height="4" rx="2" />
      </svg>
      <p className="empty-state__text">{text ?? t('empty.default')}</p>
    </div>
  );
}
