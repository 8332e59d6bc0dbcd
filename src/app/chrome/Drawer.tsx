import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui/Icon';
import { useModal } from '@/shared/ui/useModal';

/** A side sheet from the right: backdrop closes it, Escape closes it, focus stays inside. */
export function Drawer({
  open,
  onClose,
  label,
  children,
  testId,
}: {
  open: boolean;
  onClose: () => void;
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const panel = useRef<HTMLElement>(null);
  useModal(open, panel, onClose);
  if (!open) return null;
  return (
    <div className="drawer-backdrop" onClick={onClose}>
      <aside
        ref={panel}
        className="drawer"
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        data-testid={testId}
        onClick={(event) => event.stopPropagation()}
      >
        <div className="drawer__top">
          <span className="drawer__title">{label}</span>
          <button type="button" className="icon-btn" onClick={onClose} aria-label={t('header.close')} data-autofocus>
            <Icon name="close" />
          </button>
        </div>
        <div className="drawer__body">{children}</div>
      </aside>
    </div>
  );
}
