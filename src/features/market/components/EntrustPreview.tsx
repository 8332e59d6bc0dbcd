import { useTranslation } from 'react-i18next';
import type { NftErcType } from '@/contract/nftCustody/types';
import type { EntrustCheckRes } from '@/contract/quote/types';
import { Banner } from '@/shared/ui/Banner';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { List } from '@/shared/ui/List';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { Money } from '@/shared/ui/Money';
import { Row } from '@/shared/ui/Row';
import { Skeleton } from '@/shared/ui/Skeleton';
import type { PreviewSummary } from '../collectionBids';
import { goodsHref } from '../model';
import { RecordItem } from './RecordItem';

/**
 * What placing the bid does now (entrustment_check): the listings at or below its price it buys at once with their
 * prices, what that costs with the fee, what stays standing as a bid and what each of those costs when it fills, and
 * whether the balance pays. Says it before the user confirms, so that a bid that buys at once is never a surprise.
 */
export function EntrustPreview({
  symbol,
  erc,
  check,
  summary,
  waiting,
  failed,
  onRetry,
}: {
  symbol: string;
  erc: NftErcType;
  check: EntrustCheckRes | null;
  summary: PreviewSummary | null;
  /** Nothing valid typed yet: the preview waits for a price and a quantity. */
  waiting: boolean;
  failed: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('market');
  if (waiting) return <p className="collection-bids__note">{t('entrust.waiting')}</p>;
  if (failed && !check) return <LoadFailed onRetry={onRetry} title={t('entrust.failed')} />;
  if (!check || !summary) return <Skeleton height={120} />;
  const coin = check.price_symbol;
  const money = (value: string) => <Money kind="price" value={value} symbol={coin} />;
  return (
    <div className="collection-bids__preview" data-testid="entrust-preview" aria-live="polite">
      {summary.fillNow > 0 ? (
        <List header={t('entrust.buysNow', { count: summary.fillNow })} testId="entrust-lines">
          {check.lines.map((line) => (
            <Row
              key={line.order_no}
              title={
                <RecordItem
                  image={line.image}
                  name={line.name || `#${line.token_id}`}
                  href={goodsHref({ symbol, token_id: line.token_id, erc_type: erc })}
                  lines={line.quantity > 1 ? [t('detail.editions', { count: line.quantity })] : []}
                />
              }
              value={money(line.price)}
              data-testid="entrust-line"
            />
          ))}
          <Row title={<strong>{t('entrust.payNow')}</strong>} value={<strong>{money(summary.payNow)}</strong>} />
        </List>
      ) : (
        <p className="collection-bids__note" data-testid="entrust-none-now">
          {t('entrust.noneNow')}
        </p>
      )}
      {summary.rest > 0 ? (
        <List header={t('entrust.stands', { count: summary.rest })} testId="entrust-rest">
          <Row title={t('entrust.costEach')} value={money(summary.costEach)} />
          {/* when nothing fills now the form's own cost already says what all of it costs */}
          {summary.fillNow > 0 && summary.rest > 1 ? (
            <Row title={t('entrust.restTotal')} value={money(summary.restTotal)} />
          ) : null}
        </List>
      ) : null}
      {summary.short ? (
        <Banner tone="danger" title={t('buy.shortTitle')} testId="entrust-short">
          {t('buy.short', { amount: summary.short, symbol: coin })}{' '}
          <ButtonLink href={`/asset/deposit?symbol=${encodeURIComponent(coin)}`} variant="secondary" size="sm">
            {t('buy.deposit')}
          </ButtonLink>
        </Banner>
      ) : !summary.restFunded ? (
        <Banner tone="warn" testId="entrust-rest-unfunded">
          {t('entrust.restUnfunded')}
        </Banner>
      ) : null}
    </div>
  );
}
