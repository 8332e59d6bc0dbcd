import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NftErcType } from '@/contract/nftCustody/types';
import { formatDateTime } from '@/shared/lib/time';
import { Banner } from '@/shared/ui/Banner';
import { List } from '@/shared/ui/List';
import { Money } from '@/shared/ui/Money';
import { Row } from '@/shared/ui/Row';
import { Segmented } from '@/shared/ui/Segmented';
import { Sheet } from '@/shared/ui/Sheet';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useQuoteActions } from '../bidHooks';
import { BID_MAX_QUANTITY, type PreviewSummary } from '../collectionBids';
import { useTraits } from '../hooks';
import type { BidTarget, CollectionBidsFlow } from '../useCollectionBids';
import { useEntrustPreview } from '../useEntrustPreview';
import { BidForm } from './BidForm';
import { EntrustPreview } from './EntrustPreview';

/** Whole collection, or the tokens with one trait value (nft_custom_attribute_list). */
function TraitChoice({
  symbol,
  trait,
  onChange,
}: {
  symbol: string;
  trait: BidTarget;
  onChange: (trait: BidTarget) => void;
}) {
  const { t } = useTranslation('market');
  const traits = useTraits(symbol);
  const scope = trait.traitType ? 'trait' : 'collection';
  const list = traits.data?.traits ?? [];
  const type = list.find((entry) => entry.trait_type === trait.traitType) ?? null;
  return (
    <div className="collection-bids__traits">
      <p className="collection-bids__note">{t('collectionBids.explain')}</p>
      <Segmented
        label={t('collectionBids.scope.label')}
        value={scope}
        onChange={(next) =>
          onChange({ traitType: next === 'collection' ? '' : (list[0]?.trait_type ?? ''), traitValue: '' })
        }
        options={[
          { value: 'collection', label: t('collectionBids.scope.collection') },
          { value: 'trait', label: t('collectionBids.scope.trait') },
        ]}
        testId="collection-bid-scope"
      />
      {scope === 'trait' ? (
        traits.isPending ? (
          <Skeleton height={80} />
        ) : list.length === 0 ? (
          <p className="collection-bids__note">{t('collectionBids.noTraits')}</p>
        ) : (
          <>
            <span className="collection-bids__label">{t('collectionBids.traitType')}</span>
            <Segmented
              label={t('collectionBids.traitType')}
              size="sm"
              wrap
              value={trait.traitType}
              onChange={(next) => onChange({ traitType: next, traitValue: '' })}
              options={list.map((entry) => ({ value: entry.trait_type, label: entry.trait_type }))}
              testId="collection-bid-trait-type"
            />
            {type ? <span className="collection-bids__label">{t('collectionBids.traitValue')}</span> : null}
            {type ? (
              <Segmented
                label={t('collectionBids.traitValue')}
                size="sm"
                wrap
                value={trait.traitValue}
                onChange={(next) => onChange({ traitType: trait.traitType, traitValue: next })}
                options={type.values.map((entry) => ({ value: entry.value, label: entry.value }))}
                testId="collection-bid-trait-value"
              />
            ) : null}
            {trait.traitValue === '' ? (
              <p className="collection-bids__note">{t('collectionBids.chooseValue')}</p>
            ) : null}
          </>
        )
      ) : null}
    </div>
  );
}

/** The preview under the form, reporting what it says to the sheet (whose button and call follow it). */
function LivePreview({
  symbol,
  erc,
  draft,
  trait,
  onSummary,
}: {
  symbol: string;
  erc: NftErcType;
  draft: { price: string; quantity: number; valid: boolean };
  trait: BidTarget;
  onSummary: (summary: PreviewSummary | null) => void;
}) {
  const { request, preview, check, summary } = useEntrustPreview(symbol, draft, trait);
  const key = summary ? JSON.stringify(summary) : '';
  useEffect(() => {
    onSummary(key ? (JSON.parse(key) as PreviewSummary) : null);
  }, [key, onSummary]);
  return (
    <EntrustPreview
      symbol={symbol}
      erc={erc}
      check={check}
      summary={summary}
      waiting={request === null}
      failed={preview.isError}
      onRetry={() => void preview.refetch()}
    />
  );
}

