import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { logout } from '@/session/session';
import { isSixDigitCode } from '@/shared/lib/validate';
import { Banner } from '@/shared/ui/Banner';
import { Card } from '@/shared/ui/Card';
import { Checkbox } from '@/shared/ui/Checkbox';
import { Page } from '@/shared/ui/Page';
import { EmailCodeField } from '../components/EmailCodeField';
import { StepList } from '../components/StepList';
import { useCloseAccount } from '../hooks';

/** /security/userDelete: deletes the account after an email code; refused while it holds assets. */
export default function UserDeletePage() {
  const { t } = useTranslation('security');
  const [, navigate] = useLocation();
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const close = useCloseAccount({
    onRefused: (reason) => navigate(`/security/userDelete/failed?reason=${encodeURIComponent(reason)}`),
  });
  const submit = async () => {
    if ((await close.run({ email_code: code })).ok) await logout({ callServer: false });
  };

  return (
    <Page
      title={t('route.security_userDelete')}
      primary={{
        text: t('delete.submit'),
        destructive: true,
        onClick: () => void submit(),
        busy: close.busy,
        disabled: !agreed || !isSixDigitCode(code),
        testId: 'delete-submit',
      }}
    >
      <Banner tone="danger">{t('delete.warning')}</Banner>
      <StepList items={[t('delete.rule_assets'), t('delete.rule_final'), t('delete.rule_email')]} />
      <Card padded>
        <EmailCodeField scene="user_close" value={code} onChange={setCode} />
        <Checkbox label={t('delete.agree')} checked={agreed} onChange={setAgreed} />
      </Card>
    </Page>
  );
}
