import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmClosing } from '@/platform/useConfirmClosing';
import { useLoggedIn } from '@/session/useLoggedIn';
import { Banner } from '@/shared/ui/Banner';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Dialog } from '@/shared/ui/Dialog';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Field } from '@/shared/ui/Field';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { Page } from '@/shared/ui/Page';
import { Skeleton } from '@/shared/ui/Skeleton';
import { changeBatchBody, lineProblem, percentOf, percentPrices } from '../batch';
import { OrderLine } from '../components/OrderLine';
import { SignInPrompt } from '../components/SignInPrompt';
import { useBatchOrders, useOpenOrders, useTradeFee } from '../hooks';
import { liveTopic, useMarketLive } from '../live';
import '../components/Batch.css';
import '../components/Records.css';

/**
 * /nft/batch/update: the caller's open orders; several chosen get new prices (each, or a percentage for all) in one
 * change_batch_v2, or are delisted in one off_batch_v2 (all or none). The list refreshes at once after either.
 */
export default function BatchUpdatePage() {
  const { t } = useTranslation('market');
  const loggedIn = useLoggedIn();
  if (!loggedIn) return <SignInPrompt title={t('batch.update.title')} text={t('batch.signedOut')} />;
  return <BatchUpdate />;
}

function BatchUpdate() {
  const { t } = useTranslation('market');
  useMarketLive([liveTopic.me]);
  const orders = useOpenOrders();
  const range = useTradeFee();
  const { change, delist } = useBatchOrders();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [prices, setPrices] = useState<Record<string, string>>({});
  const [percent, setPercent] = useState('');
  const [confirming, setConfirming] = useState(false);
  useConfirmClosing(Object.values(prices).some(Boolean));

  const list = orders.data?.list ?? [];
  // an order sold or delisted meanwhile leaves the choice
  const selected = list.filter((order) => chosen.has(order.order_no));
  const body = changeBatchBody(selected, prices);
  const invalid = selected.some((order) => {
    const price = prices[order.order_no] ?? '';
    return price !== '' && lineProblem(price, range.data) !== null;
  });
  const done = () => {
    setChosen(new Set());
    setPrices({});
    setPercent('');
  };
  const toggle = (no: string) =>
    setChosen((now) => {
      const next = new Set(now);
      if (!next.delete(no)) next.add(no);
      return next;
    });
  const save = async () => {
    if ((await change.run(body)).ok) done();
  };
  const remove = async () => {
    const outcome = await delist.run({ order_nos: selected.map((order) => order.order_no) });
    setConfirming(false);
    if (outcome.ok) done();
  };

  const content = (() => {
    if (orders.isPending)
      return (
        <div className="records-wait" aria-busy="true">
          <Skeleton height={64} />
          <Skeleton height={64} />
        </div>
      );
    if (orders.isError && !orders.data)
      return <LoadFailed onRetry={() => void orders.refetch()} busy={orders.isFetching} />;
    if (list.length === 0)
      return (
        <>
          <EmptyState text={t('batch.update.empty')} />
          <ButtonLink href="/nft/batch" variant="primary" block>
            {t('batch.pick.title')}
          </ButtonLink>
        </>
      );
    const all = selected.length === list.length;
    return (
      <>
        <div className="records-bar">
          <p className="records-hint" aria-live="polite" data-testid="batch-update-selected">
            {selected.length ? t('batch.pick.selected', { count: selected.length }) : t('batch.update.hint')}
          </p>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setChosen(all ? new Set() : new Set(list.map((order) => order.order_no)))}
            data-testid="batch-select-all"
          >
            {all ? t('batch.update.none') : t('batch.update.all')}
          </Button>
        </div>
        {orders.data!.count > list.length ? (
          <p className="records-hint">{t('batch.update.newest', { count: list.length })}</p>
        ) : null}
        {selected.length ? (
          <Field
            className="batch-field"
            label={t('batch.update.percent')}
            hint={t('batch.update.percentHint')}
            inputMode="decimal"
            autoComplete="off"
            value={percent}
            error={percent && !percentOf(percent) ? t('batch.update.percentInvalid') : undefined}
            onChange={(event) => setPercent(event.target.value.replace(/[^\d.+-]/g, '').slice(0, 8))}
            data-testid="batch-percent"
            trailing={
              <Button
                variant="ghost"
                size="sm"
                disabled={!percentOf(percent) || !range.data}
                onClick={() => {
                  const decimals = range.data?.decimals;
                  if (decimals !== undefined)
                    setPrices((now) => ({ ...now, ...percentPrices(selected, percent, decimals) }));
                }}
                data-testid="batch-percent-apply"
              >
                {t('batch.on.apply')}
              </Button>
            }
          />
        ) : null}
        {change.error || delist.error ? (
          <Banner tone="danger" title={t('batch.update.refusedTitle')}>
            {(change.error ?? delist.error)!.message}
          </Banner>
        ) : null}
        <ul className="batch-lines batch-lines--card" data-testid="batch-orders">
          {list.map((order) => (
            <OrderLine
              key={order.order_no}
              order={order}
              chosen={chosen.has(order.order_no)}
              price={prices[order.order_no] ?? ''}
              range={range.data}
              onToggle={() => toggle(order.order_no)}
              onPrice={(price) => setPrices((now) => ({ ...now, [order.order_no]: price }))}
            />
          ))}
        </ul>
        {selected.length ? (
          <Button
            variant="danger"
            block
            busy={delist.busy}
            onClick={() => setConfirming(true)}
            data-testid="batch-delist"
          >
            {t('batch.update.delist', { count: selected.length })}
          </Button>
        ) : null}
      </>
    );
  })();

  return (
    <Page
      title={t('batch.update.title')}
      wide
      primary={
        list.length
          ? {
              text: t('batch.update.save', { count: body.orders.length }),
              onClick: () => void save(),
              busy: change.busy,
              disabled: body.orders.length === 0 || invalid,
              testId: 'batch-save',
            }
          : null
      }
    >
      <div className="batch-stack">{content}</div>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('batch.update.delistTitle', { count: selected.length })}
        confirmText={t('sell.delist')}
        confirmLoading={delist.busy}
        onConfirm={() => void remove()}
      >
        {t('batch.update.delistText')}
      </Dialog>
    </Page>
  );
}
