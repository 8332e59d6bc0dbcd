import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './Field.css';

/** What every labelled control of the kit shows around its input. */
export interface FieldFrameProps {
  label: string;
  /** Help under the input (e.g. a "12/50" counter). */
  hint?: ReactNode;
  /** Error under the input; marks it aria-invalid. */
  error?: string | null;
  id?: string;
  className?: string;
}

/** The attributes that tie a control to its frame's label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The frame of a labelled control: its label, the row the control sits in, and the error and hint under it, wired
 * with aria-describedby / aria-invalid. `children` draws the control with the attributes that tie it to them.
 */
export function FieldFrame({
  label,
  hint,
  error,
  id,
  className,
  children,
}: FieldFrameProps & { children: (control: FieldControlProps) => ReactNode }) {
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
        {children({ id: inputId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
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

export interface FieldProps extends FieldFrameProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'children' | 'id'> {
  /** Inside the input's row, after it: a send-code button, a show/hide toggle, a unit. */
  trailing?: ReactNode;
}

/** A labelled input with hint, error and a trailing slot. */
export function Field({ label, hint, error, trailing, id, className, ...input }: FieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => (
        <>
          <input className="ui-field__input" {...control} {...input} />
          {trailing}
        </>
      )}
    </FieldFrame>
  );
}
