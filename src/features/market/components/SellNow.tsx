import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BestBid, Goods, GoodsInfo, MarketTrade } from '@/contract/nftMarket/types';
import { platform } from '@/platform';
import { useConfirmClosing } from '@/platform/useConfirmClosing';
import { hashPassword } from '@/shared/lib/password';
import { Banner } from '@/shared/ui/Banner';
import { Button } from '@/shared/ui/Button';
import { Field } from '@/shared/ui/Field';
import { List } from '@/shared/ui/List';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { Money } from '@/shared/ui/Money';
import { Row } from '@/shared/ui/Row';
import { Sheet } from '@/shared/ui/Sheet';
import { StatusCard } from '@/shared/ui/StatusCard';
import { useSellNow } from '../bidHooks';
import { errorCode, useGoodsInfo, usePaymentSetting, useTradeFee } from '../hooks';
import { marketUserName, percent } from '../model';
import { bidChanged, sellNowEditions, sellNowFigures, sellNowQuantity, sellNowTarget } from '../sellNow';
import { passwordNeeds, PayStep } from './PayStep';
import { RecordItem } from './RecordItem';
import './SellNow.css';

/** The codes sell now says in its own words: the bid changed, it is gone, its bidder cannot pay it now. */
const BID_CHANGED = 33047;
const BID_CLOSED = 33042;
const BID_NOT_FUNDED = 33051;
const SAID_HERE = [BID_CHANGED, BID_CLOSED, BID_NOT_FUNDED];

/** The owner's holding sold from: the token and the editions they hold in the wallet (free and listed). */
export interface SellNowHolding {
  item_id: number;
  goods: Pick<Goods, 'symbol' | 'token_id' | 'name' | 'image' | 'erc_type' | 'collection_name'>;
  listable: number;
  listed: number;
}

/** Where the sheet opens from: the holding and the bid as shown there. */
export interface SellNowChoice {
  holding: SellNowHolding;
  bid: BestBid;
}

/** What the bid is, in a line: "Offer on this NFT", "Collection bid", "Trait bid · Background: Gold". */
export function BidWhat({ bid }: { bid: BestBid }) {
  const { t } = useTranslation('market');
  const target = sellNowTarget(bid);
  return (
    <span data-testid="sell-now-kind">
      {target === 'trait'
        ? t('sellNow.kind.trait', { trait: bid.trait_type ?? '', value: bid.trait_value ?? '' })
        : t(`sellNow.kind.${target}`)}
    </span>
  );
}

/**
 * The best bid on a holding and what the owner receives for one edition after the seller fee and the royalty, with
 * "Sell now". The item page shows it in full; an NFT card (`compact`) in two lines.
 */
export function SellNowOffer({
  bid,
  compact = false,
  onSell,
}: {
  bid: BestBid;
  compact?: boolean;
  onSell: () => void;
}) {
  const { t } = useTranslation('market');
  const money = (value: string) => <Money kind="price" value={value} symbol={bid.price_symbol} />;
  const button = (
    <Button
      variant={compact ? 'secondary' : 'primary'}
      size="sm"
      block={compact}
      onClick={onSell}
      data-testid="sell-now-open"
    >
      {t('sellNow.action')}
    </Button>
  );
  if (compact)
    return (
      <span className="sell-now-card" data-testid="sell-now-card">
        <span className="sell-now-card__line">
          {t('sellNow.bestBid')} <strong data-testid="sell-now-price">{money(bid.price)}</strong>
        </span>
        <span className="sell-now-card__line sell-now__muted">
          {t('sellNow.youGet')} <span data-testid="sell-now-proceeds">{money(bid.proceeds)}</span>
        </span>
        {button}
      </span>
    );
  return (
    <section className="sell-now" aria-label={t('sellNow.title')} data-testid="sell-now">
      <div className="sell-now__head">
        <span className="sell-now__label">{t('sellNow.bestBid')}</span>
        <strong className="sell-now__price" data-testid="sell-now-price">
          {money(bid.price)}
        </strong>
      </div>
      <p className="sell-now__muted">
        <BidWhat bid={bid} /> · {t('sellNow.from', { name: marketUserName(bid.bidder) })}
      </p>
      <p className="sell-now__receive">
        {t('sellNow.receiveEach')} <strong data-testid="sell-now-proceeds">{money(bid.proceeds)}</strong>
      </p>
      {button}
    </section>
  );
}

/**
 * Confirming a sale to the best bid: what is sold and to whom, the editions (ERC1155), what the owner receives after
 * the seller fee and the royalty, and the payment password. The bid is read again from the token's answer: one that
 * changed (another bid, a new price) is shown with a warning and confirmed again, and the sale sends the price the
 * owner saw. After the sale: the receipt. What was typed stays through a refusal.
 */
