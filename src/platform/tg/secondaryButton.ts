import { off, on, postEvent, themeParams } from '@telegram-apps/sdk-react';
import type { MainButtonOptions } from '@/platform/types';

const SETUP = 'web_app_setup_secondary_button';
const PRESSED = 'secondary_button_pressed';

let owner = 0;

/**
 * Puts a screen's second action on Telegram's secondary button (left of the main one) and returns the cleanup.
 * Raw bridge calls, loaded with the first screen that has a second action: the SDK's component would add to every
 * launch's download. The caller has checked that the client supports the button.
 */
export function showSecondaryButton(options: MainButtonOptions): () => void {
  const token = ++owner;
  const textColor = options.destructive ? themeParams.destructiveTextColor() : themeParams.buttonColor();
  const color = themeParams.secondaryBackgroundColor();
  postEvent(SETUP, {
    text: options.text,
    is_visible: true,
    is_active: !options.disabled && !options.loading,
    is_progress_visible: !!options.loading,
    position: 'left',
    ...(color ? { color } : {}),
    ...(textColor ? { text_color: textColor } : {}),
  });
  const listener = () => {
    if (!options.disabled && !options.loading) options.onClick();
  };
  on(PRESSED, listener);
  return () => {
    off(PRESSED, listener);
    // As the main button: a screen re-applying its button within the same commit keeps it shown.
    queueMicrotask(() => {
      if (owner === token) postEvent(SETUP, { is_visible: false, is_progress_visible: false });
    });
  };
}
