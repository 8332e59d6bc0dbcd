import type { MainButtonOptions } from '@/platform/types';
import { useMainButton } from '@/platform/useMainButton';

/** The screen's primary action: Telegram's main button inside Telegram, a 48 px button elsewhere. */
export function PrimaryButton(props: MainButtonOptions & { danger?: boolean; testId?: string }) {
  const ownButton = useMainButton(props);
  if (!ownButton) return null;
  return (
    <button
      type="button"
      className={props.danger ? 'sec-btn sec-btn--primary sec-btn--danger' : 'sec-btn sec-btn--primary'}
      disabled={props.disabled || props.loading}
      aria-busy={props.loading || undefined}
      onClick={props.onClick}
      data-testid={props.testId}
    >
      {props.loading ? <span className="spinner" aria-hidden="true" /> : null}
      {props.text}
    </button>
  );
}
