import { useEffect, useRef, useState } from 'react';
import { useHoldVerticalSwipes } from '@/platform/PlatformBridge';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { MarketRange } from '@/contract/nftMarket/types';
import { utcOffsetLabel } from '@/shared/lib/time';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { Money } from '@/shared/ui/Money';
import { Segmented } from '@/shared/ui/Segmented';
import { Skeleton } from '@/shared/ui/Skeleton';
import { appState } from '@/state/app';
import { useCollectionStats } from '../hooks';
import { chartSeries, COLLECTION_RANGES, rangeSummary, withAlpha } from '../collectionModel';
import './CollectionChart.css';

const cssVar = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/**
 * A collection's floor (line) and volume (bars) over 24 h / 7 d / 30 d / all time. `lightweight-charts` (about 50 kB
 * gzip) is imported dynamically (./collectionChartCanvas) once points have arrived, after the screen has painted: it
 * never weighs on the route chunk or the first load. The colours are the theme's, read again when it changes.
 */
export function CollectionChart({ symbol, name }: { symbol: string; name: string }) {
  useHoldVerticalSwipes();
  const { t } = useTranslation('market');
  const { currentTheme } = useSnapshot(appState);
  const [range, setRange] = useState<MarketRange>('7d');
  const stats = useCollectionStats(symbol, range);
  const box = useRef<HTMLDivElement>(null);
  const [chartFailed, setChartFailed] = useState(false);
  const points = stats.data?.points;
  const summary = points ? rangeSummary(points) : null;
  const empty = summary !== null && summary.sales === 0;

  useEffect(() => {
    const node = box.current;
    if (!node || !points || empty) return;
    let disposed = false;
    let remove = () => undefined as void;
    import('./collectionChartCanvas')
      .then(({ drawCollectionChart }) => {
        // read after the commit's effects: the shell puts the theme's class on <html> in one of them
        if (disposed) return;
        remove = drawCollectionChart(
          node,
          chartSeries(points),
          {
            line: cssVar('--c-link', '#1c52ef'),
            bars: withAlpha(cssVar('--c-text-secondary', '#626976'), 0.35),
            text: cssVar('--c-text-secondary', '#626976'),
            grid: cssVar('--c-border', '#e5e7eb'),
          },
          range === '24h' || range === '7d',
        );
      })
      .catch(() => setChartFailed(true));
    return () => {
      disposed = true;
      remove();
    };
  }, [points, range, empty, currentTheme]);

  const symbolOfPrices = stats.data?.price_symbol ?? '';
  return (
    <section className="collection-chart" data-testid="collection-chart" aria-label={t('collection.chart.title')}>
      <div className="collection-chart__head">
        <h2 className="collection-chart__title">{t('collection.chart.title')}</h2>
        <Segmented
          label={t('collection.chart.range')}
          size="sm"
          value={range}
          onChange={setRange}
          options={COLLECTION_RANGES.map((value) => ({ value, label: t(`collection.chart.ranges.${value}`) }))}
          testId="chart-range"
        />
      </div>
      <p className="collection-chart__summary" data-testid="chart-summary">
        {summary && !empty ? (
          <>
            <span className="collection-chart__key collection-chart__key--line">{t('collection.chart.floor')}</span>
            <span className="collection-chart__key collection-chart__key--bars">
              {t('collection.chart.volume')} <Money kind="volume" value={summary.volume} symbol={symbolOfPrices} />
            </span>
            <span>{t('collection.chart.sales', { count: summary.sales })}</span>
            {summary.low !== null ? (
              <span>
                {t('collection.chart.low')} <Money kind="price" value={summary.low} symbol={symbolOfPrices} />
              </span>
            ) : null}
          </>
        ) : (
          '\u00a0'
        )}
      </p>
      {stats.isError || chartFailed ? (
        <LoadFailed
          title={t('collection.chart.failed')}
          onRetry={() => {
            setChartFailed(false);
            void stats.refetch();
          }}
          busy={stats.isFetching}
        />
      ) : empty ? (
        <div className="collection-chart__canvas collection-chart__empty" data-testid="chart-empty">
          {t('collection.chart.empty')}
        </div>
      ) : (
        <div
          className="collection-chart__canvas"
          ref={box}
          role="img"
          aria-label={t('collection.chart.label', { name })}
          data-testid="chart-canvas"
        >
          {stats.isPending ? <Skeleton height="100%" radius={12} /> : null}
        </div>
      )}
      <p className="collection-chart__note">{t('collection.chart.times', { offset: utcOffsetLabel() })}</p>
    </section>
  );
}
