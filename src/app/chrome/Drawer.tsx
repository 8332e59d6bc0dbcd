import { useRef, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useModal } from '@/shared/ui/useModal';
import './Drawer.css';
import { IconButton } from '@/shared/ui/IconButton';

/**
 * A side panel from the right (not a kit Sheet: the chrome's drawers slide in beside the page): the
 * kit's modal behaviour (useModal: Escape, focus trap, no page scroll), the backdrop closes it, and
 * following a link inside closes it.
 */
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
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) onClose();
  };
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
          <IconButton icon="close" onClick={onClose} aria-label={t('header.close')} data-autofocus />
        </div>
        <div className="drawer__body" onClick={closeOnLink}>
          {children}
        </div>
      </aside>
    </div>
  );
}
