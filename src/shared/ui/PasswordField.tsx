import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Field, type FieldProps } from './Field';

/** A `Field` for a secret, with a show/hide toggle in its row. */
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
        <Button variant="ghost" size="sm" aria-pressed={visible} onClick={() => setVisible((shown) => !shown)}>
          {visible ? t('ui.hidePassword') : t('ui.showPassword')}
        </Button>
      }
    />
  );
}
