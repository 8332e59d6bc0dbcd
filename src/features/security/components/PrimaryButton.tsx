import type { MainAction } from './useMainAction';
import { useMainAction } from './useMainAction';

/** The screen's primary action: Telegram's main button inside Telegram, a 48 px button elsewhere. */
export function PrimaryButton(props: MainAction & { danger?: boolean; testId?: string }) {
  const native = useMainAction(props);
  if (native) return null;
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
