import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Sheet } from './Sheet';
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

/**
 * The small confirm dialog: title, content, cancel + primary buttons, max width 320 px.
 * A preset of `Sheet`, the one modal mechanism.
 */
export function Dialog(props: DialogProps) {
  const { open, onClose, title, children, footer, dismissible = true } = props;
  const { t } = useTranslation();
  const cancelText = props.cancelText === undefined ? t('dialog.cancel') : props.cancelText;
  const buttons = footer ?? (
    <>
      {cancelText !== null && <Button onClick={props.onCancel ?? onClose}>{cancelText}</Button>}
      {props.onConfirm && (
        <Button
          variant="primary"
          onClick={props.onConfirm}
          disabled={props.confirmDisabled}
          busy={props.confirmLoading}
        >
          {props.confirmText ?? t('dialog.confirm')}
        </Button>
      )}
    </>
  );
  return (
    <Sheet variant="dialog" open={open} onClose={onClose} title={title} footer={buttons} dismissible={dismissible}>
      {children}
    </Sheet>
  );
}
