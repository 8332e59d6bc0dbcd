import { useTranslation } from 'react-i18next';
import { Field } from '@/shared/ui/Field';

/** Why the user asks support for a reset (email or authenticator), up to 500 characters. */
export function ReasonField({ value, onChange }: { value: string; onChange: (reason: string) => void }) {
  const { t } = useTranslation('security');
  return (
    <Field
      label={t('reset.reason')}
      name="reason"
      value={value}
      maxLength={500}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
