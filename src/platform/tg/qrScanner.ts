import { off, on, postEvent } from '@telegram-apps/sdk-react';

/** A scanner left open this long answers "cancelled" (the client never told). */
const QR_TIMEOUT_MS = 5 * 60_000;

/**
 * Telegram's QR scanner: resolves the first code read (the scanner then closes) or null when the user closed it.
 * Raw bridge calls loaded on the first scan; the caller has checked that the client has the scanner.
 */
export function scanQrCode(prompt: string, canClose: boolean): Promise<string | null> {
  return new Promise((resolve) => {
    const finish = (text: string | null) => {
      clearTimeout(timer);
      off('qr_text_received', received);
      off('scan_qr_popup_closed', closed);
      resolve(text);
    };
    const received = ({ data }: { data?: string }) => {
      if (canClose) postEvent('web_app_close_scan_qr_popup');
      finish(typeof data === 'string' && data ? data : null);
    };
    const closed = () => finish(null);
    const timer = setTimeout(closed, QR_TIMEOUT_MS);
    on('qr_text_received', received);
    on('scan_qr_popup_closed', closed);
    postEvent('web_app_open_scan_qr_popup', { text: prompt });
  });
}
