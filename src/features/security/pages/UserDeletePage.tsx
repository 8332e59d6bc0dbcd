import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { USER_CLOSE_REFUSED_CODE } from '@/contract/types';
import { ApiError } from '@/api/http';
import { logout } from '@/session/session';
import { platform } from '@/platform';
import { notice } from '@/state/notice';
import { securityApi } from '../api';
import { Banner } from '../components/Banner';
import { EmailCodeField } from '../components/EmailCodeField';
import { PrimaryButton } from '../components/PrimaryButton';
import { SecurityPage } from '../components/SecurityPage';
import { isSixDigitCode } from '../model';

/** /security/userDelete: deletes the account after an email code; refused while it holds assets. */
export default function UserDeletePage() {
  const { t } = useTranslation('security');
  const [, navigate] = useLocation();
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    try {
      await securityApi.closeAccount({ email_code: code });
      platform.haptic('success');
      notice.success(t('delete.done'));
      await logout({ callServer: false });
    } catch (error) {
      platform.haptic('error');
      if (error instanceof ApiError && error.code === USER_CLOSE_REFUSED_CODE)
        navigate(`/security/userDelete/failed?reason=${encodeURIComponent(error.msg)}`);
      else if (error instanceof ApiError) notice.error(error.msg || t('error.generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SecurityPage title={t('route.security_userDelete')}>
      <Banner tone="danger">{t('delete.warning')}</Banner>
      <ul className="sec-steps">
        <li>{t('delete.rule_assets')}</li>
        <li>{t('delete.rule_final')}</li>
        <li>{t('delete.rule_email')}</li>
      </ul>
      <div className="sec-card sec-card--pad">
        <EmailCodeField scene="user_close" value={code} onChange={setCode} />
        <label className="sec-check">
          <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
          <span>{t('delete.agree')}</span>
        </label>
      </div>
      <PrimaryButton
        danger
        text={t('delete.submit')}
        loading={busy}
        disabled={!agreed || !isSixDigitCode(code)}
        onClick={() => void submit()}
        testId="delete-submit"
      />
    </SecurityPage>
  );
}
