import { useEffect, useRef, useState } from 'react';
import { platform } from '../../platform';
import type { MainButtonOptions } from '../../platform/types';
import { secondsLeft } from './model';

/** Whole seconds left until `untilMs`, re-rendering each second while it runs. */
export function useCountdown(untilMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (untilMs <= Date.now()) return;
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= untilMs) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [untilMs]);
  return secondsLeft(untilMs, now);
}

/**
 * Puts the screen's primary action on the Telegram main button. Returns true when the platform has no
 * main button, so the screen shows its own button instead.
 */
export function usePrimaryAction(options: MainButtonOptions | null): boolean {
  const onClick = useRef(options?.onClick);
  useEffect(() => {
    onClick.current = options?.onClick;
  });
  const [ownButton, setOwnButton] = useState(platform.kind !== 'telegram');
  const text = options?.text;
  const loading = options?.loading;
  const disabled = options?.disabled;
  useEffect(() => {
    if (text === undefined) return;
    const cleanup = platform.setMainButton({ text, loading, disabled, onClick: () => onClick.current?.() });
    setOwnButton(cleanup === null);
    return cleanup ?? undefined;
  }, [text, loading, disabled]);
  return ownButton;
}

/** A query parameter of the current page (read once per render; pages re-render on navigation). */
export function queryParam(name: string): string | null {
  return new URLSearchParams(location.search).get(name);
}