export function SellNowSheet({
  holding,
  bid: opened,
  onClose,
}: {
  holding: SellNowHolding;
  /** The bid as shown where "Sell now" was tapped. */
  bid: BestBid;
  onClose: () => void;
}) {
  const { t } = useTranslation('market');
  const info = useGoodsInfo(holding.goods.symbol, holding.goods.token_id);
  const fee = useTradeFee(holding.goods.symbol);
  const setting = usePaymentSetting(true);
  const sell = useSellNow();
  const [seen, setSeen] = useState<BestBid>(opened);
  const [quantity, setQuantity] = useState('1');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<Error | null>(null);
  const [sold, setSold] = useState<MarketTrade | null>(null);
  useConfirmClosing(password !== '' && sold === null);

  // the token's answer is the bid as it is now; until it comes, the one shown where the owner tapped
  const bid = info.data ? info.data.best_bid : opened;
  const mine = info.data?.mine ?? holding;
  const changed = bidChanged(seen, bid);
  const max = bid ? sellNowEditions(mine, bid) : 0;
  const erc1155 = holding.goods.erc_type === 'ERC1155';
  const editions = erc1155 ? sellNowQuantity(quantity, max) : max >= 1 ? 1 : null;
  const rates = fee.data && bid && fee.data.price_symbol === bid.price_symbol ? fee.data : null;
  const figures = rates && bid ? sellNowFigures(bid, editions ?? 1, rates) : null;
  const { needsPassword, noPassword } = passwordNeeds(setting.data);
  const take = bid?.kind === 'offer' ? sell.offer : sell.quote;
  // nothing is sold before the owner sees what they receive; `payable` is all but the password (what a biometric
  // token needs to pay)
  const payable = figures !== null && editions !== null && !noPassword && !take.busy;
  const ready = payable && (!needsPassword || password.length === 6);

  /** `token`: a biometric token in place of the typed password; resolves the outcome, if it was sent. */
  const confirm = async (token?: string) => {
    if (!bid || editions === null) return;
    // a bid that changed since it was shown is confirmed again, at what it is now
    if (changed) {
      setSeen(bid);
      setError(null);
      return;
    }
    setError(null);
    const outcome = await take.run({
      order_no: bid.order_no,
      item_id: mine.item_id,
      price: bid.price,
      ...(erc1155 ? { quantity: editions } : {}),
      ...(needsPassword ? { password: token ?? hashPassword(password) } : {}),
    });
    if (outcome.ok) {
      setSold(outcome.data);
      return;
    }
    setError(outcome.error);
    // the bid changed, closed or cannot be paid: the token's answer says the best bid there is now
    if (SAID_HERE.includes(errorCode(outcome.error) ?? 0)) void info.refetch();
    return outcome;
  };

  if (sold) return <SellNowReceipt trade={sold} onClose={onClose} />;

  const code = errorCode(error);
  // a changed or gone bid is said by its own warning below, with the bid there is now
  const refusal =
    (changed || bid === null) && (code === BID_CHANGED || code === BID_CLOSED)
      ? null
      : code === BID_CHANGED
        ? t('sellNow.changed')
        : code === BID_CLOSED
          ? t('sellNow.closed')
          : code === BID_NOT_FUNDED
            ? t('sellNow.notFunded')
            : null;
  const name = holding.goods.name || `#${holding.goods.token_id}`;
  const money = (value: string) => (bid ? <Money kind="price" value={value} symbol={bid.price_symbol} /> : '—');
  return (
    <Sheet
      open
      onClose={onClose}
      title={t('sellNow.title')}
      primary={{
        text: changed && bid ? t('sellNow.review') : t('sellNow.confirm'),
        onClick: () => void confirm(),
        busy: take.busy,
        disabled: !ready,
        testId: 'sell-now-confirm',
      }}
    >
      <div className="sell-now-sheet" data-testid="sell-now-sheet">
        <List>
          <Row title={<RecordItem image={holding.goods.image} name={name} lines={[holding.goods.collection_name]} />} />
        </List>
        {refusal ? (
          <Banner tone="danger" testId="sell-now-refused">
            {refusal}
          </Banner>
        ) : null}
        {bid === null ? (
          <Banner tone="warn" title={t('sellNow.goneTitle')} testId="sell-now-gone">
            {t('sellNow.gone')}
          </Banner>
        ) : changed ? (
          <Banner tone="warn" title={t('sellNow.changedTitle')} testId="sell-now-changed">
            {t('sellNow.changedText', {
              before: `${seen.price} ${seen.price_symbol}`,
              now: `${bid.price} ${bid.price_symbol}`,
            })}
          </Banner>
        ) : null}
        {bid && erc1155 ? (
          <Field
            label={t('sellNow.quantity')}
            hint={t('sellNow.quantityHint', { count: max })}
            inputMode="numeric"
            autoComplete="off"
            value={quantity}
            error={editions === null ? t('sellNow.quantityInvalid', { count: max }) : undefined}
            onChange={(event) => setQuantity(event.target.value.replace(/\D/g, '').slice(0, 7))}
            data-testid="sell-now-quantity"
          />
        ) : null}
        {fee.isError && !fee.data ? <LoadFailed onRetry={() => void fee.refetch()} busy={fee.isFetching} /> : null}
        {bid ? (
          <List testId="sell-now-figures">
            {/* what the bid is and who placed it, over the row's full width: a trait and a nickname can be long */}
            <Row
              title={<BidWhat bid={bid} />}
              subtitle={
                <span data-testid="sell-now-bidder">{t('sellNow.from', { name: marketUserName(bid.bidder) })}</span>
              }
            />
            <Row title={t('sellNow.price')} value={money(bid.price)} />
            <Row title={t('sellNow.amount')} value={figures ? money(figures.amount) : '—'} />
            <Row
              title={t('sellNow.fee', { rate: rates ? percent(rates.seller_fee_rate) : '—' })}
              value={figures ? money(figures.sellerFee) : '—'}
            />
            <Row
              title={t('sellNow.royalty', { rate: rates ? percent(rates.royalty_rate) : '—' })}
              value={figures ? money(figures.royalty) : '—'}
            />
            <Row
              title={<strong>{t('sellNow.receive')}</strong>}
              value={<strong data-testid="sell-now-receive">{figures ? money(figures.receive) : '—'}</strong>}
            />
          </List>
        ) : null}
        {mine.listed > 0 && bid ? <p className="sell-now__muted">{t('sellNow.listedNote')}</p> : null}
        <PayStep
          short={null}
          symbol={bid?.price_symbol ?? ''}
          password={password}
          onPassword={setPassword}
          setting={setting.data}
          error={SAID_HERE.includes(code ?? 0) ? null : error}
          testIdPrefix="sell-now"
          onBiometricToken={confirm}
          // a changed bid is shown and confirmed again before anything is sold
          biometricDisabled={!payable || changed}
        />
      </div>
    </Sheet>
  );
}

