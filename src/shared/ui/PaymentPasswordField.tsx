import { errorCode } from '@/api/http';
import { normaliseCode } from '@/shared/lib/validate';
import { BiometricPayButton } from './BiometricPayButton';
import { Field, type FieldProps } from './Field';

/** The server's answer to a wrong payment password, and to a biometric token it no longer honours. */
const WRONG_PAYMENT_PASSWORD = 20165;

/**
 * Whether a payment sent with a biometric token was refused for the token (revoked, turned off elsewhere, its session
 * ended): the server answers exactly as to a wrong password. The device then forgets the token.
 */
export const tokenRefused = (outcome: { ok: boolean; error?: unknown }): boolean =>
  !outcome.ok && errorCode(outcome.error) === WRONG_PAYMENT_PASSWORD;

export interface PaymentPasswordFieldProps extends Omit<
  FieldProps,
  'type' | 'inputMode' | 'maxLength' | 'value' | 'onChange' | 'trailing' | 'children'
> {
  value: string;
  /** The digits typed (anything else dropped, at most six: a pasted "123 456" is "123456"). */
  onChange: (password: string) => void;
  /**
   * Pays with a biometric token in place of the password (the same request, `password: token`); resolves whether the
   * server refused the token (`tokenRefused`). Given, "Use Face ID / fingerprint" shows under the field inside
   * Telegram on a device that turned on paying with biometrics.
   */
  onBiometricToken?: (token: string) => Promise<boolean>;
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
        // six digits, as the one-time codes: no maxLength, so that a pasted "123 456" is not cut before it is cleaned
        onChange={(event) => onChange(normaliseCode(event.target.value))}
      />
      {onBiometricToken ? <BiometricPayButton onToken={onBiometricToken} disabled={biometricDisabled} /> : null}
    </>
  );
}
