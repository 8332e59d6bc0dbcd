import { useEffect, useRef, useState } from 'react';
import { platform } from '../../../platform';

export interface MainAction {
  text: string;
  onClick: () => void;
  loading?: boolean;
  disabled?: boolean;
}

/**
 * Puts a screen's primary action on Telegram's main button. Returns true when the platform shows it,
 * so the screen hides its own button; outside Telegram it returns false.
 */
export function useMainAction(action: MainAction | null): boolean {
  const onClick = useRef(action?.onClick);
  useEffect(() => {
    onClick.current = action?.onClick;
  });
  const [native, setNative] = useState(false);
  const text = action?.text;
  const loading = action?.loading;
  const disabled = action?.disabled;
  useEffect(() => {
    if (text === undefined) return;
    const cleanup = platform.setMainButton({
      text,
      loading,
      disabled,
      onClick: () => onClick.current?.(),
    });
    setNative(cleanup !== null);
    return () => cleanup?.();
  }, [text, loading, disabled]);
  return native;
}
