import { useTranslation } from 'react-i18next';
import { Banner } from '@/shared/ui/Banner';
import type { TokenPayment } from '@/shared/ui/BiometricPayButton';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { PaymentPasswordField } from '@/shared/ui/PaymentPasswordField';
import { errorCode } from '../hooks';

/** Refusals of the payment password (missing, wrong): said under the field; anything else above it. */
const PASSWORD_CODES = new Set([20165, 32012]);

/** What the payment settings ask of a purchase: the password, none (password-free on), or to set one first. */
export function passwordNeeds(setting: { has_capital_password: boolean; nft_free: boolean } | undefined) {
  const needsPassword = !setting?.nft_free;
  return { needsPassword, noPassword: needsPassword && !setting?.has_capital_password };
}

/**
 * The end of every purchase screen (one token, a quick buy, a cart): a short balance said with the way to deposit,
 * the server's refusal, then the payment password, or the way to set one, or the note that none is asked. The
 * password stays typed through a refusal.
 */
export function PayStep({
  short,
  symbol,
  password,
  onPassword,
  setting,
  error,
  testIdPrefix,
  onBiometricToken,
  biometricDisabled,
}: {
  /** How much the balance lacks, or null. */
  short: string | null;
  symbol: string;
  password: string;
  onPassword: (password: string) => void;
  setting: { has_capital_password: boolean; nft_free: boolean } | undefined;
  error: Error | null;
  testIdPrefix: string;
  /** Pays with a biometric token in place of the password (inside Telegram); resolves the outcome, if it was sent. */
  onBiometricToken?: (token: string) => Promise<TokenPayment>;
  /** The biometric button waits (the rest of the screen is not ready to pay). */
  biometricDisabled?: boolean;
}) {
  const { t } = useTranslation('market');
  const { needsPassword, noPassword } = passwordNeeds(setting);
  const passwordError = error && PASSWORD_CODES.has(errorCode(error) ?? 0) ? error.message : undefined;
  return (
    <>
      {short ? (
        <Banner tone="danger" title={t('buy.shortTitle')} testId={`${testIdPrefix}-short`}>
          {t('buy.short', { amount: short, symbol })}{' '}
          <ButtonLink href={`/asset/deposit?symbol=${encodeURIComponent(symbol)}`} variant="secondary" size="sm">
            {t('buy.deposit')}
          </ButtonLink>
        </Banner>
      ) : null}
      {error && !passwordError ? (
        <Banner tone="danger" testId={`${testIdPrefix}-refused`}>
          {error.message}
        </Banner>
      ) : null}
      {noPassword ? (
        <Banner tone="info" title={t('buy.noPasswordTitle')} testId={`${testIdPrefix}-no-password`}>
          {t('buy.noPassword')}{' '}
          <ButtonLink href="/setPay" variant="secondary" size="sm">
            {t('buy.setPassword')}
          </ButtonLink>
        </Banner>
      ) : needsPassword ? (
        <PaymentPasswordField
          label={t('buy.password')}
          hint={t('buy.passwordHint')}
          value={password}
          error={passwordError}
          onChange={onPassword}
          onBiometricToken={onBiometricToken}
          biometricDisabled={biometricDisabled}
          data-testid={`${testIdPrefix}-password`}
        />
      ) : (
        <p className="buy-page__note">{t('buy.passwordFree')}</p>
      )}
    </>
  );
}
