import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './Field.css';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: string;
  /** Help under the input (e.g. a "12/50" counter). */
  hint?: ReactNode;
  /** Error under the input; marks it aria-invalid. */
  error?: string | null;
  /** Inside the input's row, after it: a send-code button, a show/hide toggle, a unit. */
  trailing?: ReactNode;
}

/** A labelled input with hint, error (wired with aria-describedby / aria-invalid) and a trailing slot. */
export function Field({ label, hint, error, trailing, id, className, ...input }: FieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `ui-field ${className}` : 'ui-field'}>
      <label className="ui-field__label" htmlFor={inputId}>
        {label}
      </label>
      <span className="ui-field__row">
        <input
          id={inputId}
          className="ui-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {trailing}
      </span>
      {error ? (
        <span id={errorId} className="ui-field__error">
          {error}
        </span>
      ) : null}
      {hint ? (
        <span id={hintId} className="ui-field__hint">
          {hint}
        </span>
      ) : null}
    </div>
  );
}
