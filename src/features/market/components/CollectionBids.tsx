import { useTranslation } from 'react-i18next';
import { usePagedQuery } from '@/api/usePagedQuery';
import type { Bid } from '@/contract/offer/types';
import { formatDateTime } from '@/shared/lib/time';
import { Badge } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { List } from '@/shared/ui/List';
import { Money } from '@/shared/ui/Money';
import { PagedList } from '@/shared/ui/PagedList';
import { QueryState } from '@/shared/ui/QueryState';
import { Row } from '@/shared/ui/Row';
import { Sheet } from '@/shared/ui/Sheet';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useMyQuotes } from '../bidHooks';
import type { CollectionBidsFlow } from '../useCollectionBids';
import './CollectionBids.css';

const PAGE_SIZE = 10;
/** A bid its owner may still cancel. */
const CANCELLABLE = new Set<Bid['status']>(['open', 'unfunded']);
const STATUS_TONE = {
  open: 'success',
  unfunded: 'warn',
  accepted: 'info',
  cancelled: 'muted',
  expired: 'muted',
} as const satisfies Record<Bid['status'], string>;

/** The collection's standing bids by price level, best first: what a seller could sell at now. */
function Ladder({ flow }: { flow: CollectionBidsFlow }) {
  const { t } = useTranslation('market');
  return (
    <section className="collection-bids__side" data-testid="bid-ladder">
      <h3 className="collection-bids__title">{t('collectionBids.ladder')}</h3>
      <QueryState
        query={flow.ladder}
        skeleton={<Skeleton height={120} />}
        isEmpty={(data) => data.levels.length === 0}
        empty={<EmptyState text={t('collectionBids.ladderEmpty')} />}
        failedTitle={t('collectionBids.ladderFailed')}
      >
        {(ladder) => (
          <List testId="bid-ladder-levels">
            {ladder.levels.map((level) => (
              <Row
                key={level.price}
                data-testid="bid-level"
                data-price={level.price}
                title={<Money kind="price" value={level.price} symbol={ladder.price_symbol} />}
                subtitle={t('collectionBids.bidders', { count: level.bidders })}
                value={t('collectionBids.items', { count: level.quantity })}
              />
            ))}
          </List>
        )}
      </QueryState>
    </section>
  );
}

/** What a bid is on: the collection, or one trait value. */
function useScopeText() {
  const { t } = useTranslation('market');
  return (bid: Bid) =>
    bid.scope === 'trait' && bid.trait_type
      ? t('collectionBids.onTrait', { type: bid.trait_type, value: bid.trait_value ?? '' })
      : t('collectionBids.onCollection');
}

/** The caller's collection and trait bids here, newest first, each with its status and Cancel while it stands. */
function MyBids({ flow, symbol }: { flow: CollectionBidsFlow; symbol: string }) {
  const { t, i18n } = useTranslation('market');
  const scopeText = useScopeText();
  const paged = usePagedQuery(
    function usePage(page: number) {
      return useMyQuotes({ symbol }, page, true, PAGE_SIZE);
    },
    { pageSize: PAGE_SIZE, keyOf: (bid) => bid.order_no, filter: symbol },
  );
  return (
    <section className="collection-bids__side" data-testid="my-collection-bids">
      <h3 className="collection-bids__title">{t('collectionBids.mine')}</h3>
      <PagedList
        paged={paged}
        skeleton={<Skeleton height={64} />}
        empty={<EmptyState text={t('collectionBids.mineEmpty')} />}
        renderItem={(bid) => (
          <Row
            data-testid="my-collection-bid"
            data-order={bid.order_no}
            data-status={bid.status}
            title={
              <span className="collection-bids__bid">
                <Money kind="price" value={bid.price} symbol={bid.price_symbol} />
                <Badge tone={STATUS_TONE[bid.status]}>{t(`collectionBids.status.${bid.status}`)}</Badge>
              </span>
            }
            subtitle={
              <>
                <span className="collection-bids__scope">{scopeText(bid)}</span>
                {bid.closed_at === null ? (
                  <>
                    <span data-testid="my-collection-bid-remaining">
                      {t('collectionBids.remaining', { count: bid.remaining, total: bid.quantity })}
                    </span>
                    <span>{t('collectionBids.until', { date: formatDateTime(bid.expires_at, i18n.language) })}</span>
                  </>
                ) : (
                  <>
                    <span data-testid="my-collection-bid-remaining">
                      {t('collectionBids.bought', { count: bid.quantity - bid.remaining, total: bid.quantity })}
                    </span>
                    <span>{t('collectionBids.closed', { date: formatDateTime(bid.closed_at, i18n.language) })}</span>
                  </>
                )}
                {bid.status === 'unfunded' ? <span>{t('collectionBids.unfunded')}</span> : null}
              </>
            }
            after={
              <span className="collection-bids__actions">
                {bid.status === 'unfunded' ? (
                  <ButtonLink
                    href={`/asset/deposit?symbol=${encodeURIComponent(bid.price_symbol)}`}
                    variant="secondary"
                    size="sm"
                  >
                    {t('collectionBids.topUp')}
                  </ButtonLink>
                ) : null}
                {CANCELLABLE.has(bid.status) ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => flow.askCancel(bid)}
                    data-testid="my-collection-bid-cancel"
                  >
                    {t('collectionBids.cancel')}
                  </Button>
                ) : null}
              </span>
            }
          />
        )}
      />
    </section>
  );
}

/**
 * The collection page's Bids tab: the bid ladder, the caller's own bids here with Cancel, and the confirmation of a
 * cancel, whose button is the sheet's primary (inside Telegram the main button, red).
 */
export function CollectionBids({ flow, symbol }: { flow: CollectionBidsFlow; symbol: string }) {
  const { t, i18n } = useTranslation('market');
  const scopeText = useScopeText();
  const bid = flow.cancelling;
  return (
    <div className="collection-bids">
      <Ladder flow={flow} />
      {flow.signedIn ? (
        <MyBids flow={flow} symbol={symbol} />
      ) : (
        <p className="collection-bids__note">{t('collectionBids.signInToBid')}</p>
      )}
      <Sheet
        open={bid !== null}
        onClose={flow.stopCancel}
        variant="dialog"
        title={t('collectionBids.cancelTitle')}
        footer={
          <Button onClick={flow.stopCancel} data-testid="collection-bid-keep">
            {t('collectionBids.keep')}
          </Button>
        }
        primary={{
          text: t('collectionBids.cancelConfirm'),
          onClick: () => void flow.confirmCancel(),
          busy: flow.cancelBusy,
          destructive: true,
          testId: 'collection-bid-cancel-confirm',
        }}
      >
        {bid ? (
          <p data-testid="collection-bid-cancel-text">
            {t('collectionBids.cancelText', {
              price: `${bid.price} ${bid.price_symbol}`,
              count: bid.remaining,
              scope: scopeText(bid),
              date: formatDateTime(bid.expires_at, i18n.language),
            })}
          </p>
        ) : null}
      </Sheet>
    </div>
  );
}
