import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, type FieldProps } from './Field';
import { IconButton } from './IconButton';

/**
 * A `Field` for a secret, with a show/hide toggle in its row: an eye button whose name stays "Show password"
 * and whose `aria-pressed` says whether the password is shown (the toggle-button pattern).
 */
export function PasswordField(props: Omit<FieldProps, 'type' | 'trailing'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <Field
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="off"
      {...props}
      trailing={
        <IconButton
          icon={visible ? 'eyeOff' : 'eye'}
          className="ui-field__toggle"
          aria-label={t('ui.showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        />
      }
    />
  );
}
