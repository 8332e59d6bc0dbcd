import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { platform } from '@/platform';
import { copyText } from '@/shared/ui/copy';
import { notice } from '@/state/notice';
import { Skeleton } from '@/shared/ui/Skeleton';
import { securityApi } from '../api';
import { Banner } from '../components/Banner';
import { CodeInput } from '../components/CodeInput';
import { PrimaryButton } from '../components/PrimaryButton';
import { QrImage } from '../components/QrImage';
import { SecurityPage } from '../components/SecurityPage';
import { useAccount } from '../hooks';
import { groupSecret, isSixDigitCode } from '../model';

/** /bindGoogle: authenticator set-up (QR + secret, then a 6-digit code). Needs an email first (spec section 5). */
export default function BindGooglePage() {
  const { t } = useTranslation('security');
  const [, navigate] = useLocation();
  const { profile, refresh } = useAccount();
  const noEmail = profile !== null && !profile.email;
  const canBind = Boolean(profile?.email) && !profile?.ga_enabled;
  const secret = useQuery({
    queryKey: ['security', 'gaSecret'],
    queryFn: securityApi.genGaSecret,
    enabled: canBind,
    staleTime: Infinity,
  });
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (noEmail) notice.warning(t('ga.need_email'));
  }, [noEmail, t]);

  const submit = async () => {
    if (!secret.data) return;
    setBusy(true);
    try {
      await securityApi.openGa({ secret: secret.data.secret, code });
      await refresh();
      platform.haptic('success');
      notice.success(t('ga.enabled'));
      navigate('/security/userManage');
    } catch {
      platform.haptic('error');
    } finally {
      setBusy(false);
    }
  };

  if (noEmail)
    return (
      <SecurityPage title={t('route.bindGoogle')}>
        <Banner tone="warn" testId="ga-need-email">
          {t('ga.need_email')}
        </Banner>
        <Link href="/bindEmail" className="sec-btn sec-btn--accent">
          {t('email.bind')}
        </Link>
      </SecurityPage>
    );
  if (profile?.ga_enabled)
    return (
      <SecurityPage title={t('route.bindGoogle')}>
        <Banner tone="info">{t('ga.already')}</Banner>
        <Link href="/unbindGoogle" className="sec-btn">
          {t('route.unbindGoogle')}
        </Link>
      </SecurityPage>
    );
  return (
    <SecurityPage title={t('route.bindGoogle')}>
      <ol className="sec-steps">
        <li>{t('ga.step_install')}</li>
        <li>{t('ga.step_scan')}</li>
        <li>{t('ga.step_code')}</li>
      </ol>
      <div className="sec-card sec-card--pad">
        {secret.data ? (
          <>
            <QrImage text={secret.data.otpauth_url} label={t('ga.qr')} />
            <div className="sec-field__label">{t('ga.secret')}</div>
            <div className="sec-field__row">
              <span className="sec-secret sec-row__label" data-testid="ga-secret">
                {groupSecret(secret.data.secret)}
              </span>
              <button
                type="button"
                className="sec-btn sec-btn--small"
                onClick={() => void copyText(secret.data.secret)}
              >
                {t('action.copy')}
              </button>
            </div>
            <p className="sec-field__hint" style={{ alignSelf: 'auto' }}>
              {t('ga.secret_hint')}
            </p>
          </>
        ) : (
          <Skeleton height={184} />
        )}
      </div>
      <div className="sec-card sec-card--pad">
        <CodeInput label={t('code.ga')} name="ga-code" value={code} onChange={setCode} />
      </div>
      <PrimaryButton
        text={t('ga.enable')}
        loading={busy}
        disabled={!secret.data || !isSixDigitCode(code)}
        onClick={() => void submit()}
      />
    </SecurityPage>
  );
}
