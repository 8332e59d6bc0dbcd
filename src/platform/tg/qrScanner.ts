import type { TelegramBridge } from '@/platform/types';

/** A scanner left open this long answers "cancelled" (the client never told). */
const QR_TIMEOUT_MS = 5 * 60_000;

/**
 * Telegram's QR scanner: resolves the first code read (the scanner then closes) or null when the user closed it.
 * Raw bridge calls loaded on the first scan; the caller has checked that the client has the scanner.
 */
export function scanQrCode(bridge: TelegramBridge, prompt: string, canClose: boolean): Promise<string | null> {
  return new Promise((resolve) => {
    const finish = (text: string | null) => {
      clearTimeout(timer);
      stopReceived();
      stopClosed();
      resolve(text);
    };
    const received = (payload: unknown) => {
      const data = (payload as { data?: unknown } | null)?.data;
      if (canClose) bridge.post('web_app_close_scan_qr_popup');
      finish(typeof data === 'string' && data ? data : null);
    };
    const closed = () => finish(null);
    const timer = setTimeout(closed, QR_TIMEOUT_MS);
    const stopReceived = bridge.on('qr_text_received', received);
    const stopClosed = bridge.on('scan_qr_popup_closed', closed);
    bridge.post('web_app_open_scan_qr_popup', { text: prompt });
  });
}