/** The sale as it was made: the trade's figures, what was received, and to whom. */
function SellNowReceipt({ trade, onClose }: { trade: MarketTrade; onClose: () => void }) {
  const { t } = useTranslation('market');
  const money = (value: string) => <Money kind="price" value={value} symbol={trade.price_symbol} />;
  return (
    <Sheet
      open
      onClose={onClose}
      title={t('sellNow.receiptTitle')}
      primary={{ text: t('sellNow.done'), onClick: onClose, testId: 'sell-now-done' }}
    >
      <div className="sell-now-sheet" data-testid="sell-now-receipt">
        <StatusCard
          status="success"
          title={t('sellNow.soldTitle', { name: trade.name || `#${trade.token_id}` })}
          text={t('sellNow.soldText', { name: marketUserName(trade.counterparty) })}
        />
        <List>
          <Row title={t('sellNow.price')} value={money(trade.price)} />
          <Row title={t('sellNow.editions')} value={trade.quantity} />
          <Row title={t('sellNow.amount')} value={money(trade.amount)} />
          <Row title={t('sellNow.feeShort')} value={money(trade.seller_fee)} />
          <Row title={t('sellNow.royaltyShort')} value={money(trade.royalty)} />
          <Row
            title={<strong>{t('sellNow.received')}</strong>}
            value={<strong data-testid="sell-now-received">{money(trade.total)}</strong>}
          />
          <Row title={t('sellNow.tradeNo')} value={trade.trade_no} />
        </List>
      </div>
    </Sheet>
  );
}

/**
 * The item page's sell now: for the owner, the best bid on their holding with "Sell now", and the sheet. The sheet
 * stays open after the sale (its receipt) while the page learns the item is no longer theirs.
 */
export function SellNow({ goods }: { goods: GoodsInfo }) {
  const [choice, setChoice] = useState<SellNowChoice | null>(null);
  const { mine, best_bid: bid } = goods;
  return (
    <>
      {mine && bid && sellNowEditions(mine, bid) > 0 ? (
        <SellNowOffer
          bid={bid}
          onSell={() => {
            platform.haptic('light');
            setChoice({ holding: { ...mine, goods }, bid });
          }}
        />
      ) : null}
      {choice ? <SellNowSheet holding={choice.holding} bid={choice.bid} onClose={() => setChoice(null)} /> : null}
    </>
  );
}
