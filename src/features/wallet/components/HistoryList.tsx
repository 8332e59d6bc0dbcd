import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/lib/time';
import { EmptyState } from '@/shared/ui/EmptyState';
import { List } from '@/shared/ui/List';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { LoadMore } from '@/shared/ui/LoadMore';
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

/** The chosen list's state, its rows and count, whatever call it came from. */
function useHistoryRows(type: HistoryType, symbol: string, page: number) {
  const all = useHistoryPage(type, symbol, page);
  const query = {
    events: all.events,
    deposits: all.deposits,
    withdrawals: all.withdrawals,
    swaps: all.swaps,
    transfersTo: all.transfersTo,
    transfersFrom: all.transfersFrom,
  }[all.source];
  let rows: HistoryRow[] = [];
  if (all.source === 'events') rows = all.events.data?.list.map(eventRow) ?? [];
  else if (all.source === 'deposits') rows = all.deposits.data?.list.map(depositRow) ?? [];
  else if (all.source === 'withdrawals') rows = all.withdrawals.data?.list.map(withdrawRow) ?? [];
  else if (all.source === 'swaps') rows = all.swaps.data?.list.map(swapRow) ?? [];
  else if (all.source === 'transfersTo')
    rows = all.transfersTo.data?.list.map((t) => transferRow(t, 'transferTo')) ?? [];
  else rows = all.transfersFrom.data?.list.map((t) => transferRow(t, 'transferFrom')) ?? [];
  return { query, rows, count: query.data?.count ?? 0 };
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

/** Page `page` of the list; the last page shown ends with the infinite-scroll sentinel when more exist. */
function HistoryChunk(props: { type: HistoryType; symbol: string; page: number; last: boolean; onMore: () => void }) {
  const { query, rows, count } = useHistoryRows(props.type, props.symbol, props.page);
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
      {rows.map((row) => (
        <HistoryItem key={row.key} row={row} />
      ))}
      {props.last && count > props.page * HISTORY_PAGE_SIZE ? (
        <li>
          <LoadMore onMore={props.onMore} />
        </li>
      ) : null}
    </>
  );
}

/**
 * A history list (asset logs, 15 a page) with infinite scroll: each page is its own query, so
 * the newest page refreshes (poll, focus) without reloading the older ones. A failed refresh says so rather than
 * keep rows that may no longer be true.
 */
export function HistoryList({ type, symbol = '' }: { type: HistoryType; symbol?: string }) {
  const { t } = useTranslation('wallet');
  const [pages, setPages] = useState(1);
  const first = useHistoryRows(type, symbol, 1);
  if (first.query.isPending)
    return (
      <div className="wallet-history__skeleton" data-testid="history-loading">
        <Skeleton height={52} />
        <Skeleton height={52} />
        <Skeleton height={52} />
      </div>
    );
  if (first.query.isError)
    return <LoadFailed onRetry={() => void first.query.refetch()} busy={first.query.isFetching} />;
  if (first.count === 0) return <EmptyState text={t('history.empty')} />;
  return (
    <List testId="history-list">
      {Array.from({ length: pages }, (_, index) => (
        <HistoryChunk
          key={index + 1}
          type={type}
          symbol={symbol}
          page={index + 1}
          last={index + 1 === pages}
          onMore={() => setPages(index + 2)}
        />
      ))}
    </List>
  );
}
