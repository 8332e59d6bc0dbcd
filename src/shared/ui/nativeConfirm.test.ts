import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { POPUP_CANCEL, POPUP_CONFIRM, popupRequestFor } from './nativeConfirm';
import { fitsPopup } from '@/platform/tg/popup';

const base = { cancelText: 'Cancel', defaultCancel: 'Cancel', confirmText: 'Remove' } as const;

describe('popupRequestFor', () => {
  it("turns a plain-text confirm into Telegram's popup: the client's Cancel and the confirm button", () => {
    expect(popupRequestFor({ ...base, title: 'Remove device', children: 'Sign this device out?' })).toEqual({
      title: 'Remove device',
      message: 'Sign this device out?',
      buttons: [
        { id: POPUP_CANCEL, type: 'cancel' },
        { id: POPUP_CONFIRM, type: 'default', text: 'Remove' },
      ],
    });
  });

  it('keeps a custom cancel text, uses the title as the message when there is no text, and closes a notice', () => {
    expect(popupRequestFor({ ...base, cancelText: 'Keep', title: 'Delete 3 messages?' })).toEqual({
      title: undefined,
      message: 'Delete 3 messages?',
      buttons: [
        { id: POPUP_CANCEL, type: 'default', text: 'Keep' },
        { id: POPUP_CONFIRM, type: 'default', text: 'Remove' },
      ],
    });
    expect(popupRequestFor({ ...base, confirmText: null, title: 'Done', children: 'Saved' })?.buttons).toEqual([
      { id: POPUP_CANCEL, type: 'close' },
    ]);
  });

  it('leaves a dialog with markup or inputs to the app (no popup)', () => {
    expect(popupRequestFor({ ...base, title: 'Rename', children: createElement('input') })).toBeNull();
    expect(popupRequestFor({ ...base, title: createElement('b', null, 'Bold'), children: 'x' })).toBeNull();
    expect(popupRequestFor({ ...base })).toBeNull();
  });

  it("checks Telegram's limits: a text too long for a popup goes to the app's dialog", () => {
    const request = popupRequestFor({ ...base, title: 'T', children: 'x'.repeat(257) })!;
    expect(fitsPopup(request)).toBe(false);
    expect(fitsPopup({ ...request, message: 'x'.repeat(256) })).toBe(true);
    expect(fitsPopup({ ...request, title: 'x'.repeat(65), message: 'ok' })).toBe(false);
  });
});
