import { useLoggedIn } from '@/session/useLoggedIn';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { MarketTrade } from '@/contract/nftMarket/types';
import { formatDateTime } from '@/shared/lib/time';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Page } from '@/shared/ui/Page';
import { Money } from '@/shared/ui/Money';
import { Row } from '@/shared/ui/Row';
import { Segmented } from '@/shared/ui/Segmented';
import { RecordItem, RecordValue } from '../components/RecordItem';
import { RecordPages } from '../components/RecordPages';
import { TradeSheet } from '../components/TradeSheet';
import { useTradeRecords } from '../hooks';
import { oneOf, TRADE_TABS, tradeFigures, tradeSourceOf, TRANSFER_DIRECTIONS, type TradeSource } from '../records';
import { liveTopic, useMarketLive } from '../live';
import { marketUserName } from '../model';

function TradeRow({ trade, onOpen }: { trade: MarketTrade; onOpen: () => void }) {
  const { t, i18n } = useTranslation('market');
  const figures = tradeFigures(trade);
  const coin = trade.price_symbol;
  const money = (value: string) => <Money kind="price" value={value} symbol={coin} />;
  const who = marketUserName(trade.counterparty);
  return (
    <Row
      testId="trade-row"
      data-trade={trade.trade_no}
      onClick={onOpen}
      title={
        <RecordItem
          image={trade.image}
          name={trade.name || `#${trade.token_id}`}
          lines={[
            <>
              {money(trade.price)} {t('records.trades.times', { count: trade.quantity })}
            </>,
            <>
              <span className="record-item__pair">
                {t('records.trades.fee')} {money(figures.fee)}
              </span>
              {figures.royalty !== null ? (
                <>
                  {' · '}
                  <span className="record-item__pair">
                    {t('records.trades.royalty')} {money(figures.royalty)}
                  </span>
                </>
              ) : null}
            </>,
            `${t(figures.buying ? 'records.trades.from' : 'records.trades.to', { name: who })} · ${formatDateTime(trade.created_at, i18n.language)}`,
          ]}
        />
      }
      value={
        <RecordValue label={t(figures.buying ? 'records.trades.paid' : 'records.trades.received')}>
          <span data-testid="trade-row-total">{money(trade.total)}</span>
        </RecordValue>
      }
    />
  );
}

function TradeList({ source }: { source: TradeSource }) {
  const { t } = useTranslation('market');
  const [open, setOpen] = useState<string | null>(null);
  const usePage = (page: number) => useTradeRecords(source, page);
  return (
    <>
      <RecordPages
        usePage={usePage}
        keyOf={(trade) => trade.trade_no}
        renderRow={(trade) => <TradeRow trade={trade} onOpen={() => setOpen(trade.trade_no)} />}
        empty={<EmptyState text={t(`records.trades.empty.${source}`)} />}
        testId="trade-records"
      />
      {open ? <TradeSheet source={source} tradeNo={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

/**
 * /nft/nftRecordPageTrade ("Trade records", sign-in): purchases and sales with every figure (price × editions, the
 * fee, the royalty, what was paid or received), a tap opening the trade's detail; tab and direction in the URL.
 */
export default function TradeRecordsPage() {
  const { t } = useTranslation('market');
  const loggedIn = useLoggedIn();
  useMarketLive([loggedIn ? liveTopic.me : '']);
  const [location, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const tab = oneOf(TRADE_TABS, query.get('tab'));
  const direction = oneOf(TRANSFER_DIRECTIONS, query.get('dir'));
  const source = tradeSourceOf(tab, direction);
  const go = (next: { tab?: string; dir?: string }) => {
    const params = new URLSearchParams();
    const nextTab = next.tab ?? tab;
    if (nextTab !== TRADE_TABS[0]) params.set('tab', nextTab);
    if (nextTab === 'transfers' && (next.dir ?? direction) !== TRANSFER_DIRECTIONS[0])
      params.set('dir', next.dir ?? direction);
    const text = params.toString();
    navigate(text ? `${location}?${text}` : location, { replace: true });
  };
  // Transfers are a third tab, not folded in: their own calls may hold more than market trades, and here would repeat Bought/Sold.
  return (
    <Page title={t('records.trades.title')}>
      <div className="records-stack">
        <Segmented
          label={t('records.trades.tabs')}
          value={tab}
          onChange={(value) => go({ tab: value })}
          options={TRADE_TABS.map((value) => ({ value, label: t(`records.trades.${value}`) }))}
          testId="trade-tabs"
        />
        {tab === 'transfers' ? (
          <Segmented
            label={t('records.trades.direction')}
            size="sm"
            value={direction}
            onChange={(value) => go({ dir: value })}
            options={TRANSFER_DIRECTIONS.map((value) => ({ value, label: t(`records.trades.${value}`) }))}
            testId="trade-direction"
          />
        ) : null}
        <TradeList key={source} source={source} />
      </div>
    </Page>
  );
}
