import { lazy, Suspense } from 'react';
import { platform } from '@/platform';
import { normaliseCode } from '@/shared/lib/sixDigits';
import type { TokenPayment } from './BiometricPayButton';
import { Field, type FieldProps } from './Field';

// Loaded only inside Telegram, where a device may pay with biometrics: the payment screens' chunks stay without it.
const BiometricPayButton = lazy(() => import('./BiometricPayButton').then((m) => ({ default: m.BiometricPayButton })));

export interface PaymentPasswordFieldProps extends Omit<
  FieldProps,
  'type' | 'inputMode' | 'maxLength' | 'value' | 'onChange' | 'trailing' | 'children'
> {
  value: string;
  /** The digits typed (anything else dropped, at most six: a pasted "123 456" is "123456"). */
  onChange: (password: string) => void;
  /**
   * Pays with a biometric token in place of the password (the same request, `password: token`) and resolves the
   * request's outcome (nothing when it was not sent): a token refused as a wrong password is forgotten. Given,
   * "Use Face ID / fingerprint" shows under the field inside Telegram on a device that turned on paying with
   * biometrics.
   */
  onBiometricToken?: (token: string) => Promise<TokenPayment>;
  /** The biometric button waits: a payment in flight, or another step of the screen not filled in yet. */
  biometricDisabled?: boolean;
}

/**
 * The 6-digit payment password of every screen that moves money (send, withdraw, purchases, bids, sales), with the
 * biometric alternative beside it. The password is never remembered by the browser (`autoComplete="off"`).
 */
export function PaymentPasswordField({
  value,
  onChange,
  onBiometricToken,
  biometricDisabled,
  ...field
}: PaymentPasswordFieldProps) {
  return (
    <>
      <Field
        type="password"
        inputMode="numeric"
        autoComplete="off"
        {...field}
        value={value}
        // no maxLength: a pasted "123 456" is not cut before it is cleaned
        onChange={(event) => onChange(normaliseCode(event.target.value))}
      />
      {onBiometricToken && platform.kind === 'telegram' ? (
        <Suspense fallback={null}>
          <BiometricPayButton onToken={onBiometricToken} disabled={biometricDisabled} />
        </Suspense>
      ) : null}
    </>
  );
}
