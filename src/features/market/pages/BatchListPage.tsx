import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { usePagedQuery } from '@/api/usePagedQuery';
import type { SellableItem } from '@/contract/nftMarket/types';
import { useLoggedIn } from '@/session/useLoggedIn';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Checkbox } from '@/shared/ui/Checkbox';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Field } from '@/shared/ui/Field';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { Page } from '@/shared/ui/Page';
import { PagedList } from '@/shared/ui/PagedList';
import { Segmented } from '@/shared/ui/Segmented';
import { Skeleton } from '@/shared/ui/Skeleton';
import { notice } from '@/state/notice';
import { BATCH_MAX, editionsOf } from '../batch';
import { batchState, clearBatch, setBatchEditions, toggleBatchItem } from '../batchState';
import { GoodsCardFace } from '../components/GoodsCard';
import { SellNowOffer, SellNowSheet, type SellNowChoice } from '../components/SellNow';
import { SignInPrompt } from '../components/SignInPrompt';
import { useSellable, useSellableSymbols } from '../hooks';
import { liveTopic, useMarketLive } from '../live';
import { RECORDS_PAGE_SIZE } from '../records';
import { sellNowEditions } from '../sellNow';
import '../components/Batch.css';
import '../components/Records.css';
import '../components/GoodsGrid.css';

/**
 * One of the caller's NFTs: a check box over the card; an ERC1155 one chosen asks how many editions. With a bid it can
 * be sold to now, the card says the best bid and what the owner receives, with "Sell now".
 */
function PickCard({ row, onSellNow }: { row: SellableItem; onSellNow: (choice: SellNowChoice) => void }) {
  const { t } = useTranslation('market');
  const { items } = useSnapshot(batchState);
  const chosen = items.find((item) => item.item_id === row.item_id);
  const name = row.goods.name || `#${row.goods.token_id}`;
  const free = row.listable > 0;
  // what holds the editions that cannot be listed: said instead of the token's market price
  const state = free
    ? undefined
    : row.in_game > 0
      ? t('batch.pick.inGame')
      : row.withdrawing > 0
        ? t('batch.pick.withdrawing')
        : row.listed > 0
          ? t('batch.pick.listed')
          : t('batch.pick.notFree');
  return (
    <li className="goods-card pick-card" data-testid="batch-card" data-item={row.item_id}>
      <Checkbox
        label={
          <>
            <span className="visually-hidden">{t('batch.pick.selectNamed', { name })}</span>
            <span className="ui-tile" aria-hidden="true">
              <GoodsCardFace goods={row.goods} status={free ? undefined : t('batch.pick.stateTitle')} />
            </span>
          </>
        }
        checked={chosen !== undefined}
        disabled={!free && chosen === undefined}
        onChange={() => {
          if (!toggleBatchItem(row)) notice.error(t('batch.pick.full', { count: BATCH_MAX }));
        }}
        testId="batch-select"
      />
      {!free ? (
        <span className="pick-card__note" data-testid="batch-card-state">
          {state}
        </span>
      ) : null}
      {chosen && row.goods.erc_type === 'ERC1155' ? (
        <Field
          label={t('sell.quantity')}
          hint={t('sell.quantityHint', { count: row.listable })}
          inputMode="numeric"
          autoComplete="off"
          value={chosen.editions}
          error={editionsOf(chosen) === null ? t('sell.quantityInvalid', { count: row.listable }) : undefined}
          onChange={(event) => setBatchEditions(row.item_id, event.target.value.replace(/\D/g, '').slice(0, 7))}
          data-testid="batch-editions"
        />
      ) : null}
      {row.best_bid && sellNowEditions(row, row.best_bid) > 0 ? (
        <SellNowOffer
          bid={row.best_bid}
          compact
          onSell={() => row.best_bid && onSellNow({ holding: row, bid: row.best_bid })}
        />
      ) : null}
    </li>
  );
}

/** Four card-sized blocks: a page of the grid on its way. */
const cardSkeletons = Array.from({ length: 4 }, (_, index) => (
  <li key={index} className="goods-skeleton">
    <Skeleton height={220} radius={14} />
  </li>
));

