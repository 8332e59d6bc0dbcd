import { useTranslation } from 'react-i18next';
import { usePagedQuery } from '@/api/usePagedQuery';
import type { SwapKind, SwapOrder } from '@/contract/wallet/types';
import { formatDateTime } from '@/shared/lib/time';
import { EmptyState } from '@/shared/ui/EmptyState';
import { PagedList } from '@/shared/ui/PagedList';
import { Row } from '@/shared/ui/Row';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useSwapHistoryPage } from '@/features/wallet/hooks';
import { HISTORY_PAGE_SIZE, displayAmount, tradeHref } from '@/features/wallet/model';

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

/** The user's swaps of a kind, 15 a page, infinite scroll; each row opens its detail. */
export function SwapHistoryList({ kind }: { kind: SwapKind }) {
  const { t } = useTranslation('wallet');
  const paged = usePagedQuery(
    function usePage(page: number) {
      return useSwapHistoryPage(kind, page);
    },
    { pageSize: HISTORY_PAGE_SIZE, keyOf: (order) => order.id, filter: kind },
  );
  return (
    <PagedList
      paged={paged}
      testId="swap-history"
      skeleton={<Skeleton height={160} radius={14} />}
      empty={<EmptyState text={t('swap.historyEmpty')} />}
      keepData={false}
      renderItem={(order) => <SwapRow order={order} />}
    />
  );
}
