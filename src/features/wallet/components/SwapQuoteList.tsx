import { useTranslation } from 'react-i18next';
import type { SwapQuote } from '@/contract';
import { List } from '@/shared/ui/List';
import { Row } from '@/shared/ui/Row';
import { displayAmount } from '@/features/wallet/model';
import { impactIsHigh } from '@/features/wallet/swapModel';
import './Swap.css';

/** A live quote: what is received (at least), the rate, price impact, fee, and the seconds until it is asked again. */
export function SwapQuoteList({ q, left, expired }: { q: SwapQuote; left: number; expired: boolean }) {
  const { t } = useTranslation('wallet');
  return (
    <List testId="swap-quote">
      <Row
        title={t('swap.receive')}
        value={<span data-testid="swap-to-amount">{`${displayAmount(q.to_amount)} ${q.to_symbol}`}</span>}
      />
      <Row title={t('swap.rate')} value={`1 ${q.from_symbol} ≈ ${displayAmount(q.rate)} ${q.to_symbol}`} />
      <Row
        title={t('swap.minReceived')}
        value={<span data-testid="swap-min-received">{`${displayAmount(q.min_received)} ${q.to_symbol}`}</span>}
      />
      <Row
        title={t('swap.priceImpact')}
        value={`${displayAmount(q.price_impact, 4)}%`}
        tone={impactIsHigh(q.price_impact) ? 'warn' : undefined}
      />
      <Row title={t('swap.fee')} value={`${displayAmount(q.fee)} ${q.from_symbol}`} />
      <Row
        title={t('swap.expires')}
        value={
          <span className="swap-quote__countdown" data-testid="swap-countdown">
            {expired ? t('swap.refreshing') : t('swap.seconds', { count: left })}
          </span>
        }
      />
    </List>
  );
}
