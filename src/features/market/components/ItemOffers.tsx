import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoodsInfo } from '@/contract/nftMarket/types';
import type { Bid } from '@/contract/offer/types';
import { platform } from '@/platform';
import { isLoggedIn } from '@/session/session';
import { Badge } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { List } from '@/shared/ui/List';
import { Money } from '@/shared/ui/Money';
import { QueryState } from '@/shared/ui/QueryState';
import { Row } from '@/shared/ui/Row';
import { Sheet } from '@/shared/ui/Sheet';
import { Skeleton } from '@/shared/ui/Skeleton';
import { acceptableEditions, timeLeft } from '../bidForm';
import { useOfferActions, useOfferList } from '../bidHooks';
import { canMakeOffer } from '../detailActions';
import { marketUserName } from '../model';
import { AcceptOfferSheet } from './AcceptOfferSheet';
import { BidForm } from './BidForm';
import { RecordItem } from './RecordItem';
import './ItemOffers.css';

/** The ladder shows this many offers: far more than a token gathers; the offer list has them all. */
const LADDER_SIZE = 50;

/**
 * A token's offers on its page: the ladder (best first: highest price, then oldest) with each bidder and how long it
 * has left, the viewer's own with a Cancel, "Make offer" (a visitor is asked to sign in first), and for the owner an
 * Accept on the best offer and on any other. The ladder is live: a new offer arrives without a reload.
 */
export function ItemOffers({
  goods,
  onSignIn,
  making,
  setMaking,
}: {
  goods: GoodsInfo;
  onSignIn: () => void;
  /** The offer form is open: the page's "Make offer" (Telegram's button) opens it too. */
  making: boolean;
  setMaking: (open: boolean) => void;
}) {
  const { t } = useTranslation('market');
  const offers = useOfferList(goods.symbol, goods.token_id, 1, LADDER_SIZE);
  const { make, cancel } = useOfferActions();
  const [accepting, setAccepting] = useState<Bid | null>(null);
  const [cancelling, setCancelling] = useState<Bid | null>(null);
  const held = goods.mine?.amount ?? 0;
  const canOffer = canMakeOffer(goods);
  const name = goods.name || `#${goods.token_id}`;
  const openForm = () => {
    platform.haptic('light');
    if (!isLoggedIn()) return onSignIn();
    setMaking(true);
  };
  const confirmCancel = () => {
    if (!cancelling) return;
    platform.haptic('light');
    void cancel.run({ order_no: cancelling.order_no }).then(() => setCancelling(null));
  };
  // the time left is counted from the ladder's last read (the live channel and the poll read it again)
  const now = Math.floor(offers.dataUpdatedAt / 1000);
  const ends = (bid: Bid) => {
    const left = timeLeft(bid.expires_at, now);
    return left === 'ended' ? t('offers.ended') : t(`offers.endsIn.${left.unit}`, { count: left.count });
  };

  return (
    <section className="item-offers" data-testid="item-offers">
      <div className="item-offers__head">
        <h2 className="goods-detail__section">{t('offers.title')}</h2>
        {canOffer ? (
          <Button variant="secondary" size="sm" onClick={openForm} data-testid="offer-make">
            {t('offers.make')}
          </Button>
        ) : null}
      </div>
      <QueryState
        query={offers}
        skeleton={<Skeleton height={120} radius={16} />}
        failedTitle={t('offers.failed')}
        isEmpty={(page) => page.list.length === 0}
        empty={
          <p className="item-offers__empty" data-testid="offers-empty">
            {t('offers.none')}
          </p>
        }
      >
        {(page) => (
          <List testId="offers-ladder">
            {page.list.map((bid, index) => {
              const acceptable = !bid.mine && acceptableEditions(bid.remaining, held) > 0;
              return (
                <Row
                  key={bid.order_no}
                  testId="offer-row"
                  data-order-no={bid.order_no}
                  title={
                    <span className="item-offers__price">
                      <Money kind="price" value={bid.price} symbol={bid.price_symbol} />
                      {goods.erc_type === 'ERC1155' ? (
                        <span className="item-offers__editions">{t('offers.editions', { count: bid.remaining })}</span>
                      ) : null}
                      {index === 0 ? <Badge tone="info">{t('offers.best')}</Badge> : null}
                      {bid.mine ? <Badge>{t('offers.yours')}</Badge> : null}
                      {bid.mine && bid.status === 'unfunded' ? <Badge tone="warn">{t('offers.unfunded')}</Badge> : null}
                    </span>
                  }
                  subtitle={
                    <span className="item-offers__who">
                      <span className="item-offers__name" data-testid="offer-bidder">
                        {marketUserName(bid.bidder)}
                      </span>
                      <span className="item-offers__sep" aria-hidden="true">
                        ·
                      </span>
                      <span className="item-offers__ends">{ends(bid)}</span>
                    </span>
                  }
                  after={
                    bid.mine ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => {
                          platform.haptic('light');
                          setCancelling(bid);
                        }}
                        data-testid="offer-cancel"
                      >
                        {t('offers.cancel')}
                      </Button>
                    ) : acceptable ? (
                      <Button
                        size="sm"
                        variant={index === 0 ? 'primary' : 'secondary'}
                        onClick={() => {
                          platform.haptic('light');
                          setAccepting(bid);
                        }}
                        data-testid="offer-accept"
                      >
                        {index === 0 ? t('offers.acceptBest') : t('offers.accept')}
                      </Button>
                    ) : undefined
                  }
                />
              );
            })}
          </List>
        )}
      </QueryState>

      {making ? (
        <BidForm
          symbol={goods.symbol}
          title={t('offers.makeTitle')}
          confirmText={t('offers.makeConfirm')}
          intro={<RecordItem image={goods.image} name={name} lines={[goods.collection_name]} />}
          maxQuantity={goods.erc_type === 'ERC1155' ? Math.max(1, goods.supply) : 1}
          draft={`offer.${goods.symbol}.${goods.token_id}`}
          submit={(body) =>
            make.run({
              symbol: goods.symbol,
              token_id: goods.token_id,
              price: body.price,
              expires_at: body.expires_at,
              ...(goods.erc_type === 'ERC1155' ? { quantity: body.quantity } : {}),
              ...(body.password ? { password: body.password } : {}),
            })
          }
          busy={make.busy}
          error={make.error}
          onClose={() => {
            // a failed try is not shown again when the form opens next
            make.reset();
            setMaking(false);
          }}
          testIdPrefix="offer"
        />
      ) : null}
      {accepting ? (
        <AcceptOfferSheet
          goods={goods}
          offer={accepting}
          onClose={() => setAccepting(null)}
          onStale={() => void offers.refetch()}
        />
      ) : null}
      <Sheet
        variant="dialog"
        open={cancelling !== null}
        onClose={() => setCancelling(null)}
        title={t('offers.cancelTitle')}
        footer={<Button onClick={() => setCancelling(null)}>{t('offers.keep')}</Button>}
        primary={{
          text: t('offers.cancelConfirm'),
          onClick: confirmCancel,
          busy: cancel.busy,
          destructive: true,
          testId: 'offer-cancel-confirm',
        }}
      >
        {t('offers.cancelText')}
      </Sheet>
    </section>
  );
}
