import { useTranslation } from 'react-i18next';
import { Switch } from '@/shared/ui/Switch';

/**
 * After a change of a secret (login or payment password, email, authenticator) every other device is signed
 * out unless the user turns this off: whoever knew the old secret may hold a session.
 */
export function SignOutOthersSwitch({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation('security');
  return (
    <Switch
      label={t('sign_out_others.label')}
      description={t('sign_out_others.hint')}
      checked={checked}
      onChange={onChange}
      testId="sign-out-others"
    />
  );
}
