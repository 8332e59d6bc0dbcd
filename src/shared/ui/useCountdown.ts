import { useCallback, useEffect, useState } from 'react';

/** 75 -> "01:15"; 3 h -> "03:00:00". */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(s / 3600);
  const rest = `${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return hours > 0 ? `${pad(hours)}:${rest}` : rest;
}

/**
 * The one countdown (resend timers, expiries): `start(seconds)` begins it, `left` is the whole seconds
 * remaining (0 when idle). Measured against the clock, so a throttled background tab stays right.
 */
export function useCountdown(): { left: number; start: (seconds: number) => void; stop: () => void } {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);
  const start = useCallback((seconds: number) => {
    const at = Date.now();
    setNow(at);
    setUntil(at + seconds * 1000);
  }, []);
  const stop = useCallback(() => setUntil(0), []);
  return { left, start, stop };
}
