import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog';
import { Icon, type IconName } from './Icon';
import './PasskeyExplainerDialog.css';

const BENEFITS: { icon: IconName; key: string }[] = [
  { icon: 'fingerprint', key: 'biometric' },
  { icon: 'devices', key: 'devices' },
  { icon: 'shield', key: 'safety' },
];

export interface PasskeyExplainerDialogProps {
  open: boolean;
  onClose: () => void;
  /** Defaults to closing. */
  onConfirm?: () => void;
  confirmText?: string;
}

/** Add-passkey explainer: three benefits and a confirm button. Used by /passkey too. */
export function PasskeyExplainerDialog({ open, onClose, onConfirm, confirmText }: PasskeyExplainerDialogProps) {
  const { t } = useTranslation('account');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('passkey.explainer.title')}
      cancelText={null}
      confirmText={confirmText ?? t('passkey.explainer.confirm')}
      onConfirm={onConfirm ?? onClose}
    >
      <div className="passkey-explainer">
        <ul className="passkey-benefits">
          {BENEFITS.map(({ icon, key }) => (
            <li key={key}>
              <span className="passkey-benefit-icon">
                <Icon name={icon} size={20} />
              </span>
              <div>
                <strong>{t(`passkey.explainer.${key}Title`)}</strong>
                <span>{t(`passkey.explainer.${key}Body`)}</span>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Dialog>
  );
}
