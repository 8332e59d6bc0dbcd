import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { offerHomeScreen } from '@/platform/homeScreenOffer';
import type { BalanceEntry } from '@/contract/wallet/types';
import { List } from '@/shared/ui/List';
import { Money } from '@/shared/ui/Money';
import { Row } from '@/shared/ui/Row';
import { spotBalance } from '@/features/wallet/model';

/**
 * After a top-up is credited (a fiat order, a Stars payment): the coin's available balance, which now holds it. The
 * first credited top-up is also when Telegram's home-screen shortcut is offered (once on the device).
 */
export function CreditedBalance({
  list,
  symbol,
  testId,
}: {
  list: readonly BalanceEntry[];
  symbol: string;
  testId: string;
}) {
  const { t } = useTranslation('wallet');
  useEffect(offerHomeScreen, []);
  return (
    <List>
      <Row
        title={t('buy.balance', { symbol })}
        value={<Money kind="balance" value={spotBalance(list, symbol).available} symbol={symbol} testId={testId} />}
      />
    </List>
  );
}
