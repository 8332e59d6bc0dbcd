import { useTranslation } from 'react-i18next';
import { Banner } from '@/shared/ui/Banner';
import { CodeField } from '@/shared/ui/CodeField';
import type { TokenPayment } from '@/shared/ui/BiometricPayButton';
import { PaymentPasswordField } from '@/shared/ui/PaymentPasswordField';
import { codesReady, withdrawStepOf } from '@/features/wallet/model';
import { errorCode } from '@/features/wallet/hooks';

export interface WithdrawSecretValues {
  password: string;
  emailCode: string;
  gaCode: string;
}

/**
 * The security steps of a withdrawal (coins and NFTs): the payment password, the email code of scene `withdraw`
 * and the authenticator code when it is on. A refusal (`error`) is said under the step it concerns; the other steps
 * keep what was typed; a refusal of the request itself (a hold, the balance) shows above them.
 */
export function WithdrawSecrets({
  values,
  onChange,
  gaEnabled,
  onSendCode,
  error,
  testIdPrefix,
  onBiometricToken,
  biometricDisabled,
}: {
  values: WithdrawSecretValues;
  onChange: (next: WithdrawSecretValues) => void;
  gaEnabled: boolean;
  onSendCode: () => Promise<number | undefined>;
  error: Error | null;
  testIdPrefix: string;
  /** Sends the withdrawal with a biometric token in place of the password; resolves its outcome, if it was sent. */
  onBiometricToken?: (token: string) => Promise<TokenPayment>;
  /** The biometric button waits, beyond the codes: the withdrawal on its way, the rest of the form not filled in. */
  biometricDisabled?: boolean;
}) {
  const { t } = useTranslation('wallet');
  const step = error ? withdrawStepOf(errorCode(error)) : null;
  const said = (which: typeof step) => (error && step === which ? error.message : null);
  return (
    <>
      {said('other') ? (
        <Banner tone="danger" testId={`${testIdPrefix}-refused`}>
          {said('other')}
        </Banner>
      ) : null}
      <PaymentPasswordField
        label={t('withdraw.password')}
        value={values.password}
        onChange={(password) => onChange({ ...values, password })}
        error={said('password')}
        onBiometricToken={onBiometricToken}
        // the biometrics replace the password only: the codes are typed first
        biometricDisabled={biometricDisabled || !codesReady(values, gaEnabled)}
        data-testid={`${testIdPrefix}-password`}
      />
      <CodeField
        label={t('withdraw.emailCode')}
        name="email_code"
        value={values.emailCode}
        onChange={(emailCode) => onChange({ ...values, emailCode })}
        onSend={onSendCode}
        error={said('email')}
      />
      {gaEnabled ? (
        <CodeField
          label={t('withdraw.gaCode')}
          name="ga_code"
          value={values.gaCode}
          onChange={(gaCode) => onChange({ ...values, gaCode })}
          error={said('ga')}
        />
      ) : null}
    </>
  );
}