/** After placing: what it bought at once, and what stands. */
function Placed({ flow }: { flow: CollectionBidsFlow }) {
  const { t, i18n } = useTranslation('market');
  const done = () => flow.setPlaced(null);
  if (!flow.placed) return null;
  const { bid, fills } = flow.placed;
  const bought = fills.reduce((sum, fill) => sum + fill.quantity, 0);
  return (
    <Sheet
      open
      onClose={done}
      title={t('collectionBids.placedTitle')}
      primary={{ text: t('collectionBids.done'), onClick: done, testId: 'collection-bid-done' }}
    >
      <div className="collection-bids__placed" data-testid="collection-bid-placed">
        {fills.length > 0 ? (
          <List header={t('entrust.bought', { count: bought })} testId="collection-bid-fills">
            {fills.map((fill) => (
              <Row
                key={fill.trade_no}
                title={fill.name || `#${fill.token_id}`}
                value={<Money kind="price" value={fill.price} symbol={bid.price_symbol} />}
              />
            ))}
          </List>
        ) : null}
        {bid.remaining > 0 ? (
          <Banner tone="info" title={t('entrust.standing', { count: bid.remaining })} testId="collection-bid-standing">
            {t('entrust.standingText', {
              price: `${bid.price} ${bid.price_symbol}`,
              date: formatDateTime(bid.expires_at, i18n.language),
            })}
          </Banner>
        ) : (
          <Banner tone="info" title={t('entrust.allBought')} testId="collection-bid-all-bought">
            {t('entrust.allBoughtText')}
          </Banner>
        )}
      </div>
    </Sheet>
  );
}

/** The open form: the shared bid form, the trait it is on above it, the preview under it. */
function Composer({ flow, symbol, erc, name }: CollectionBidSheetProps) {
  const { t } = useTranslation('market');
  const { make, entrust } = useQuoteActions();
  const [trait, setTrait] = useState<BidTarget>(flow.target!);
  const [summary, setSummary] = useState<PreviewSummary | null>(null);
  const call = summary?.call ?? 'quote';
  const confirmText =
    summary?.call === 'entrust'
      ? summary.rest > 0
        ? t('entrust.confirmBoth', { count: summary.fillNow })
        : t('entrust.confirmBuy', { count: summary.fillNow })
      : t('collectionBids.confirm');
  const traitPart = trait.traitType ? { trait_type: trait.traitType, trait_value: trait.traitValue } : {};
  return (
    <BidForm
      symbol={symbol}
      title={t('collectionBids.sheetTitle', { name })}
      confirmText={confirmText}
      intro={<TraitChoice symbol={symbol} trait={trait} onChange={setTrait} />}
      maxQuantity={BID_MAX_QUANTITY}
      draft={`bid.${symbol}`}
      submit={async (body) => {
        // a half-chosen trait is not a collection bid: the user finishes choosing first
        if (trait.traitType && !trait.traitValue)
          return { ok: false, error: new Error(t('collectionBids.chooseValue')) };
        const outcome = await (call === 'entrust' ? entrust : make).run({ symbol, ...body, ...traitPart });
        if (outcome.ok) flow.setPlaced(outcome.data);
        return outcome;
      }}
      busy={make.busy || entrust.busy}
      error={make.error ?? entrust.error}
      onClose={flow.close}
      extra={(draft) => <LivePreview symbol={symbol} erc={erc} draft={draft} trait={trait} onSummary={setSummary} />}
      testIdPrefix="collection-bid"
    />
  );
}

interface CollectionBidSheetProps {
  flow: CollectionBidsFlow;
  symbol: string;
  erc: NftErcType;
  name: string;
}

/**
 * "Place a bid" on a collection: on every token, or on the tokens with one trait value; up to N at or below a price,
 * until an expiry (the shared BidForm). The preview under the form says what it buys at once (listings at or below
 * the price) and what stands, so a plain bid and an entrustment order are one form whose button says which it places
 * (quote_make when it only stands, entrustment_make when it buys at once); after placing, what it did.
 */
export function CollectionBidSheet(props: CollectionBidSheetProps) {
  if (props.flow.target) return <Composer {...props} />;
  return <Placed flow={props.flow} />;
}
