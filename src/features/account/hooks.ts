import { useEffect, useState } from 'react';
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

/** A query parameter of the current page (read once per render; pages re-render on navigation). */
export function queryParam(name: string): string | null {
  return new URLSearchParams(location.search).get(name);
}
