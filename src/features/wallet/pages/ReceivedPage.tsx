import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Card } from '@/shared/ui/Card';
import { Page } from '@/shared/ui/Page';
import { QrCode } from '@/shared/ui/QrCode';
import { copyText } from '@/shared/ui/copy';
import { PaymentRequest } from '@/features/wallet/components/PaymentRequest';
import { userState } from '@/state/user';
import '@/features/wallet/components/Overview.css';
import './DepositPage.css';

/**
 * /asset/received: the user's Pay ID as text and QR code, to receive from another user of the platform (an internal
 * transfer: instant, no network fee), and a payment request to share. The session check has loaded the profile before
 * any screen shows.
 */
export default function ReceivedPage() {
  const { t } = useTranslation('wallet');
  const { userInfo } = useSnapshot(userState);
  const payId = userInfo?.pay_id ?? '';
  const copy = () => void copyText(payId);
  return (
    <Page title={t('receive.title')} primary={{ text: t('receive.copy'), onClick: copy, testId: 'receive-copy' }}>
      <div className="wallet-stack">
        <Card padded testId="receive-card">
          <div className="deposit__qr">
            <QrCode text={payId} label={t('receive.qr')} />
          </div>
          <p className="deposit__label">{t('receive.payId')}</p>
          <p className="deposit__address" data-testid="receive-pay-id">
            {payId}
          </p>
        </Card>
        <p className="deposit__label">{t('receive.hint')}</p>
        <PaymentRequest payId={payId} />
      </div>
    </Page>
  );
}
