import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

/**
 * The area's one labelled input, with a hint or an error under it. `children` (a send button, a
 * show/hide toggle) sit in the row beside the input; `rowClassName` styles that row.
 */
export function TextField({
  label,
  hint,
  error,
  rowClassName,
  children,
  ...input
}: {
  label: string;
  hint?: string;
  error?: string | null;
  rowClassName?: string;
  children?: ReactNode;
} & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error || hint;
  return (
    <div className="sec-field">
      <label className="sec-field__label" htmlFor={id}>
        {label}
      </label>
      <span className={rowClassName ? `sec-field__row ${rowClassName}` : 'sec-field__row'}>
        <input
          id={id}
          className={error ? 'sec-input sec-input--error' : 'sec-input'}
          aria-invalid={Boolean(error)}
          aria-describedby={note ? noteId : undefined}
          {...input}
        />
        {children}
      </span>
      {note ? (
        <span id={noteId} className={error ? 'sec-field__error' : 'sec-field__hint sec-field__hint--start'}>
          {note}
        </span>
      ) : null}
    </div>
  );
}
