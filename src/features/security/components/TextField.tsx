import type { InputHTMLAttributes } from 'react';

/** A labelled text field with an optional hint or error under it. */
export function TextField({
  label,
  hint,
  error,
  ...input
}: {
  label: string;
  hint?: string;
  error?: string | null;
} & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="sec-field">
      <span className="sec-field__label">{label}</span>
      <input className={error ? 'sec-input sec-input--error' : 'sec-input'} aria-invalid={Boolean(error)} {...input} />
      {error ? (
        <span className="sec-field__error">{error}</span>
      ) : hint ? (
        <span className="sec-field__hint">{hint}</span>
      ) : null}
    </label>
  );
}
