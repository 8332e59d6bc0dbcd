import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { isSixDigitCode } from '@/shared/lib/validate';
import { Banner } from '@/shared/ui/Banner';
import { Card } from '@/shared/ui/Card';
import { CodeField } from '@/shared/ui/CodeField';
import { Page } from '@/shared/ui/Page';
import { Skeleton } from '@/shared/ui/Skeleton';
import { AuthenticatorSecret } from '../components/AuthenticatorSecret';
import { RenewGaKey } from '../components/RenewGaKey';
import { StepList } from '../components/StepList';
import { SignOutOthersSwitch } from '../components/SignOutOthersSwitch';
import { useAccount, useGaSecret, useOpenGa } from '../hooks';

/**
 * /bindGoogle: authenticator set-up (QR + secret, then a 6-digit code). Needs an email first (its recovery goes through
 * it).
 */
export default function BindGooglePage() {
  const { t } = useTranslation('security');
  const [, navigate] = useLocation();
  const { profile } = useAccount();
  const noEmail = profile !== null && !profile.email;
  const secret = useGaSecret(Boolean(profile?.email) && !profile?.ga_enabled);
  const open = useOpenGa();
  const [code, setCode] = useState('');
  const [logoutOthers, setLogoutOthers] = useState(true);

  const submit = async () => {
    if (secret.data && (await open.run({ secret: secret.data.secret, code, logout_others: logoutOthers })).ok)
      navigate('/security/userManage');
  };

  if (noEmail)
    return (
      <Page title={t('route.bindGoogle')} primary={{ text: t('email.bind'), onClick: () => navigate('/bindEmail') }}>
        <Banner tone="warn" testId="ga-need-email">
          {t('ga.need_email')}
        </Banner>
      </Page>
    );
  if (profile?.ga_enabled)
    return (
      <Page
        title={t('route.bindGoogle')}
        primary={{ text: t('route.unbindGoogle'), onClick: () => navigate('/unbindGoogle') }}
      >
        <Banner tone="info">{t('ga.already')}</Banner>
      </Page>
    );
  return (
    <Page
      title={t('route.bindGoogle')}
      primary={{
        text: t('ga.enable'),
        onClick: () => void submit(),
        busy: open.busy,
        disabled: !secret.data || !isSixDigitCode(code),
      }}
    >
      <StepList ordered items={[t('ga.step_install'), t('ga.step_scan'), t('ga.step_code')]} />
      <Card padded>
        {secret.data ? (
          <>
            <AuthenticatorSecret secret={secret.data.secret} otpauthUrl={secret.data.otpauth_url} />
            <RenewGaKey />
          </>
        ) : (
          <Skeleton height={184} />
        )}
      </Card>
      <Card padded>
        <CodeField label={t('code.ga')} name="ga-code" value={code} onChange={setCode} />
        <SignOutOthersSwitch checked={logoutOthers} onChange={setLogoutOthers} />
      </Card>
    </Page>
  );
}
