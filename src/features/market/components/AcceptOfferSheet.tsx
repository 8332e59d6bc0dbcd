import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoodsInfo } from '@/contract/nftMarket/types';
import type { Bid } from '@/contract/offer/types';
import { tradeSplit } from '@/domain/tradeSplit';
import { platform } from '@/platform';
import { hashPassword } from '@/shared/lib/password';
import { Field } from '@/shared/ui/Field';
import { List } from '@/shared/ui/List';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { Money } from '@/shared/ui/Money';
import { Row } from '@/shared/ui/Row';
import { Sheet } from '@/shared/ui/Sheet';
import { Skeleton } from '@/shared/ui/Skeleton';
import { acceptableEditions } from '../bidForm';
import { useOfferActions } from '../bidHooks';
import { errorCode, usePaymentSetting, useTradeFee } from '../hooks';
import { marketUserName, percent } from '../model';
import { passwordNeeds, PayStep } from './PayStep';
import './BidForm.css';

/** The offer changed or ended since the owner saw it: the ladder is read again and the sheet says so. */
const STALE = new Set([33042, 33047, 33051]);

/**
 * Accepting an offer on the owner's token: the offer as the owner saw it (price, bidder, editions), exactly what they
 * receive after the seller fee and the royalty (the purchase's rule, `@/domain/tradeSplit`), and the payment
 * password, which a stolen session would need to dump the NFT into a cheap offer. The price sent is the one shown.
 */
export function AcceptOfferSheet({
  goods,
  offer,
  onClose,
  onStale,
}: {
  goods: GoodsInfo;
  offer: Bid;
  onClose: () => void;
  /** The offer was refused as changed, closed or unpaid: the caller reads the ladder again. */
  onStale: () => void;
}) {
  const { t } = useTranslation('market');
  const fee = useTradeFee(goods.symbol);
  const setting = usePaymentSetting(true);
  const { take } = useOfferActions();
  const held = goods.mine?.amount ?? 0;
  const most = acceptableEditions(offer.remaining, held);
  const [quantity, setQuantity] = useState(String(most));
  const [password, setPassword] = useState('');
  const editions = Number(quantity);
  const quantityOk = Number.isInteger(editions) && editions >= 1 && editions <= most;
  const { needsPassword, noPassword } = passwordNeeds(setting.data);
  const split = fee.data ? tradeSplit(offer.price, quantityOk ? editions : 1, fee.data) : null;
  // everything but the password: what a biometric token needs to pay
  const payable = !!fee.data && !!goods.mine && quantityOk && !noPassword;
  const ready = payable && (!needsPassword || password.length === 6);
  /** `token`: a biometric token in place of the typed password; resolves the outcome, if it was sent. */
  const accept = async (token?: string) => {
    platform.haptic('light');
    if ((token ? !payable : !ready) || !goods.mine) return;
    const outcome = await take.run({
      order_no: offer.order_no,
      item_id: goods.mine.item_id,
      price: offer.price,
      ...(goods.erc_type === 'ERC1155' ? { quantity: editions } : {}),
      ...(needsPassword ? { password: token ?? hashPassword(password) } : {}),
    });
    if (outcome.ok) onClose();
    else if (STALE.has(errorCode(outcome.error) ?? 0)) onStale();
    return outcome;
  };
  const money = (value: string) => <Money kind="price" value={value} symbol={offer.price_symbol} />;
  return (
    <Sheet
      open
      onClose={onClose}
      title={t('offers.acceptTitle')}
      primary={{
        text: t('offers.acceptConfirm'),
        onClick: () => void accept(),
        busy: take.busy,
        disabled: !ready,
        testId: 'offer-accept-confirm',
      }}
    >
      <div className="bid-form" data-testid="offer-accept">
        <List>
          <Row
            title={money(offer.price)}
            subtitle={t('offers.from', { name: marketUserName(offer.bidder) })}
            value={goods.erc_type === 'ERC1155' ? t('offers.editions', { count: offer.remaining }) : undefined}
          />
        </List>
        {goods.erc_type === 'ERC1155' ? (
          <Field
            label={t('offers.sellEditions')}
            hint={t('bidForm.quantityHint', { count: most })}
            inputMode="numeric"
            value={quantity}
            error={quantityOk ? undefined : t('bidForm.quantityInvalid', { count: most })}
            onChange={(event) => setQuantity(event.target.value.replace(/\D/g, '').slice(0, 5))}
            data-testid="offer-accept-quantity"
          />
        ) : null}
        {fee.data && split ? (
          <List header={t('offers.receive')} testId="offer-accept-split">
            <Row title={t('sell.amount')} value={money(split.amount.toFixed())} />
            <Row
              title={t('sell.fee', { rate: percent(fee.data.seller_fee_rate) })}
              value={money(split.sellerFee.toFixed())}
            />
            <Row
              title={t('sell.royalty', { rate: percent(fee.data.royalty_rate) })}
              value={money(split.royalty.toFixed())}
            />
            <Row
              title={<strong>{t('sell.proceeds')}</strong>}
              value={<strong>{money(split.sellerGets.toFixed())}</strong>}
              testId="offer-accept-proceeds"
            />
          </List>
        ) : fee.isError ? (
          <LoadFailed onRetry={() => void fee.refetch()} />
        ) : (
          <Skeleton height={160} radius={16} />
        )}
        <PayStep
          short={null}
          symbol={offer.price_symbol}
          password={password}
          onPassword={setPassword}
          setting={setting.data}
          error={take.error}
          testIdPrefix="offer-accept"
          onBiometricToken={accept}
          biometricDisabled={!payable || take.busy}
        />
      </div>
    </Sheet>
  );
}