/** The caller's NFTs of one collection or all, page by page (not virtualised: a chosen ERC1155 card grows). */
function SellableGrid({ symbol }: { symbol: string }) {
  const { t } = useTranslation('market');
  // the sheet is the grid's: a card sold out leaves the list while its receipt is still shown
  const [selling, setSelling] = useState<SellNowChoice | null>(null);
  const paged = usePagedQuery(
    function usePage(page: number) {
      return useSellable(symbol, page);
    },
    { pageSize: RECORDS_PAGE_SIZE, keyOf: (row) => row.item_id, filter: symbol },
  );
  const grid = (cards: ReactNode) => (
    <ul className="goods-grid__cards goods-columns batch-grid" data-testid="batch-grid">
      {cards}
    </ul>
  );
  return (
    <>
      <PagedList
        paged={paged}
        container={grid}
        skeleton={grid(cardSkeletons)}
        pageSkeleton={cardSkeletons}
        slotClassName="batch-grid__wide"
        empty={
          <>
            <EmptyState text={t('batch.pick.none')} />
            <ButtonLink href="/asset" variant="secondary" block>
              {t('batch.pick.wallet')}
            </ButtonLink>
          </>
        }
        renderItem={(row) => <PickCard row={row} onSellNow={setSelling} />}
      />
      {selling ? <SellNowSheet holding={selling.holding} bid={selling.bid} onClose={() => setSelling(null)} /> : null}
    </>
  );
}

/**
 * /nft/batch: the caller's NFTs that can be listed, by collection; several are chosen (the editions of an ERC1155
 * one), then "Continue" prices them on /nft/batch/on. The choice is kept in session storage (batchState).
 */
export default function BatchListPage() {
  const { t } = useTranslation('market');
  const loggedIn = useLoggedIn();
  if (!loggedIn) return <SignInPrompt title={t('batch.pick.title')} text={t('batch.signedOut')} />;
  return <BatchList />;
}

function BatchList() {
  const { t } = useTranslation('market');
  const [location, navigate] = useLocation();
  const wanted = new URLSearchParams(useSearch()).get('symbol') ?? '';
  useMarketLive([liveTopic.me]);
  const symbols = useSellableSymbols();
  const { items } = useSnapshot(batchState);
  // a collection no longer held is no longer a choice
  const symbol = !symbols.data || symbols.data.symbols.some((entry) => entry.symbol === wanted) ? wanted : '';
  const editionsOk = items.every((item) => editionsOf(item) !== null);
  return (
    <Page
      title={t('batch.pick.title')}
      wide
      primary={{
        text: items.length ? t('batch.pick.continue', { count: items.length }) : t('batch.pick.continueNone'),
        onClick: () => navigate('/nft/batch/on'),
        disabled: items.length === 0 || !editionsOk,
        testId: 'batch-continue',
      }}
    >
      <div className="batch-stack">
        <div className="records-bar">
          <p className="records-hint">{t('batch.pick.hint', { count: BATCH_MAX })}</p>
          <ButtonLink href="/nft/batch/update" variant="secondary" size="sm" data-testid="batch-to-update">
            {t('batch.update.title')}
          </ButtonLink>
        </div>
        {symbols.data && symbols.data.symbols.length > 1 ? (
          <Segmented
            label={t('batch.pick.filter')}
            size="sm"
            value={symbol}
            onChange={(value) => navigate(value ? `${location}?symbol=${value}` : location, { replace: true })}
            options={[
              { value: '', label: t('favorite.all') },
              ...symbols.data.symbols.map((entry) => ({
                value: entry.symbol,
                label: t('favorite.collectionCount', { name: entry.name, count: entry.count }),
              })),
            ]}
            testId="batch-filter"
          />
        ) : null}
        <div className="records-bar">
          <p className="records-hint" aria-live="polite" data-testid="batch-selected">
            {items.length ? t('batch.pick.selected', { count: items.length }) : t('batch.pick.selectHint')}
          </p>
          {items.length ? (
            <Button size="sm" variant="ghost" onClick={clearBatch} data-testid="batch-clear">
              {t('batch.pick.clear')}
            </Button>
          ) : null}
        </div>
        {symbols.isError && !symbols.data ? (
          <LoadFailed onRetry={() => void symbols.refetch()} busy={symbols.isFetching} />
        ) : (
          <SellableGrid key={symbol} symbol={symbol} />
        )}
      </div>
    </Page>
  );
}
