import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { appState } from '@/state/app';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Card } from '@/shared/ui/Card';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { Page } from '@/shared/ui/Page';
import { PullToRefresh } from '@/shared/ui/PullToRefresh';
import { Segmented } from '@/shared/ui/Segmented';
import { Skeleton } from '@/shared/ui/Skeleton';
import { Switch } from '@/shared/ui/Switch';
import { CoinList } from '@/features/wallet/components/CoinList';
import { NftTab } from '@/features/wallet/components/NftTab';
import { PendingDeposits } from '@/features/wallet/components/PendingDeposits';
import { QuickActions } from '@/features/wallet/components/QuickActions';
import { useBalances, useCoins } from '@/features/wallet/hooks';
import { useHideZero } from '@/session/hideZero';
import { coinRows, displayUsd, showsEmptyState } from '@/features/wallet/model';
import '@/features/wallet/components/Overview.css';

type Tab = 'coin' | 'nft';

/**
 * /asset: total value, quick actions, the coins (hide zero) and the custody NFTs; history one tap away.
 */
export default function AssetPage() {
  const { t } = useTranslation('wallet');
  const { isPc } = useSnapshot(appState);
  const [tab, setTab] = useState<Tab>('coin');
  const [hideZero, setHideZero] = useHideZero();
  const balances = useBalances();
  const coins = useCoins();
  const refresh = () => Promise.all([balances.refetch(), coins.refetch()]);
  const rows = coinRows(balances.data?.list ?? [], coins.data ?? [], hideZero);
  return (
    <Page title={t('overview.title')}>
      <PullToRefresh onRefresh={refresh} enabled={!isPc}>
        <div className="wallet-stack">
          <Card padded testId="asset-total">
            <div className="wallet-total">
              <span className="wallet-total__label">{t('overview.total')}</span>
              {balances.isPending ? (
                <Skeleton height={34} width="60%" />
              ) : (
                <span className="wallet-total__value" data-testid="total-usd">
                  {balances.data ? t('overview.usd', { value: displayUsd(balances.data.total_usd) }) : '--'}
                </span>
              )}
              <div className="wallet-row-between">
                <ButtonLink href="/asset/history" variant="ghost" size="sm" data-testid="history-link">
                  {t('overview.history')}
                </ButtonLink>
                <Switch label={t('overview.hideZero')} checked={hideZero} onChange={setHideZero} />
              </div>
            </div>
          </Card>
          <QuickActions />
          <PendingDeposits />
          <Segmented
            label={t('overview.tabs')}
            value={tab}
            onChange={setTab}
            options={[
              { value: 'coin', label: t('overview.tabCoin') },
              { value: 'nft', label: t('overview.tabNft') },
            ]}
            testId="asset-tabs"
          />
          {tab === 'nft' ? (
            <NftTab />
          ) : balances.isPending || coins.isPending ? (
            <div className="wallet-stack" data-testid="coins-loading">
              <Skeleton height={56} />
              <Skeleton height={56} />
              <Skeleton height={56} />
            </div>
          ) : balances.isError || coins.isError ? (
            <LoadFailed onRetry={() => void refresh()} busy={balances.isFetching || coins.isFetching} />
          ) : showsEmptyState(balances.data.list, hideZero) ? (
            <div data-testid="asset-empty">
              <EmptyState text={t('overview.empty')} />
              <div className="wallet-empty-action">
                <ButtonLink href="/asset/deposit" variant="primary" data-testid="empty-deposit">
                  {t('actions.deposit')}
                </ButtonLink>
              </div>
            </div>
          ) : rows.length === 0 ? (
            <EmptyState text={t('overview.allHidden')} />
          ) : (
            <CoinList rows={rows} />
          )}
        </div>
      </PullToRefresh>
    </Page>
  );
}
