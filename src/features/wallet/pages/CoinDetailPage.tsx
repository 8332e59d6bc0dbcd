import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Card } from '@/shared/ui/Card';
import { List } from '@/shared/ui/List';
import { Money } from '@/shared/ui/Money';
import { Page } from '@/shared/ui/Page';
import { Row } from '@/shared/ui/Row';
import { Skeleton } from '@/shared/ui/Skeleton';
import { StatusCard } from '@/shared/ui/StatusCard';
import { QueryState } from '@/shared/ui/QueryState';
import { HistoryFilters } from '@/features/wallet/components/HistoryFilters';
import { HistoryList } from '@/features/wallet/components/HistoryList';
import { PendingDeposits } from '@/features/wallet/components/PendingDeposits';
import { PriceChart } from '@/features/wallet/components/PriceChart';
import { QuickActions } from '@/features/wallet/components/QuickActions';
import { useBalances, useCoins } from '@/features/wallet/hooks';
import { displayUsd, spotBalance, withSymbol, type HistoryType } from '@/features/wallet/model';
import '@/features/wallet/components/Overview.css';

/**
 * /asset/coinDetail?symbol=USDT: available and frozen, USD value, the price chart, actions (deposit is the primary
 * action, Telegram's main button, and withdraw the secondary one; swap a link), this coin's history.
 */
export default function CoinDetailPage() {
  const { t } = useTranslation('wallet');
  const symbol = new URLSearchParams(useSearch()).get('symbol')?.trim().toUpperCase() ?? '';
  const [, navigate] = useLocation();
  const [type, setType] = useState<HistoryType>('all');
  const balances = useBalances();
  const coins = useCoins();
  const coin = coins.data?.find((c) => c.symbol === symbol);
  if (!symbol || (coins.isSuccess && !coin))
    return (
      <Page title={t('coin.title')}>
        <StatusCard status="failure" title={symbol ? t('coin.unknown', { symbol }) : t('coin.missing')}>
          <ButtonLink href="/asset" variant="primary">
            {t('coin.toAssets')}
          </ButtonLink>
        </StatusCard>
      </Page>
    );
  const held = spotBalance(balances.data?.list ?? [], symbol);
  const decimals = coin?.decimals ?? 15;
  return (
    <Page
      title={coin ? t('coin.titleOf', { symbol, name: coin.name }) : t('coin.title')}
      primary={{
        text: t('actions.deposit'),
        onClick: () => navigate(withSymbol('/asset/deposit', symbol)),
        testId: 'coin-deposit',
      }}
      // the coin's other way to move money, beside Deposit: Telegram's secondary button inside Telegram
      secondary={{
        text: t('actions.withdraw'),
        onClick: () => navigate(withSymbol('/asset/withdraw', symbol)),
        testId: 'coin-withdraw',
      }}
    >
      <div className="wallet-stack">
        <QueryState query={balances} skeleton={<Skeleton height={140} radius={14} />} keepData={false}>
          {() => (
            <Card padded testId="coin-balance">
              <div className="wallet-total">
                <span className="wallet-total__label">{t('coin.total')}</span>
                <span className="wallet-total__value" data-testid="coin-total">
                  <Money kind="balance" value={held.total} decimals={decimals} symbol={symbol} />
                </span>
                <span className="wallet-total__label">{t('overview.usd', { value: displayUsd(held.usdValue) })}</span>
              </div>
            </Card>
          )}
        </QueryState>
        {balances.isSuccess ? (
          <List>
            <Row
              title={t('coin.available')}
              value={<Money kind="balance" value={held.available} decimals={decimals} testId="coin-available" />}
            />
            <Row
              title={t('coin.frozen')}
              value={<Money kind="balance" value={held.frozen} decimals={decimals} testId="coin-frozen" />}
            />
          </List>
        ) : null}
        <QuickActions only={['swap']} symbol={symbol} />
        <PendingDeposits symbol={symbol} />
        <PriceChart symbol={symbol} />
        <h2 className="ui-section__header">{t('coin.history')}</h2>
        <HistoryFilters type={type} onType={setType} />
        <HistoryList key={`${type}-${symbol}`} type={type} symbol={symbol} />
      </div>
    </Page>
  );
}
