import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from './TextField';

/** A labelled password field with a show/hide toggle, and a hint or an error under it. */
export function PasswordField(props: Omit<ComponentProps<typeof TextField>, 'type' | 'rowClassName' | 'children'>) {
  const { t } = useTranslation('security');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="off"
      {...props}
      rowClassName="sec-password"
    >
      <button
        type="button"
        className="sec-password__toggle"
        aria-pressed={visible}
        onClick={() => setVisible((value) => !value)}
      >
        {visible ? t('password.hide') : t('password.show')}
      </button>
    </TextField>
  );
}
