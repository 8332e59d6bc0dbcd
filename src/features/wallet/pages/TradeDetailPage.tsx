import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { formatDateTime } from '@/shared/lib/time';
import { Address } from '@/shared/ui/Address';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { copyText } from '@/shared/ui/copy';
import { List } from '@/shared/ui/List';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { Page } from '@/shared/ui/Page';
import { Row } from '@/shared/ui/Row';
import { Skeleton } from '@/shared/ui/Skeleton';
import { StatusCard } from '@/shared/ui/StatusCard';
import { Money } from '@/shared/ui/Money';
import { useTradeDetail, useWithdrawCancel } from '@/features/wallet/hooks';
import { displayAmount, parseTradeQuery, type TradeField } from '@/features/wallet/model';
import '@/features/wallet/components/Overview.css';
import './TradeDetailPage.css';

function FieldValue({ field }: { field: TradeField }) {
  if (field.format === 'address') return <Address address={field.value} />;
  if (field.format === 'amount') return <Money kind="price" value={field.value} symbol={field.symbol} />;
  return <>{field.value}</>;
}

/** /asset/tradeDetail?kind=&id=: one history record in full — amount, fee, status timeline, tx hash, address. */
export default function TradeDetailPage() {
  const { t, i18n } = useTranslation('wallet');
  const target = parseTradeQuery(useSearch());
  const { query, view } = useTradeDetail(target?.kind ?? 'event', target?.id ?? 0, target?.symbol ?? '');
  const cancel = useWithdrawCancel();
  const title = t('trade.title');
  if (!target || (query.isSuccess && !view))
    return (
      <Page title={title}>
        <StatusCard status="failure" title={t('trade.notFound')} />
      </Page>
    );
  if (query.isError)
    return (
      <Page title={title}>
        <LoadFailed onRetry={() => void query.refetch()} busy={query.isFetching} />
      </Page>
    );
  if (!view)
    return (
      <Page title={title}>
        <Skeleton height={120} radius={14} />
        <Skeleton height={200} radius={14} />
      </Page>
    );
  const negative = view.amount.startsWith('-');
  // A withdrawal can be cancelled until the job takes it (withdraw_cancel): its money comes back at once.
  const cancellable = target.kind === 'withdraw' && view.status === 'pending';
  return (
    <Page
      title={title}
      primary={
        cancellable
          ? {
              text: t('withdraw.cancel'),
              onClick: () => void cancel.run({ id: target.id }),
              busy: cancel.busy,
              destructive: true,
              testId: 'withdraw-cancel',
            }
          : undefined
      }
    >
      <div className="wallet-stack">
        <Card padded testId="trade-summary">
          <div className="wallet-total">
            <span className="wallet-total__label">{t(`history.type.${view.label}`)}</span>
            <span className="wallet-total__value" data-testid="trade-amount">
              {`${negative ? '' : '+'}${displayAmount(view.amount)} ${view.symbol}`}
            </span>
            {view.status ? (
              <span className="wallet-total__label" data-testid="trade-status">
                {t(`trade.status.${view.status}`)}
              </span>
            ) : null}
          </div>
        </Card>
        {view.fields.length > 0 || view.txHash ? (
          <List testId="trade-fields">
            {view.fields.map((field, index) => (
              <Row
                key={`${field.label}-${index}`}
                title={t(`trade.field.${field.label}`)}
                value={<FieldValue field={field} />}
              />
            ))}
            {view.txHash ? (
              <Row
                title={t('trade.field.txHash')}
                subtitle={
                  <span className="wallet-hash" data-testid="trade-hash">
                    {view.txHash}
                  </span>
                }
                after={
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => void copyText(view.txHash ?? '')}
                    data-testid="copy-hash"
                  >
                    {t('trade.copyHash')}
                  </Button>
                }
              />
            ) : null}
          </List>
        ) : null}
        <List header={t('trade.timeline')} testId="trade-timeline">
          {view.timeline.map((step, index) => (
            <Row
              key={`${step.status}-${index}`}
              testId="timeline-step"
              title={t(`trade.status.${step.status}`)}
              value={formatDateTime(step.at, i18n.language)}
            />
          ))}
        </List>
      </div>
    </Page>
  );
}
