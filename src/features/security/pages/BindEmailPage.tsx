import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { maskEmail } from '@/shared/lib/mask';
import { isEmail, isSixDigitCode } from '@/shared/lib/validate';
import { Card } from '@/shared/ui/Card';
import { Field } from '@/shared/ui/Field';
import { Page } from '@/shared/ui/Page';
import { Text } from '@/shared/ui/Text';
import { EmailCodeField } from '../components/EmailCodeField';
import { useAccount, useBindEmail } from '../hooks';

/** /bindEmail: adds an email to an account that has none (created through Telegram). */
export default function BindEmailPage() {
  const { t } = useTranslation('security');
  const [, navigate] = useLocation();
  const { profile } = useAccount();
  const bind = useBindEmail();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const valid = isEmail(email);

  const submit = async () => {
    if ((await bind.run({ email: email.trim(), code })).ok) navigate('/security/userManage');
  };

  if (profile?.email)
    return (
      <Page title={t('route.bindEmail')} primary={{ text: t('route.mail'), onClick: () => navigate('/mail') }}>
        <Text>{t('email.already', { email: maskEmail(profile.email) })}</Text>
      </Page>
    );
  return (
    <Page
      title={t('route.bindEmail')}
      primary={{
        text: t('email.bind'),
        onClick: () => void submit(),
        busy: bind.busy,
        disabled: !valid || !isSixDigitCode(code),
      }}
    >
      <Text>{t('email.bind_intro')}</Text>
      <Card padded>
        <Field
          label={t('email.address')}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          error={email && !valid ? t('email.invalid') : null}
          onChange={(e) => setEmail(e.target.value)}
        />
        <EmailCodeField scene="bind_email" email={email.trim()} disabled={!valid} value={code} onChange={setCode} />
      </Card>
    </Page>
  );
}
