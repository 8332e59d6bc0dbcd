import { useTranslation } from 'react-i18next';
import type { Bid } from '@/contract/offer/types';
import { formatDateTime } from '@/shared/lib/time';
import { Badge } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Money } from '@/shared/ui/Money';
import { Row } from '@/shared/ui/Row';
import { collectionHref, goodsHref, marketUserName } from '../model';
import { bidKindLabel, bidStatusLabel, bidStatusTone, canCancel, timeLeft, topUpHref } from '../offerList';
import { RecordItem, RecordValue } from './RecordItem';
import './Bids.css';

/**
 * One bid of the caller's list: what it is on (the token, or the collection and the trait), its kind, price,
 * editions, how long it still runs or when it ended, and its status. The owner's standing bid can be cancelled; an
 * unfunded one says why it is skipped and where to top up. `now` is unix seconds.
 */
export function BidRow({ bid, now, onCancel }: { bid: Bid; now: number; onCancel: (bid: Bid) => void }) {
  const { t, i18n } = useTranslation('market');
  const offer = bid.kind === 'offer' && bid.token_id !== null;
  const name = offer ? bid.name || `#${bid.token_id}` : bid.collection_name;
  const href = offer
    ? // bids do not say the token's standard; both detail routes open the same page
      goodsHref({ symbol: bid.symbol, token_id: bid.token_id!, erc_type: 'ERC721' })
    : collectionHref(bid.symbol);
  const standing = bid.status === 'open' || bid.status === 'unfunded';
  const unfunded = bid.status === 'unfunded';
  const left = timeLeft(bid.expires_at, now);
  const label = bidStatusLabel(bid);
  const what = [
    t(`offerList.kind.${bidKindLabel(bid)}`),
    // a token's name most often starts with its collection's: said once
    offer && !name.startsWith(bid.collection_name) ? bid.collection_name : null,
    // and ends with its number, which a long name's cut would hide
    offer ? `#${bid.token_id}` : null,
    bid.trait_type && bid.trait_value ? t('offerList.trait', { type: bid.trait_type, value: bid.trait_value }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const bought = bid.quantity - bid.remaining;
  // an open offer on the caller's token is accepted on the token's page, where what they receive is said
  const reviewable = offer && !bid.mine && bid.status === 'open';
  return (
    <Row
      testId="bid-row"
      className="bid-row"
      data-status={bid.status}
      data-order={bid.order_no}
      data-kind={bid.kind}
      title={
        <RecordItem
          image={bid.image || bid.collection_image}
          name={name}
          href={href}
          lines={[
            what,
            bid.mine ? null : t('offerList.from', { name: marketUserName(bid.bidder) }),
            bid.quantity > 1
              ? standing
                ? t('offerList.left', { remaining: bid.remaining, quantity: bid.quantity })
                : t('offerList.bought', { bought, quantity: bid.quantity })
              : null,
            standing ? (
              <span title={formatDateTime(bid.expires_at, i18n.language)} data-testid="bid-expiry">
                {t(`offerList.expiresIn.${left.unit}`, { count: left.count })}
              </span>
            ) : (
              <span data-testid="bid-expiry">
                {t(bid.status === 'expired' ? 'offerList.expiredAt' : 'offerList.closedAt', {
                  time: formatDateTime(bid.closed_at ?? bid.expires_at, i18n.language),
                })}
              </span>
            ),
            unfunded ? (
              <span className="bid-row__why" data-testid="bid-unfunded">
                {t('offerList.unfundedRow')}
              </span>
            ) : null,
          ]}
          actions={
            canCancel(bid) || unfunded || reviewable ? (
              <>
                {reviewable ? (
                  <ButtonLink href={href} size="sm" variant="primary" data-testid="bid-review">
                    {t('offerList.review')}
                  </ButtonLink>
                ) : null}
                {unfunded ? (
                  <ButtonLink href={topUpHref(bid.price_symbol)} size="sm" variant="primary" data-testid="bid-top-up">
                    {t('offerList.topUp')}
                  </ButtonLink>
                ) : null}
                {canCancel(bid) ? (
                  <Button size="sm" variant="danger" onClick={() => onCancel(bid)} data-testid="bid-cancel">
                    {t('offerList.cancel')}
                  </Button>
                ) : null}
              </>
            ) : undefined
          }
        />
      }
      value={
        <RecordValue
          label={
            <Badge tone={bidStatusTone(bid.status)}>
              <span data-testid="bid-status">{t(`offerList.status.${label}`)}</span>
            </Badge>
          }
        >
          <Money kind="price" value={bid.price} symbol={bid.price_symbol} />
        </RecordValue>
      }
    />
  );
}
