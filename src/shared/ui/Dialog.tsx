import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useModal } from './useModal';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  children?: ReactNode;
  /** Default (secondary) footer button; defaults to "Cancel" closing the dialog. `null` hides it. */
  cancelText?: string | null;
  onCancel?: () => void;
  /** Primary footer button; hidden when no onConfirm is given. */
  confirmText?: string;
  onConfirm?: () => void;
  confirmLoading?: boolean;
  confirmDisabled?: boolean;
  /** Replaces the footer buttons entirely. */
  footer?: ReactNode;
  /** Backdrop click closes (default true). */
  dismissible?: boolean;
}

/** The one generic dialog (spec section 2): title, content, default + primary buttons, max width 320 px. */
export function Dialog(props: DialogProps) {
  const { open, onClose, title, children, footer, dismissible = true } = props;
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModal(open, panel, onClose);
  if (!open) return null;

  const cancelText = props.cancelText === undefined ? t('dialog.cancel') : props.cancelText;
  const buttons = footer ?? (
    <>
      {cancelText !== null && (
        <button type="button" className="btn btn--default" onClick={props.onCancel ?? onClose}>
          {cancelText}
        </button>
      )}
      {props.onConfirm && (
        <button
          type="button"
          className="btn btn--primary"
          onClick={props.onConfirm}
          disabled={props.confirmDisabled || props.confirmLoading}
          aria-busy={props.confirmLoading || undefined}
        >
          {props.confirmLoading && <span className="spinner" aria-hidden="true" />}
          {props.confirmText ?? t('dialog.confirm')}
        </button>
      )}
    </>
  );

  return createPortal(
    <div className="dialog-backdrop" onClick={dismissible ? onClose : undefined}>
      <div
        ref={panel}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
      >
        {title && (
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
        )}
        {children && <div className="dialog__content">{children}</div>}
        <div className="dialog__footer">{buttons}</div>
      </div>
    </div>,
    document.body,
  );
}
