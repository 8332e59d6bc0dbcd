import { useTranslation } from 'react-i18next';
import { mapQuery, usePagedQuery, type PageOf } from '@/api/usePagedQuery';
import type { ApiQueryResult } from '@/api/useApiQuery';
import { formatDateTime } from '@/shared/lib/time';
import { EmptyState } from '@/shared/ui/EmptyState';
import { PagedList } from '@/shared/ui/PagedList';
import { Row } from '@/shared/ui/Row';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useHistoryPage } from '@/features/wallet/hooks';
import {
  HISTORY_PAGE_SIZE,
  depositRow,
  displayAmount,
  eventRow,
  swapRow,
  transferRow,
  withdrawRow,
  type HistoryRow,
  type HistoryType,
} from '@/features/wallet/model';
import './HistoryList.css';

/** One page of the chosen list as rows, whatever call the type reads. */
function useHistoryRows(type: HistoryType, symbol: string, page: number): ApiQueryResult<PageOf<HistoryRow>> {
  const all = useHistoryPage(type, symbol, page);
  if (all.source === 'events') return mapQuery(all.events, (data) => ({ ...data, list: data.list.map(eventRow) }));
  if (all.source === 'deposits')
    return mapQuery(all.deposits, (data) => ({ ...data, list: data.list.map(depositRow) }));
  if (all.source === 'withdrawals')
    return mapQuery(all.withdrawals, (data) => ({ ...data, list: data.list.map(withdrawRow) }));
  if (all.source === 'swaps') return mapQuery(all.swaps, (data) => ({ ...data, list: data.list.map(swapRow) }));
  if (all.source === 'transfersTo')
    return mapQuery(all.transfersTo, (data) => ({ ...data, list: data.list.map((t) => transferRow(t, 'transferTo')) }));
  return mapQuery(all.transfersFrom, (data) => ({
    ...data,
    list: data.list.map((t) => transferRow(t, 'transferFrom')),
  }));
}

function HistoryItem({ row }: { row: HistoryRow }) {
  const { t, i18n } = useTranslation('wallet');
  const negative = row.amount.startsWith('-');
  const status = row.status ? t(`trade.status.${row.status}`) : null;
  const confirmations = row.confirmations
    ? t('history.confirmations', { done: row.confirmations.done, needed: row.confirmations.needed })
    : null;
  return (
    <Row
      testId="history-row"
      data-status={row.status ?? undefined}
      href={row.href}
      title={t(`history.type.${row.label}`)}
      subtitle={[formatDateTime(row.time, i18n.language), status, confirmations].filter(Boolean).join(' · ')}
      value={`${negative ? '' : '+'}${displayAmount(row.amount)} ${row.symbol}`}
      tone={negative ? undefined : 'ok'}
    />
  );
}

/**
 * A history list (asset logs, 15 a page) with infinite scroll: each page is its own query, so
 * the newest page refreshes (poll, focus) without reloading the older ones. A failed refresh says so rather than
 * keep rows that may no longer be true.
 */
export function HistoryList({ type, symbol = '' }: { type: HistoryType; symbol?: string }) {
  const { t } = useTranslation('wallet');
  const paged = usePagedQuery(
    function usePage(page: number) {
      return useHistoryRows(type, symbol, page);
    },
    { pageSize: HISTORY_PAGE_SIZE, keyOf: (row) => row.key, filter: [type, symbol] },
  );
  return (
    <PagedList
      paged={paged}
      testId="history-list"
      skeleton={
        <div className="wallet-history__skeleton" data-testid="history-loading">
          <Skeleton height={52} />
          <Skeleton height={52} />
          <Skeleton height={52} />
        </div>
      }
      empty={<EmptyState text={t('history.empty')} />}
      keepData={false}
      renderItem={(row) => <HistoryItem row={row} />}
    />
  );
}
