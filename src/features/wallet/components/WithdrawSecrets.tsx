import { useTranslation } from 'react-i18next';
import { Banner } from '@/shared/ui/Banner';
import { CodeField } from '@/shared/ui/CodeField';
import { Field } from '@/shared/ui/Field';
import { withdrawStepOf } from '@/features/wallet/model';
import { errorCode } from '@/features/wallet/hooks';

export interface WithdrawSecretValues {
  password: string;
  emailCode: string;
  gaCode: string;
}

/** Whether every step the account has is filled in: six digits each. */
export const secretsReady = (values: WithdrawSecretValues, gaEnabled: boolean) =>
  values.password.length === 6 && values.emailCode.length === 6 && (!gaEnabled || values.gaCode.length === 6);

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
}: {
  values: WithdrawSecretValues;
  onChange: (next: WithdrawSecretValues) => void;
  gaEnabled: boolean;
  onSendCode: () => Promise<number | undefined>;
  error: Error | null;
  testIdPrefix: string;
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
      <Field
        label={t('withdraw.password')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        value={values.password}
        onChange={(e) => onChange({ ...values, password: e.target.value.replace(/\D/g, '').slice(0, 6) })}
        error={said('password')}
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
