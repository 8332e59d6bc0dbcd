import type { MainButtonOptions, TelegramBridge } from '@/platform/types';

const SETUP = 'web_app_setup_secondary_button';
const PRESSED = 'secondary_button_pressed';

let owner = 0;

/**
 * Puts a screen's second action on Telegram's secondary button (left of the main one) and returns the cleanup.
 * Bridge calls, loaded with the first screen that has a second action: the SDK's component would add to every
 * launch's download. The caller has checked that the client supports the button.
 */
export function showSecondaryButton(bridge: TelegramBridge, options: MainButtonOptions): () => void {
  const token = ++owner;
  const textColor = bridge.themeColor(options.destructive ? 'destructive' : 'button');
  const color = bridge.themeColor('secondaryBackground');
  bridge.post(SETUP, {
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
  const stop = bridge.on(PRESSED, listener);
  return () => {
    stop();
    // As the main button: a screen re-applying its button within the same commit keeps it shown.
    queueMicrotask(() => {
      if (owner === token) bridge.post(SETUP, { is_visible: false, is_progress_visible: false });
    });
  };
}
