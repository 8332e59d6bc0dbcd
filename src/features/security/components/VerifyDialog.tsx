import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecurityScene } from '@/contract';
import { isSixDigitCode } from '@/shared/lib/validate';
import { CodeField } from '@/shared/ui/CodeField';
import { Dialog } from '@/shared/ui/Dialog';
import { Text } from '@/shared/ui/Text';
import { EmailCodeField } from './EmailCodeField';

/** Asks for the proofs a sensitive action needs: an email code (to the account address) and/or an authenticator code. */
export function VerifyDialog(props: {
  open: boolean;
  title: string;
  text?: string;
  scene: SecurityScene;
  methods: readonly ('email' | 'ga')[];
  busy: boolean;
  confirmText?: string;
  onClose: () => void;
  onConfirm: (codes: { email_code?: string; ga_code?: string }) => void;
}) {
  const { t } = useTranslation('security');
  const [emailCode, setEmailCode] = useState('');
  const [gaCode, setGaCode] = useState('');
  const needEmail = props.methods.includes('email');
  const needGa = props.methods.includes('ga');
  const ready = (!needEmail || isSixDigitCode(emailCode)) && (!needGa || isSixDigitCode(gaCode));
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      title={props.title}
      confirmText={props.confirmText ?? t('action.confirm')}
      confirmDisabled={!ready}
      confirmLoading={props.busy}
      onConfirm={() =>
        props.onConfirm({ email_code: needEmail ? emailCode : undefined, ga_code: needGa ? gaCode : undefined })
      }
    >
      {props.text ? <Text>{props.text}</Text> : null}
      {needEmail ? <EmailCodeField scene={props.scene} value={emailCode} onChange={setEmailCode} /> : null}
      {needGa ? <CodeField label={t('code.ga')} name="ga-code" value={gaCode} onChange={setGaCode} /> : null}
    </Dialog>
  );
}
