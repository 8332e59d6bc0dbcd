import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import './Field.css';
import './TextArea.css';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  label: string;
  /** Help under the input (e.g. a "120/5000" counter). */
  hint?: ReactNode;
  /** Error under the input; marks it aria-invalid. */
  error?: string | null;
}

/** A labelled multi-line input (a description, a message), drawn and wired like `Field`. */
export function TextArea({ label, hint, error, id, className, rows = 5, ...input }: TextAreaProps) {
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
        <textarea
          id={inputId}
          rows={rows}
          className="ui-field__input ui-textarea"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
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
