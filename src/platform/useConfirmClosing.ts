import { useEffect } from 'react';
import { platform } from './index';

/**
 * Asks before the mini app closes while `unsaved` is true (a form with typed input that was not sent); released when
 * the form is sent, emptied or left. Inside Telegram only (Platform.confirmClosing).
 */
export function useConfirmClosing(unsaved: boolean): void {
  useEffect(() => (unsaved ? platform.confirmClosing() : undefined), [unsaved]);
}
