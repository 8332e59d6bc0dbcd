import { useEffect, useRef, useState } from 'react';
import { appState } from '@/state/app';
import { platform } from './index';
import type { MainButtonOptions } from './types';

/**
 * Used by `<Page primary>` only: screens pass `primary` to Page and never call this (the screens not yet
 * migrated still do). Puts a screen's primary action on Telegram's main button. Returns true when the
 * screen must show its own button instead (outside Telegram, or when the client has no main button).
 * `null` means the screen has no primary action right now.
 */
export function useMainButton(options: MainButtonOptions | null): boolean {
  const onClick = useRef(options?.onClick);
  useEffect(() => {
    onClick.current = options?.onClick;
  });
  // Inside Telegram the main button is assumed from the first frame, so the screen's own button never flashes (the
  // launch as the app state says it: the server's render of a Telegram launch assumes it too).
  const [ownButton, setOwnButton] = useState(() => !appState.inTelegram);
  const text = options?.text;
  const loading = options?.loading;
  const disabled = options?.disabled;
  const destructive = options?.destructive;
  useEffect(() => {
    if (text === undefined) return;
    const cleanup = platform.setMainButton({
      text,
      loading,
      disabled,
      destructive,
      onClick: () => onClick.current?.(),
    });
    setOwnButton(cleanup === null);
    return cleanup ?? undefined;
  }, [text, loading, disabled, destructive]);
  return ownButton;
}
