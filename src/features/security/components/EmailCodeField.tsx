import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasswordScene, SecurityScene } from '@/contract/types';
import { notice } from '@/state/notice';
import { platform } from '@/platform';
import { securityApi } from '../api';
import { formatCountdown, RESEND_SECONDS, secondsLeft } from '../model';
import { CodeInput } from './CodeInput';

/** Email code field with its send button and resend countdown. `email` omitted = the account's address. */
export function EmailCodeField(props: {
  scene: SecurityScene | PasswordScene;
  email?: string;
  value: string;
  onChange: (value: string) => void;
  label?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('security');
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const left = secondsLeft(until, now);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);

  const send = async () => {
    setSending(true);
    try {
      const res = await securityApi.sendCode({
        scene: props.scene,
        email: props.email || undefined,
      });
      setNow(Date.now());
      setUntil(Date.now() / 1000 + (res?.resend_after || RESEND_SECONDS));
      notice.success(t('code.sent'));
      platform.haptic('light');
    } catch {
      platform.haptic('error');
    } finally {
      setSending(false);
    }
  };

  return (
    <CodeInput
      label={props.label ?? t('code.email')}
      name={`code-${props.scene}`}
      value={props.value}
      onChange={props.onChange}
    >
      <button
        type="button"
        className="sec-btn sec-btn--text"
        disabled={props.disabled || sending || left > 0}
        onClick={send}
      >
        {left > 0 ? formatCountdown(left) : t('code.send')}
      </button>
    </CodeInput>
  );
}
