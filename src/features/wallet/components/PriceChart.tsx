import { useEffect, useRef, useState } from 'react';
import { useHoldVerticalSwipes } from '@/platform/PlatformBridge';
import { useTranslation } from 'react-i18next';
import type { PricePeriodName } from '@/contract/wallet/types';
import { utcOffsetLabel } from '@/shared/lib/time';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { Segmented } from '@/shared/ui/Segmented';
import { Skeleton } from '@/shared/ui/Skeleton';
import { usePriceHistory } from '@/features/wallet/hooks';
import { chartPoints, displayUsd } from '@/features/wallet/model';
import './PriceChart.css';

const PERIODS: readonly PricePeriodName[] = ['24h', '7d', '30d'];
const cssVar = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/**
 * A coin's USD price over 24 h / 7 d / 30 d. `lightweight-charts` (about 50 kB gzip) is imported dynamically
 * (./priceChartCanvas) when the chart mounts, so it never weighs on a route chunk or the first load.
 */
export function PriceChart({ symbol }: { symbol: string }) {
  useHoldVerticalSwipes();
  const { t } = useTranslation('wallet');
  const [period, setPeriod] = useState<PricePeriodName>('24h');
  const history = usePriceHistory(symbol, period);
  const box = useRef<HTMLDivElement>(null);
  const [chartFailed, setChartFailed] = useState(false);
  const points = history.data?.points;

  useEffect(() => {
    const node = box.current;
    if (!node || !points) return;
    let disposed = false;
    let remove = () => undefined as void;
    import('./priceChartCanvas')
      .then(({ drawPriceChart }) => {
        if (disposed) return;
        remove = drawPriceChart(
          node,
          chartPoints(points),
          {
            line: cssVar('--c-primary', '#205aff'),
            text: cssVar('--c-text-secondary', '#626976'),
            grid: cssVar('--c-border', '#e5e7eb'),
          },
          period === '24h',
        );
      })
      .catch(() => setChartFailed(true));
    return () => {
      disposed = true;
      remove();
    };
  }, [points, period]);

  const change = history.data?.change_percent ?? '0';
  return (
    <section className="wallet-chart" data-testid="price-chart">
      <div className="wallet-chart__head">
        <div>
          <div className="wallet-chart__price" data-testid="price-now">
            {history.data ? t('overview.usd', { value: displayUsd(history.data.usd_price) }) : '--'}
          </div>
          {history.data ? (
            <div className={change.startsWith('-') ? 'wallet-chart__change is-down' : 'wallet-chart__change is-up'}>
              {t('coin.change', {
                value: `${change.startsWith('-') ? '' : '+'}${change}`,
                period: t(`coin.period.${period}`),
              })}
            </div>
          ) : null}
        </div>
        <Segmented
          label={t('coin.periodLabel')}
          size="sm"
          value={period}
          onChange={setPeriod}
          options={PERIODS.map((value) => ({ value, label: t(`coin.period.${value}`) }))}
          testId="chart-period"
        />
      </div>
      {history.isError || chartFailed ? (
        <LoadFailed
          title={t('coin.chartFailed')}
          onRetry={() => {
            setChartFailed(false);
            void history.refetch();
          }}
          busy={history.isFetching}
        />
      ) : (
        <div className="wallet-chart__canvas" ref={box} aria-label={t('coin.chartLabel', { symbol })} role="img">
          {history.isPending ? <Skeleton height={200} radius={12} /> : null}
        </div>
      )}
      <p className="wallet-chart__note" data-testid="price-chart-zone">
        {t('coin.chartTimes', { offset: utcOffsetLabel() })}
      </p>
    </section>
  );
}
