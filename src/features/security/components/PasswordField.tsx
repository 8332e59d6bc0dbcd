import { useId, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

/** A labelled password field with a show/hide toggle, and a hint or an error under it. */
export function PasswordField({
  label,
  hint,
  error,
  ...input
}: {
  label: string;
  hint?: string;
  error?: string | null;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const { t } = useTranslation('security');
  const [visible, setVisible] = useState(false);
  const id = useId();
  const noteId = `${id}-note`;
  const note = error || hint;
  return (
    <div className="sec-field">
      <label className="sec-field__label" htmlFor={id}>
        {label}
      </label>
      <span className="sec-field__row sec-password">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className={error ? 'sec-input sec-input--error' : 'sec-input'}
          aria-invalid={Boolean(error)}
          aria-describedby={note ? noteId : undefined}
          spellCheck={false}
          autoCapitalize="off"
          {...input}
        />
        <button
          type="button"
          className="sec-password__toggle"
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? t('password.hide') : t('password.show')}
        </button>
      </span>
      {note ? (
        <span id={noteId} className={error ? 'sec-field__error' : 'sec-field__hint sec-field__hint--start'}>
          {note}
        </span>
      ) : null}
    </div>
  );
}
