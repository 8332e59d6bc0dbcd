import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SwapKind, SwapOrder } from '@/contract/wallet/types';
import { formatDateTime } from '@/shared/lib/time';
import { EmptyState } from '@/shared/ui/EmptyState';
import { List } from '@/shared/ui/List';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { LoadMore } from '@/shared/ui/LoadMore';
import { Row } from '@/shared/ui/Row';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useSwapHistoryPage } from '@/features/wallet/hooks';
import { HISTORY_PAGE_SIZE, displayAmount, tradeHref } from '@/features/wallet/model';
import './HistoryList.css';

function SwapRow({ order }: { order: SwapOrder }) {
  const { t, i18n } = useTranslation('wallet');
  return (
    <Row
      testId="swap-row"
      href={tradeHref('swap', order.id)}
      title={t('swap.rowTitle', { from: order.from_symbol, to: order.to_symbol })}
      subtitle={`${formatDateTime(order.created_at, i18n.language)} · -${displayAmount(order.from_amount)} ${order.from_symbol}`}
      value={`+${displayAmount(order.to_amount)} ${order.to_symbol}`}
      tone="ok"
    />
  );
}

function SwapChunk(props: { kind: SwapKind; page: number; last: boolean; onMore: () => void }) {
  const query = useSwapHistoryPage(props.kind, props.page);
  if (query.isPending)
    return (
      <li className="wallet-history__wait">
        <Skeleton height={44} />
      </li>
    );
  if (query.isError)
    return (
      <li className="wallet-history__wait">
        <LoadFailed onRetry={() => void query.refetch()} busy={query.isFetching} />
      </li>
    );
  return (
    <>
      {query.data.list.map((order) => (
        <SwapRow key={order.id} order={order} />
      ))}
      {props.last && query.data.count > props.page * HISTORY_PAGE_SIZE ? (
        <li>
          <LoadMore onMore={props.onMore} />
        </li>
      ) : null}
    </>
  );
}

/** The user's swaps of a kind, 15 a page, infinite scroll; each row opens its detail. */
export function SwapHistoryList({ kind }: { kind: SwapKind }) {
  const { t } = useTranslation('wallet');
  const [pages, setPages] = useState(1);
  const first = useSwapHistoryPage(kind, 1);
  if (first.isPending) return <Skeleton height={160} radius={14} />;
  if (first.isError) return <LoadFailed onRetry={() => void first.refetch()} busy={first.isFetching} />;
  if (first.data.count === 0) return <EmptyState text={t('swap.historyEmpty')} />;
  return (
    <List testId="swap-history">
      {Array.from({ length: pages }, (_, index) => (
        <SwapChunk
          key={index + 1}
          kind={kind}
          page={index + 1}
          last={index + 1 === pages}
          onMore={() => setPages(index + 2)}
        />
      ))}
    </List>
  );
}
