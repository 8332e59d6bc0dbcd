import type { ComponentProps, ReactNode } from 'react';

/**
 * The sign-in screens' labelled input: an error (an alert) and/or a hint under it, either one
 * describing the input. `trailing` (a send or continue button) sits in a row beside the input.
 */
export function Field({
  id,
  label,
  error,
  hint,
  trailing,
  className,
  ...input
}: {
  id: string;
  label: string;
  error?: string | null;
  hint?: ReactNode;
  trailing?: ReactNode;
} & ComponentProps<'input'>) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const control = (
    <input
      id={id}
      className={className ? `acc-input ${className}` : 'acc-input'}
      aria-invalid={!!error}
      aria-describedby={error ? errorId : hint ? hintId : undefined}
      {...input}
    />
  );
  return (
    <div className="acc-field">
      <label className="acc-label" htmlFor={id}>
        {label}
      </label>
      {trailing ? (
        <div className="acc-input-row">
          {control}
          {trailing}
        </div>
      ) : (
        control
      )}
      {error && (
        <p id={errorId} className="acc-error" role="alert">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="acc-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
