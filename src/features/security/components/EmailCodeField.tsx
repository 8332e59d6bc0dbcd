import { useTranslation } from 'react-i18next';
import type { PasswordScene, SecurityScene } from '@/contract';
import { CodeField } from '@/shared/ui/CodeField';
import { useSendCode } from '../hooks';

/** The kit's CodeField sending an email code of a security scene; `email` omitted = the account's address. */
export function EmailCodeField(props: {
  scene: SecurityScene | PasswordScene;
  email?: string;
  value: string;
  onChange: (value: string) => void;
  label?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('security');
  const sendCode = useSendCode(props.scene, props.email);
  return (
    <CodeField
      label={props.label ?? t('code.email')}
      name={`code-${props.scene}`}
      value={props.value}
      onChange={props.onChange}
      onSend={sendCode}
      sendText={t('code.send')}
      disabled={props.disabled}
    />
  );
}
