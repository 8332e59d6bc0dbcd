import { useTranslation } from 'react-i18next';
import type { SwapKind, SwapOrder } from '@/contract';
import { formatDateTime } from '@/shared/lib/time';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { List } from '@/shared/ui/List';
import { Row } from '@/shared/ui/Row';
import { StatusCard } from '@/shared/ui/StatusCard';
import { displayAmount } from '@/features/wallet/model';
import { swapBase } from '@/features/wallet/swapModel';
import './Overview.css';

/** The swap's receipt; "Swap again" is the screen's one primary action (Telegram's main button), not repeated here. */
export function SwapReceipt({ order, kind }: { order: SwapOrder; kind: SwapKind }) {
  const { t, i18n } = useTranslation('wallet');
  return (
    <div className="wallet-stack" data-testid="swap-receipt">
      <StatusCard
        status="success"
        title={t('swap.doneTitle')}
        text={t('swap.doneText', {
          from: `${displayAmount(order.from_amount)} ${order.from_symbol}`,
          to: `${displayAmount(order.to_amount)} ${order.to_symbol}`,
        })}
      >
        <ButtonLink href={`${swapBase(kind)}/history`} variant="ghost">
          {t('swap.history')}
        </ButtonLink>
      </StatusCard>
      <List>
        <Row title={t('swap.paid')} value={`${displayAmount(order.from_amount)} ${order.from_symbol}`} />
        <Row title={t('swap.fee')} value={`${displayAmount(order.fee)} ${order.from_symbol}`} />
        <Row
          title={t('swap.received')}
          value={
            <span data-testid="swap-receipt-received">{`${displayAmount(order.to_amount)} ${order.to_symbol}`}</span>
          }
        />
        <Row
          title={t('swap.rate')}
          value={`1 ${order.from_symbol} ≈ ${displayAmount(order.rate)} ${order.to_symbol}`}
        />
        <Row title={t('swap.time')} value={formatDateTime(order.created_at, i18n.language)} />
      </List>
    </div>
  );
}
