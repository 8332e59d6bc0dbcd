import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoodsInfo, Listing } from '@/contract/nftMarket/types';
import { useDraft } from '@/platform/drafts';
import { useConfirmClosing } from '@/platform/useConfirmClosing';
import { MAX_COIN_DECIMALS } from '@/domain/amountInput';
import { AmountField } from '@/shared/ui/AmountField';
import { Button } from '@/shared/ui/Button';
import { Field } from '@/shared/ui/Field';
import { List } from '@/shared/ui/List';
import { Money } from '@/shared/ui/Money';
import { Row } from '@/shared/ui/Row';
import { Sheet } from '@/shared/ui/Sheet';
import { useListing, usePriceProblemText, useTradeFee } from '../hooks';
import { MARKET_COIN, percent, priceProblemShown, sellBreakdown } from '../model';
import { BelowFloorNotice, useFloorCheck } from './BelowFloor';

/**
 * Listing a token, or a new price for the caller's listing: the price (checked as typed), "list at floor", the
 * editions (ERC1155), and what the seller receives after the fee and the royalty, before confirming. A price far
 * below the collection's floor says how far, and is confirmed with a second tap.
 */
export function SellSheet({
  goods,
  listing,
  onClose,
}: {
  goods: GoodsInfo;
  /** The caller's listing to re-price; null: a new listing. */
  listing: Listing | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('market');
  const fee = useTradeFee(goods.symbol);
  const { list, change } = useListing();
  // the price and editions typed are kept as a draft of this listing (or of this item's new one) until it is sent
  const [draft, updateDraft, clearDraft] = useDraft(
    `sell.${listing?.order_no ?? goods.mine?.item_id ?? ''}`,
    { price: listing?.price ?? '', quantity: '1' },
    ['price'],
  );
  const { price, quantity } = draft;
  const setPrice = (price: string) => updateDraft({ price });
  const setQuantity = (quantity: string) => updateDraft({ quantity });
  const [touched, setTouched] = useState(false);
  useConfirmClosing(price !== (listing?.price ?? ''));
  const editions = Number(quantity);
  const maxEditions = goods.mine?.listable ?? 0;
  const problemText = usePriceProblemText();
  const coin = fee.data?.price_symbol ?? MARKET_COIN;
  const problem = price === '' ? t('sell.priceEmpty') : problemText(price, fee.data, coin, listing?.price);
  const priceError = priceProblemShown(price, touched) ? problem : undefined;
  const quantityError =
    goods.erc_type === 'ERC1155' && !(Number.isInteger(editions) && editions >= 1 && editions <= maxEditions)
      ? t('sell.quantityInvalid', { count: maxEditions })
      : undefined;
  const split = fee.data ? sellBreakdown(price, goods.erc_type === 'ERC1155' ? editions || 1 : 1, fee.data) : null;
  const floor = goods.collection.floor_price;
  const floorCheck = useFloorCheck(price, floor);
  const busy = list.busy || change.busy;
  const submit = async () => {
    setTouched(true);
    if (problem || quantityError) return;
    if (floorCheck.asks()) return;
    const outcome = listing
      ? await change.run({ order_no: listing.order_no, price })
      : await list.run({
          item_id: goods.mine!.item_id,
          price,
          ...(goods.erc_type === 'ERC1155' ? { quantity: editions } : {}),
        });
    if (outcome.ok) {
      clearDraft();
      onClose();
    }
  };
  const error = (listing ? change.error : list.error)?.message;
  return (
    <Sheet
      open
      onClose={onClose}
      title={listing ? t('sell.changeTitle') : t('sell.title')}
      footer={
        <Button variant="primary" block busy={busy} onClick={() => void submit()} data-testid="sell-confirm">
          {floorCheck.asking ? t('sell.belowFloorConfirm') : listing ? t('sell.changeConfirm') : t('sell.confirm')}
        </Button>
      }
    >
      <AmountField
        label={t('sell.price', { symbol: coin })}
        decimals={fee.data?.decimals ?? MAX_COIN_DECIMALS}
        symbol={coin}
        value={price}
        error={priceError ?? error}
        onChange={setPrice}
        onBlur={() => setTouched(true)}
        data-testid="sell-price"
        trailing={
          floor ? (
            <Button variant="ghost" size="sm" onClick={() => setPrice(floor)} data-testid="sell-floor">
              {t('sell.atFloor')}
            </Button>
          ) : undefined
        }
      />
      <BelowFloorNotice
        check={floorCheck}
        floor={floor}
        coin={coin}
        decimals={fee.data?.decimals}
        testId="sell-below-floor"
      />
      {goods.erc_type === 'ERC1155' && !listing ? (
        <Field
          label={t('sell.quantity')}
          hint={t('sell.quantityHint', { count: maxEditions })}
          inputMode="numeric"
          value={quantity}
          error={quantityError}
          onChange={(event) => setQuantity(event.target.value.replace(/\D/g, '').slice(0, 7))}
          data-testid="sell-quantity"
        />
      ) : null}
      {fee.data ? (
        <List header={t('sell.breakdown')} testId="sell-breakdown">
          <Row
            title={t('sell.amount')}
            value={split ? <Money kind="price" value={split.amount} symbol={fee.data.price_symbol} /> : '—'}
          />
          <Row
            title={t('sell.fee', { rate: percent(fee.data.seller_fee_rate) })}
            value={split ? <Money kind="price" value={split.fee} symbol={fee.data.price_symbol} /> : '—'}
          />
          <Row
            title={t('sell.royalty', { rate: percent(fee.data.royalty_rate) })}
            value={split ? <Money kind="price" value={split.royalty} symbol={fee.data.price_symbol} /> : '—'}
          />
          <Row
            title={<strong>{t('sell.proceeds')}</strong>}
            value={
              split ? (
                <strong>
                  <Money kind="price" value={split.proceeds} symbol={fee.data.price_symbol} />
                </strong>
              ) : (
                '—'
              )
            }
            testId="sell-proceeds"
          />
        </List>
      ) : null}
    </Sheet>
  );
}
