import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/lib/time';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { List } from '@/shared/ui/List';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { Money } from '@/shared/ui/Money';
import { Row } from '@/shared/ui/Row';
import { Sheet } from '@/shared/ui/Sheet';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useTradeDetail } from '../hooks';
import { goodsHref, marketUserName } from '../model';
import { tradeFigures, type TradeSource } from '../records';
import { RecordItem } from './RecordItem';

/** Every figure of one trade, as its detail call (buy_info, sell_info, in_detail, out_detail) gives it. */
export function TradeSheet({
  source,
  tradeNo,
  onClose,
}: {
  source: TradeSource;
  tradeNo: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('market');
  const detail = useTradeDetail(source, tradeNo);
  const trade = detail.data;
  const body = (() => {
    if (detail.isPending)
      return (
        <div className="records-wait" aria-busy="true">
          <Skeleton height={56} />
          <Skeleton height={200} />
        </div>
      );
    if (!trade) return <LoadFailed onRetry={() => void detail.refetch()} busy={detail.isFetching} />;
    const figures = tradeFigures(trade);
    const money = (value: string) => <Money kind="price" value={value} symbol={trade.price_symbol} />;
    return (
      <>
        <List>
          <Row
            title={
              <RecordItem
                image={trade.image}
                name={trade.name || `#${trade.token_id}`}
                lines={[trade.collection_name]}
              />
            }
          />
        </List>
        <List testId="trade-figures">
          <Row title={t('records.trades.detail.price')} value={money(trade.price)} />
          <Row title={t('records.trades.detail.quantity')} value={trade.quantity} />
          <Row title={t('records.trades.detail.amount')} value={money(trade.amount)} />
          {figures.buying ? (
            <Row title={t('records.trades.detail.buyerFee')} value={money(trade.buyer_fee)} testId="trade-fee" />
          ) : (
            <>
              <Row title={t('records.trades.detail.sellerFee')} value={money(trade.seller_fee)} testId="trade-fee" />
              <Row title={t('records.trades.detail.royalty')} value={money(trade.royalty)} testId="trade-royalty" />
            </>
          )}
          <Row
            title={
              <strong>{t(figures.buying ? 'records.trades.detail.paid' : 'records.trades.detail.received')}</strong>
            }
            value={<strong>{money(trade.total)}</strong>}
            testId="trade-total"
          />
        </List>
        <List>
          <Row
            title={t(figures.buying ? 'records.trades.detail.seller' : 'records.trades.detail.buyer')}
            value={marketUserName(trade.counterparty)}
          />
          <Row title={t('records.trades.detail.time')} value={formatDateTime(trade.created_at, i18n.language)} />
          <Row title={t('records.trades.detail.tradeNo')} value={trade.trade_no} />
          <Row title={t('records.trades.detail.orderNo')} value={trade.order_no} />
        </List>
      </>
    );
  })();
  return (
    <Sheet
      open
      onClose={onClose}
      title={t('records.trades.detail.title')}
      footer={
        trade ? (
          // trades do not say the token's standard; both detail routes open the same page
          <ButtonLink href={goodsHref({ ...trade, erc_type: 'ERC721' })} block data-testid="trade-open-nft">
            {t('records.trades.detail.view')}
          </ButtonLink>
        ) : undefined
      }
    >
      <div data-testid="trade-detail">{body}</div>
    </Sheet>
  );
}
