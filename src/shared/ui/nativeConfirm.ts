import type { ReactNode } from 'react';
import type { PopupRequest } from '@/platform/tg/popup';

/** The ids of a confirm's buttons in Telegram's popup. */
export const POPUP_CONFIRM = 'confirm';
export const POPUP_CANCEL = 'cancel';

export interface ConfirmText {
  title?: ReactNode;
  children?: ReactNode;
  /** The cancel button's text; null: none. */
  cancelText: string | null;
  /** The app's own "Cancel": Telegram's cancel button says it in the client's language. */
  defaultCancel: string;
  /** The confirm button's text; null: a notice with one button (cancel's). */
  confirmText: string | null;
}

/**
 * A dialog as Telegram's native popup, when it is plain text: a string title and text (no inputs, markup or own
 * footer). Null when it is not plain: the app's own dialog shows it. Telegram's limits are checked when it opens.
 */
export function popupRequestFor({
  title,
  children,
  cancelText,
  defaultCancel,
  confirmText,
}: ConfirmText): PopupRequest | null {
  const plain = (node: ReactNode) => node === undefined || node === null || typeof node === 'string';
  if (!plain(title) || !plain(children)) return null;
  const heading = typeof title === 'string' ? title : undefined;
  const text = typeof children === 'string' ? children : undefined;
  const message = text ?? heading;
  if (!message) return null;
  const buttons: PopupRequest['buttons'] = [];
  if (cancelText !== null)
    buttons.push(
      cancelText === defaultCancel
        ? { id: POPUP_CANCEL, type: confirmText === null ? 'close' : 'cancel' }
        : { id: POPUP_CANCEL, type: 'default', text: cancelText },
    );
  if (confirmText !== null) buttons.push({ id: POPUP_CONFIRM, type: 'default', text: confirmText });
  if (!buttons.length) buttons.push({ id: POPUP_CANCEL, type: 'close' });
  return { title: text === undefined ? undefined : heading, message, buttons };
}
