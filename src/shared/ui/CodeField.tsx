import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Field } from './Field';
import { formatCountdown, useCountdown } from './useCountdown';

/** Seconds before another code may be requested when the server does not say. */
export const RESEND_SECONDS = 60;

export interface CodeFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (code: string) => void;
  /** Sends a code; resolve the seconds until a resend (or true for the default), false/undefined if it failed. Omit for a plain code input (authenticator). */
  onSend?: () => Promise<number | boolean | undefined>;
  /** The send button's text; default "Send code". */
  sendText?: string;
  /** Code length (digits only); default 6. */
  length?: number;
  error?: string | null;
  /** The code can no longer be used (too many wrong tries, expired): while the resend waits, say why. */
  resendNeeded?: boolean;
  disabled?: boolean;
}

/** A one-time-code input with a "send code" button and its resend countdown ("Resend in 48 s"). */
export function CodeField({
  label,
  name,
  value,
  onChange,
  onSend,
  sendText,
  length = 6,
  error,
  resendNeeded,
  disabled,
}: CodeFieldProps) {
  const { t } = useTranslation();
  const { left, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const send = async () => {
    if (!onSend) return;
    setSending(true);
    try {
      const sent = await onSend();
      if (sent) start(typeof sent === 'number' && sent > 0 ? sent : RESEND_SECONDS);
    } finally {
      setSending(false);
    }
  };
  const waiting = left > 0;
  // "Resend in 48 s" under a minute, "Resend in 01:15" beyond.
  const resendText =
    left < 60 ? t('ui.resendInSeconds', { seconds: left }) : t('ui.resendIn', { time: formatCountdown(left) });
  return (
    <Field
      label={label}
      name={name}
      value={value}
      error={error}
      // Why the button waits, when the user is stuck: the code is spent and only a new one helps.
      hint={waiting && resendNeeded ? t('ui.resendWhy') : undefined}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={length}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, length))}
      trailing={
        onSend ? (
          <Button variant="ghost" size="sm" busy={sending} disabled={disabled || waiting} onClick={() => void send()}>
            {waiting ? resendText : (sendText ?? t('ui.sendCode'))}
          </Button>
        ) : undefined
      }
    />
  );
}
