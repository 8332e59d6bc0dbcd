import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { appState } from '@/state/app';
import { platform } from './index';
import type { MainButtonOptions } from './types';

/**
 * Open sheets holding the main button (a sheet's confirm step). While one does, a screen's own claim steps aside and
 * takes the button back when the last sheet lets go: otherwise the screen, claiming again on any re-render, would
 * put its action on the button under the sheet, and a closing sheet would hide the button the screen still needs.
 */
let modalClaims = 0;
const modalListeners = new Set<() => void>();
function setModalClaims(change: number) {
  modalClaims += change;
  for (const listener of modalListeners) listener();
}
const subscribeModal = (listener: () => void) => {
  modalListeners.add(listener);
  return () => modalListeners.delete(listener);
};
const modalSnapshot = () => modalClaims;

/**
 * Used by `<Page primary>` and `<Sheet primary>` (`modal`) only: screens pass `primary` to them and never call this.
 * Puts a screen's primary action on Telegram's main button. Returns true when the
 * screen must show its own button instead (outside Telegram, or when the client has no main button).
 * `null` means the screen has no primary action right now.
 */
export function useMainButton(options: MainButtonOptions | null, modal = false): boolean {
  return useBottomButton('main', options, modal);
}

/**
 * Used by `<Page secondary>` only: the screen's second action on Telegram's secondary button, beside the main one.
 * Returns true when the screen must show its own second button (outside Telegram, or a client without one). It
 * steps aside while a sheet holds the main button, as the screen's main action does.
 */
export function useSecondaryButton(options: MainButtonOptions | null): boolean {
  return useBottomButton('secondary', options, false);
}

function useBottomButton(which: 'main' | 'secondary', options: MainButtonOptions | null, modal: boolean): boolean {
  const onClick = useRef(options?.onClick);
  useEffect(() => {
    onClick.current = options?.onClick;
  });
  // Inside Telegram the button is assumed from the first frame, so the screen's own button never flashes (the
  // launch as the app state says it: the server's render of a Telegram launch assumes it too).
  const [ownButton, setOwnButton] = useState(() => !appState.inTelegram);
  const text = options?.text;
  const loading = options?.loading;
  const disabled = options?.disabled;
  const destructive = options?.destructive;
  const covered = useSyncExternalStore(subscribeModal, modalSnapshot, () => 0) > 0 && !modal;
  useEffect(() => {
    if (text === undefined || covered) return;
    const set = which === 'main' ? platform.setMainButton : platform.setSecondaryButton;
    const cleanup = set({
      text,
      loading,
      disabled,
      destructive,
      onClick: () => onClick.current?.(),
    });
    setOwnButton(cleanup === null);
    if (!cleanup) return;
    if (!modal) return cleanup;
    setModalClaims(1);
    return () => {
      cleanup();
      setModalClaims(-1);
    };
  }, [which, text, loading, disabled, destructive, covered, modal]);
  return ownButton;
}
