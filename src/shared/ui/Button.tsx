import type { ButtonHTMLAttributes } from 'react';
import { platform } from '@/platform';
import './Button.css';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /**
   * primary: filled accent; secondary: neutral surface; ghost: text only (link colour); danger: red text on the
   * surface (row actions); destructive: filled red (a screen's main action that deletes or turns off).
   */
  variant?: ButtonVariant;
  /** sm 32 px, md 44 px (default), lg 48 px. */
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and blocks clicks. */
  busy?: boolean;
  /** Full width. */
  block?: boolean;
}

/** The one button. `type` defaults to "button" (never submits a form by accident). */
export function Button({
  variant = 'secondary',
  size = 'md',
  busy = false,
  block = false,
  type = 'button',
  disabled,
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const classes = ['ui-btn', `ui-btn--${variant}`, `ui-btn--${size}`, block && 'ui-btn--block', className];
  return (
    <button
      type={type}
      className={classes.filter(Boolean).join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      onClick={(event) => {
        // A tap that acts (saves, pays, deletes) answers with a light impact inside Telegram.
        if (variant !== 'secondary' && variant !== 'ghost') platform.haptic('light');
        onClick?.(event);
      }}
      {...rest}
    >
      {busy ? <Spinner /> : null}
      {children}
    </button>
  );
}
