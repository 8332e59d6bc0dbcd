import { useTranslation } from 'react-i18next';
import { MAX_COIN_DECIMALS } from '@/domain/amountInput';
import { useLoggedIn } from '@/session/useLoggedIn';
import { isValidPrice } from '@/shared/lib/validate';
import { Banner } from '@/shared/ui/Banner';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Dialog } from '@/shared/ui/Dialog';
import { EmptyState } from '@/shared/ui/EmptyState';
import { AmountField } from '@/shared/ui/AmountField';
import { Page } from '@/shared/ui/Page';
import { groupBySymbol, samePrices } from '../batch';
import { setBatchPrices } from '../batchState';
import { BatchGroup } from '../components/BatchGroup';
import { SignInPrompt } from '../components/SignInPrompt';
import { MARKET_COIN } from '../model';
import { useBatchOn } from '../useBatchOn';
import '../components/Batch.css';
import '../components/Records.css';

/**
 * /nft/batch/on: a price for each chosen NFT (one for all, or each collection's floor), checked as typed, what each
 * pays after the fee and its collection's royalty, then "Check" (on_batch_verify: each line's answer under it) and
 * "List N" (on_batch_v2): every line or none; a refusal lists nothing and says which line.
 */
export default function BatchOnPage() {
  const { t } = useTranslation('market');
  const loggedIn = useLoggedIn();
  if (!loggedIn) return <SignInPrompt title={t('batch.on.title')} text={t('batch.signedOut')} />;
  return <BatchOn />;
}

function BatchOn() {
  const { t } = useTranslation('market');
  const form = useBatchOn();
  const { lines, prices, range, verify, list, busy, same, setSame, answerOf, problems, refused } = form;
  const { belowFloorLines, askFloor, setAskFloor, check, submit } = form;

  if (lines.length === 0)
    return (
      <Page title={t('batch.on.title')}>
        <EmptyState text={t('batch.on.empty')} />
        <ButtonLink href="/nft/batch" variant="primary" block>
          {t('batch.on.choose')}
        </ButtonLink>
      </Page>
    );

  return (
    <Page
      title={t('batch.on.title')}
      wide
      primary={{
        text: t('batch.on.list', { count: lines.length }),
        onClick: () => (belowFloorLines > 0 ? setAskFloor(true) : void submit()),
        busy,
        disabled: problems > 0,
        testId: 'batch-list',
      }}
    >
      <div className="batch-stack">
        <AmountField
          className="batch-field"
          label={t('batch.on.same', { symbol: range.data?.price_symbol ?? MARKET_COIN })}
          decimals={range.data?.decimals ?? MAX_COIN_DECIMALS}
          symbol={range.data?.price_symbol ?? MARKET_COIN}
          value={same}
          error={same && !isValidPrice(same) ? t('sell.priceInvalid') : undefined}
          onChange={setSame}
          data-testid="batch-same"
          trailing={
            <Button
              variant="ghost"
              size="sm"
              disabled={!isValidPrice(same)}
              onClick={() =>
                setBatchPrices(
                  samePrices(
                    lines.map((item) => item.item_id),
                    same,
                  ),
                )
              }
              data-testid="batch-same-apply"
            >
              {t('batch.on.apply')}
            </Button>
          }
        />
        {refused > 0 ? (
          <Banner tone="danger" title={t('batch.on.refusedTitle')} testId="batch-refused">
            {t('batch.on.refused', { count: refused })}
          </Banner>
        ) : list.error && !verify.busy ? (
          <Banner tone="danger" title={t('batch.on.refusedTitle')}>
            {list.error.message}
          </Banner>
        ) : null}
        {groupBySymbol(lines).map(([symbol, group]) => (
          <BatchGroup
            key={symbol}
            symbol={symbol}
            items={group}
            prices={prices}
            range={range.data}
            answerOf={answerOf}
            onFloor={form.onFloor}
          />
        ))}
        <div className="records-bar">
          <p className="records-hint" aria-live="polite">
            {problems > 0 ? t('batch.on.missing', { count: problems }) : t('batch.on.ready', { count: lines.length })}
          </p>
          <Button
            variant="secondary"
            busy={verify.busy && !list.busy}
            disabled={problems > 0 || busy}
            onClick={() => void check()}
            data-testid="batch-check"
          >
            {t('batch.on.check')}
          </Button>
        </div>
      </div>
      <Dialog
        open={askFloor}
        onClose={() => setAskFloor(false)}
        title={t('sell.belowFloorTitle')}
        confirmText={t('sell.belowFloorConfirm')}
        onConfirm={() => {
          setAskFloor(false);
          void submit();
        }}
      >
        <p data-testid="batch-below-floor-confirm">{t('batch.on.belowFloorText', { count: belowFloorLines })}</p>
      </Dialog>
    </Page>
  );
}
