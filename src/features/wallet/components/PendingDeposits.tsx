import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { offerHomeScreen } from '@/platform/homeScreenOffer';
import { List } from '@/shared/ui/List';
import { Row } from '@/shared/ui/Row';
import { Money } from '@/shared/ui/Money';
import { usePendingDeposits } from '@/features/wallet/hooks';
import { depositRow } from '@/features/wallet/model';

/**
 * Deposits on their way (confirmations so far / needed), of one coin or all, until credited; else nothing. One
 * leaving the list while shown was credited: inside Telegram the home-screen shortcut is then offered (once).
 * `address`: only those to that address on `chain` (the deposit screen lists what is coming to the address it shows).
 */
export function PendingDeposits({
  symbol = '',
  address,
  chain,
}: {
  symbol?: string;
  address?: string;
  chain?: string;
}) {
  const { t } = useTranslation('wallet');
  const pending = usePendingDeposits(symbol);
  // A deposit seen waiting that leaves the list was credited: the moment Telegram's home-screen shortcut is offered
  const waiting = useRef<Set<number> | null>(null);
  const list = pending.data?.list;
  useEffect(() => {
    if (!list) return;
    const now = new Set(list.map((deposit) => deposit.id));
    if (waiting.current && [...waiting.current].some((id) => !now.has(id))) offerHomeScreen();
    waiting.current = now;
  }, [list]);
  const rows = (pending.data?.list ?? [])
    .filter((deposit) => !address || (deposit.address === address && deposit.chain_name === chain))
    .map(depositRow);
  if (rows.length === 0) return null;
  return (
    <List header={t('overview.pending')} testId="pending-deposits">
      {rows.map((row) => (
        <Row
          key={row.key}
          testId="pending-deposit"
          href={row.href}
          title={<Money kind="price" value={row.amount} symbol={row.symbol} />}
          subtitle={
            row.confirmations
              ? t('history.confirmations', { done: row.confirmations.done, needed: row.confirmations.needed })
              : t('trade.status.pending')
          }
          value={t('trade.status.pending')}
          tone="warn"
        />
      ))}
    </List>
  );
}
