import { useTranslation } from 'react-i18next';
import type { CartBuyRes } from '@/contract';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { List } from '@/shared/ui/List';
import { Page } from '@/shared/ui/Page';
import { Money } from '@/shared/ui/Money';
import { Row } from '@/shared/ui/Row';
import { StatusCard } from '@/shared/ui/StatusCard';
import { goodsHref } from '../model';
import { RecordItem } from './RecordItem';
import './Batch.css';

/** What was bought: each line with its price and fee, a link to each token, and the total paid. */
export function CartReceipt({ receipt }: { receipt: CartBuyRes }) {
  const { t } = useTranslation('market');
  return (
    <Page title={t('cart.receiptTitle')}>
      <StatusCard
        status="success"
        title={t('cart.receiptHeading', { count: receipt.trades.length })}
        text={t('cart.receiptText')}
      />
      <List header={t('cart.receiptItems')} testId="cart-receipt">
        {receipt.trades.map((trade) => (
          <Row
            key={trade.trade_no}
            testId="cart-receipt-line"
            data-token={`${trade.symbol}#${trade.token_id}`}
            title={
              <RecordItem
                image={trade.image}
                name={trade.name || `#${trade.token_id}`}
                // trades do not say the token's standard; both detail routes open the same page
                href={goodsHref({ ...trade, erc_type: 'ERC721' })}
                lines={[
                  trade.collection_name,
                  <>
                    {t('cart.receiptPrice')} <Money kind="price" value={trade.amount} symbol={trade.price_symbol} />
                    {' · '}
                    {t('cart.receiptFee')} <Money kind="price" value={trade.buyer_fee} symbol={trade.price_symbol} />
                  </>,
                ]}
              />
            }
            value={<Money kind="price" value={trade.total} symbol={trade.price_symbol} />}
          />
        ))}
        <Row
          title={<strong>{t('cart.totalPaid')}</strong>}
          value={
            <strong data-testid="cart-receipt-total">
              <Money kind="price" value={receipt.total} symbol={receipt.price_symbol} />
            </strong>
          }
        />
      </List>
      <div className="batch-actions">
        <ButtonLink href="/nft/nftRecordPageTrade?tab=bought" variant="primary">
          {t('cart.purchases')}
        </ButtonLink>
        <ButtonLink href="/nft/search" variant="secondary">
          {t('cart.browse')}
        </ButtonLink>
      </div>
    </Page>
  );
}
