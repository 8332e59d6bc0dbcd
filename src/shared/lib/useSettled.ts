import { useEffect, useState } from 'react';

/**
 * `value`, once it has stayed the same for `ms`: a form asks the server for a quote or a preview when typing pauses,
 * not on every keystroke. Pass a primitive (a string of the request): a new object each render restarts the wait.
 */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
