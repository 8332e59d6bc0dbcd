import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceAlertDirection } from '@/contract';
import type { CollectionDetail } from '@/contract/nftMarket/types';
import { PRICE_ALERT_DIRECTIONS } from '@/contract/alert/kinds';
import { MAX_COIN_DECIMALS } from '@/domain/amountInput';
import { AmountField } from '@/shared/ui/AmountField';
import { Money } from '@/shared/ui/Money';
import { Segmented } from '@/shared/ui/Segmented';
import { Sheet } from '@/shared/ui/Sheet';
import { Text } from '@/shared/ui/Text';
import { notice } from '@/state/notice';
import { useAddPriceAlert } from '../alertHooks';
import { usePriceProblemText, useTradeFee } from '../hooks';
import { MARKET_COIN, priceProblemShown } from '../model';

/**
 * "Tell me when the floor of this collection goes below / above a price": the side, the price (checked as a listing's
 * price is, as typed), the floor now. The server tells once per crossing, in the messages and the Telegram chat.
 */
export function PriceAlertSheet({ collection, onClose }: { collection: CollectionDetail; onClose: () => void }) {
  const { t } = useTranslation('market');
  const fee = useTradeFee(collection.symbol);
  const add = useAddPriceAlert();
  const [direction, setDirection] = useState<PriceAlertDirection>('below');
  const [price, setPrice] = useState('');
  const [touched, setTouched] = useState(false);
  const problemText = usePriceProblemText();
  const coin = fee.data?.price_symbol ?? MARKET_COIN;
  const problem = price === '' ? t('priceAlert.price_empty') : problemText(price, fee.data, coin);
  const priceError = priceProblemShown(price, touched) ? problem : undefined;
  const floor = collection.floor_price;

  const submit = async () => {
    setTouched(true);
    if (problem) return;
    const outcome = await add.run({ symbol: collection.symbol, direction, price });
    if (outcome.ok) {
      notice.success(t('priceAlert.saved'));
      onClose();
    }
  };

  return (
    <Sheet
      open
      onClose={onClose}
      title={t('priceAlert.title')}
      primary={{
        text: t('priceAlert.confirm'),
        onClick: () => void submit(),
        busy: add.busy,
        testId: 'price-alert-confirm',
      }}
    >
      <Text>{t('priceAlert.intro', { name: collection.name })}</Text>
      <Segmented<PriceAlertDirection>
        label={t('priceAlert.direction')}
        value={direction}
        onChange={setDirection}
        options={PRICE_ALERT_DIRECTIONS.map((value) => ({ value, label: t(`priceAlert.${value}`) }))}
        testId="price-alert-direction"
      />
      <AmountField
        label={t('priceAlert.price', { symbol: coin })}
        decimals={fee.data?.decimals ?? MAX_COIN_DECIMALS}
        symbol={coin}
        value={price}
        error={priceError ?? add.error?.message}
        hint={t('priceAlert.hint')}
        onChange={setPrice}
        onBlur={() => setTouched(true)}
        data-testid="price-alert-price"
        data-autofocus
      />
      <Text testId="price-alert-floor">
        {floor ? (
          <>
            {t('priceAlert.floor_now_label')} <Money kind="price" value={floor} symbol={coin} />
          </>
        ) : (
          t('priceAlert.no_floor')
        )}
      </Text>
    </Sheet>
  );
}
