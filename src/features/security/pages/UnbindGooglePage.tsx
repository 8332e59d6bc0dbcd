import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { isSixDigitCode } from '@/shared/lib/validate';
import { Banner } from '@/shared/ui/Banner';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { CodeField } from '@/shared/ui/CodeField';
import { Page } from '@/shared/ui/Page';
import { EmailCodeField } from '../components/EmailCodeField';
import { SignOutOthersSwitch } from '../components/SignOutOthersSwitch';
import { useCloseGa } from '../hooks';
import { RISK_HOLD_HOURS } from '../model';

/** /unbindGoogle: turns the authenticator off with its code and an email code. */
export default function UnbindGooglePage() {
  const { t } = useTranslation('security');
  const [, navigate] = useLocation();
  const close = useCloseGa();
  const [gaCode, setGaCode] = useState('');
  const [emailCode, setEmailCode] = useState('');
  const [logoutOthers, setLogoutOthers] = useState(true);

  const submit = async () => {
    if ((await close.run({ ga_code: gaCode, email_code: emailCode, logout_others: logoutOthers })).ok)
      navigate('/unbindGoogle/result');
  };
  return (
    <Page
      title={t('route.unbindGoogle')}
      primary={{
        text: t('ga.disable'),
        destructive: true,
        onClick: () => void submit(),
        busy: close.busy,
        disabled: !isSixDigitCode(gaCode) || !isSixDigitCode(emailCode),
      }}
    >
      <Banner tone="warn">{t('ga.unbind_warning', { hours: RISK_HOLD_HOURS })}</Banner>
      <Card padded>
        <CodeField label={t('code.ga')} name="ga-code" value={gaCode} onChange={setGaCode} />
        <EmailCodeField scene="close_ga" value={emailCode} onChange={setEmailCode} />
        <SignOutOthersSwitch checked={logoutOthers} onChange={setLogoutOthers} />
      </Card>
      <Button variant="ghost" onClick={() => navigate('/reset-google')}>
        {t('ga.lost')}
      </Button>
    </Page>
  );
}
