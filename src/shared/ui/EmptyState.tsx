import { useTranslation } from 'react-i18next';

/** Empty-state view (light or dark image with default text). Placeholder until the shell lands. */
export function EmptyState({ text }: { text?: string }) {
  const { t } = useTranslation();
  return <div className="empty-state">{text ?? t('empty.default')}</div>;
}
