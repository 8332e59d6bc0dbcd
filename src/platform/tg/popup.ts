import { answerOf, canPost, post } from './bridge';

/** Telegram's limits on a popup (Bot API: title 0–64, message 1–256 characters, 1–3 buttons of 0–64). */
export const POPUP_LIMITS = { title: 64, message: 256, button: 64 } as const;

export interface PopupButton {
  id: string;
  type: 'default' | 'destructive' | 'cancel' | 'ok' | 'close';
  /** Required for default and destructive buttons. */
  text?: string;
}

export interface PopupRequest {
  title?: string;
  message: string;
  buttons: PopupButton[];
}

/** True when the text of a confirm fits in Telegram's popup (else the app's own dialog shows it). */
export function fitsPopup(request: PopupRequest): boolean {
  return (
    request.message.trim().length > 0 &&
    request.message.length <= POPUP_LIMITS.message &&
    (request.title ?? '').length <= POPUP_LIMITS.title &&
    request.buttons.length >= 1 &&
    request.buttons.length <= 3 &&
    request.buttons.every((button) => (button.text ?? '').length <= POPUP_LIMITS.button)
  );
}

let open = false;

/**
 * Opens Telegram's native popup and resolves the id of the pressed button, or null when it was dismissed. Resolves
 * `undefined` at once when the client has no popups, one is already open, or the text does not fit: the caller then
 * shows its own dialog. Loaded lazily by the kit's Dialog (never part of the first load).
 */
export async function openPopup(request: PopupRequest): Promise<string | null | undefined> {
  if (open || !canPost('web_app_open_popup') || !fitsPopup(request)) return undefined;
  open = true;
  const answer = await answerOf<{ button_id?: string }>(
    ['popup_closed'],
    () =>
      post('web_app_open_popup', {
        title: request.title ?? '',
        message: request.message,
        buttons: request.buttons.map((button) =>
          button.type === 'default' || button.type === 'destructive'
            ? { id: button.id, type: button.type, text: button.text ?? '' }
            : { id: button.id, type: button.type },
        ),
      }),
    Infinity,
  );
  open = false;
  // no answer: the bridge refused the popup, and the caller shows its own dialog
  return answer ? answer.payload?.button_id || null : undefined;
}
