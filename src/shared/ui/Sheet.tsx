import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { InListContext } from './List';
import type { PagePrimary } from './Page';
import { usePrimaryAction } from './PrimaryAction';
import { useModal } from './useModal';
import './Sheet.css';

export interface SheetProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  /**
   * The sheet's confirm action: Telegram's main button inside Telegram (over the screen's own, which it gets back when
   * the sheet closes), a full-width primary button after `footer` elsewhere.
   */
  primary?: PagePrimary | null;
  /** 'sheet' (default): a bottom sheet on narrow screens, a centred panel on wide ones. 'dialog': always a small centred dialog (use `Dialog`). */
  variant?: 'sheet' | 'dialog';
  /** Backdrop click closes (default true); Escape always does. */
  dismissible?: boolean;
}

/**
 * The one modal mechanism (Dialog is a preset of it): portal, backdrop, role=dialog + aria-modal, focus
 * trapped inside and returned on close, Escape closes, the page behind does not scroll (useModal).
 * Mark the element that should get focus with `data-autofocus`.
 */
export function Sheet({
  open,
  onClose,
  title,
  children,
  footer,
  primary = null,
  variant = 'sheet',
  dismissible = true,
}: SheetProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModal(open, panel, onClose);
  const primaryButton = usePrimaryAction(open ? primary : null, { modal: true });
  if (!open) return null;
  const dialog = variant === 'dialog';
  return createPortal(
    <div className={dialog ? 'ui-dialog-backdrop' : 'ui-sheet-backdrop'} onClick={dismissible ? onClose : undefined}>
      <div
        ref={panel}
        className={dialog ? 'ui-dialog' : 'ui-sheet'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
      >
        {title ? (
          <h2 id={titleId} className={dialog ? 'ui-dialog__title' : 'ui-sheet__title'}>
            {title}
          </h2>
        ) : null}
        {children ? (
          <div className={dialog ? 'ui-dialog__content' : 'ui-sheet__content'}>
            {/* Opened from a List row, the sheet is not part of the list: its controls are not list items. */}
            <InListContext.Provider value={false}>{children}</InListContext.Provider>
          </div>
        ) : null}
        {footer || primaryButton ? (
          <div className={dialog ? 'ui-dialog__footer' : 'ui-sheet__footer'}>
            {footer}
            {primaryButton}
          </div>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
