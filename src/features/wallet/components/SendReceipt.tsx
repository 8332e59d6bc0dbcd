import { useTranslation } from 'react-i18next';
import type { TransferEntry } from '@/contract/wallet/types';
import { formatDateTime } from '@/shared/lib/time';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { List } from '@/shared/ui/List';
import { Row } from '@/shared/ui/Row';
import { StatusCard } from '@/shared/ui/StatusCard';
import { displayAmount, tradeHref } from '@/features/wallet/model';
import './Overview.css';

/**
 * The end of a send by Pay ID, as swap's receipt ends a swap: what went, to whom, the fee (none: a transfer inside the
 * platform), when, and the way to its record. "Send again" is the screen's primary action, not repeated here.
 */
export function SendReceipt({ transfer }: { transfer: TransferEntry }) {
  const { t, i18n } = useTranslation('wallet');
  const amount = `${displayAmount(transfer.amount)} ${transfer.symbol}`;
  const name = transfer.counterparty?.nickname ?? '';
  return (
    <div className="wallet-stack" data-testid="send-receipt">
      <StatusCard status="success" title={t('send.doneTitle')} text={t('send.doneText', { amount, name })}>
        <ButtonLink href={tradeHref('transferTo', transfer.id)} variant="ghost" data-testid="send-receipt-detail">
          {t('send.details')}
        </ButtonLink>
      </StatusCard>
      <List>
        <Row title={t('send.receiptAmount')} value={<span data-testid="send-receipt-amount">{amount}</span>} />
        {transfer.counterparty ? (
          <Row
            title={t('send.receiptTo')}
            subtitle={t('send.receiptToValue', { name, payId: transfer.counterparty.pay_id })}
            testId="send-receipt-to"
          />
        ) : null}
        <Row title={t('send.fee')} value={t('send.noFee', { symbol: transfer.symbol })} />
        {transfer.memo ? <Row title={t('send.receiptMemo')} subtitle={transfer.memo} /> : null}
        <Row title={t('send.time')} value={formatDateTime(transfer.created_at, i18n.language)} />
      </List>
    </div>
  );
}
