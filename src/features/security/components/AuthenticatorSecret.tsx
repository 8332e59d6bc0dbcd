import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/Button';
import { QrCode } from '@/shared/ui/QrCode';
import { copyText } from '@/shared/ui/copy';
import { groupSecret } from '../model';
import './AuthenticatorSecret.css';

/** A new authenticator secret: its QR code to scan, and the secret grouped in fours to type, with copy. */
export function AuthenticatorSecret({ secret, otpauthUrl }: { secret: string; otpauthUrl: string }) {
  const { t } = useTranslation('security');
  return (
    <div className="authenticator-secret">
      <QrCode text={otpauthUrl} label={t('ga.qr')} />
      <div className="authenticator-secret__label">{t('ga.secret')}</div>
      <div className="authenticator-secret__row">
        <span className="authenticator-secret__value" data-testid="ga-secret">
          {groupSecret(secret)}
        </span>
        <Button size="sm" onClick={() => void copyText(secret)}>
          {t('action.copy')}
        </Button>
      </div>
      <p className="authenticator-secret__hint">{t('ga.secret_hint')}</p>
    </div>
  );
}
