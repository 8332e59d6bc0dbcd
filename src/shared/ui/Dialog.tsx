import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { appState } from '@/state/app';
import { Button } from './Button';
import { POPUP_CONFIRM, popupRequestFor } from './nativeConfirm';
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
 * A preset of `Sheet`, the one modal mechanism. Inside Telegram a plain-text one (no inputs, no own footer) is
 * Telegram's native popup instead; the app's own dialog shows when the client has none or the text is too long.
 */
export function Dialog(props: DialogProps) {
  const { open, onClose, title, children, footer, dismissible = true } = props;
  const { t } = useTranslation();
  const cancelText = props.cancelText === undefined ? t('dialog.cancel') : props.cancelText;
  const native = useNativePopup(props, cancelText, t('dialog.cancel'), props.confirmText ?? t('dialog.confirm'));
  if (native) return null;
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

/**
 * Shows the dialog as Telegram's popup while it is open (see Dialog). Returns true while the popup stands for it;
 * false when the app's own dialog must show (outside Telegram, markup, a refused popup).
 */
function useNativePopup(
  props: DialogProps,
  cancelText: string | null,
  defaultCancel: string,
  confirmText: string,
): boolean {
  const { open, title, children, footer, onConfirm, confirmLoading } = props;
  const request =
    appState.inTelegram && !footer
      ? popupRequestFor({ title, children, cancelText, defaultCancel, confirmText: onConfirm ? confirmText : null })
      : null;
  const [refused, setRefused] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const latest = useRef({ props, request });
  useEffect(() => {
    latest.current = { props, request };
  });
  const usesPopup = request !== null;

  useEffect(() => {
    if (!open || !usesPopup) return;
    let live = true;
    void import('@/platform/tg/popup')
      .then(({ openPopup }) => (latest.current.request ? openPopup(latest.current.request) : undefined))
      .catch(() => undefined)
      .then((pressed) => {
        if (!live) return;
        if (pressed === undefined) return setRefused(true);
        const { onConfirm, onCancel, onClose } = latest.current.props;
        if (pressed === POPUP_CONFIRM && onConfirm) {
          setConfirmed(true);
          onConfirm();
        } else (onCancel ?? onClose)();
      });
    return () => {
      live = false;
      // closed (or no longer a popup): the next opening starts afresh
      setRefused(false);
      setConfirmed(false);
    };
  }, [open, usesPopup]);

  // The popup is gone once pressed: a confirm whose work ended with the dialog still open (it failed; its notice
  // says why) closes it, so the next tap opens it again.
  useEffect(() => {
    if (confirmed && open && !confirmLoading) latest.current.props.onClose();
  }, [confirmed, open, confirmLoading]);

  return usesPopup && !refused;
}
