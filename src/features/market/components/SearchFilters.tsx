import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidPrice } from '@/shared/lib/validate';
import { Button } from '@/shared/ui/Button';
import { Checkbox } from '@/shared/ui/Checkbox';
import { Field } from '@/shared/ui/Field';
import { List } from '@/shared/ui/List';
import { Segmented } from '@/shared/ui/Segmented';
import { Sheet } from '@/shared/ui/Sheet';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useCollectionRanking, useTraits } from '../hooks';
import { EMPTY_SEARCH, toggleTrait, type SearchState } from '../model';
import { TraitExplorer } from './TraitExplorer';

/**
 * The filter sheet of the search: status, type, price range, collections and, with one collection chosen, its traits
 * (each value with its count and floor). Nothing applies until "Show results"; a wrong price keeps the sheet open with
 * the error under its field and everything typed kept.
 */
export function SearchFilters({
  open,
  onClose,
  state,
  onApply,
}: {
  open: boolean;
  onClose: () => void;
  state: SearchState;
  onApply: (next: SearchState) => void;
}) {
  const { t } = useTranslation('market');
  const [draft, setDraft] = useState(state);
  const [opened, setOpened] = useState(false);
  if (open && !opened) {
    setOpened(true);
    setDraft(state);
  } else if (!open && opened) setOpened(false);
  // asked for when the sheet first opens, not with the search
  const collections = useCollectionRanking(1, 50, open || opened);
  const single = draft.symbols.length === 1 ? draft.symbols[0]! : '';
  const traits = useTraits(open ? single : '');
  const minError = draft.min && !isValidPrice(draft.min) ? t('filter.priceInvalid') : undefined;
  const maxError = draft.max && !isValidPrice(draft.max) ? t('filter.priceInvalid') : undefined;
  const rangeError =
    !minError && !maxError && draft.min && draft.max && Number(draft.min) > Number(draft.max)
      ? t('filter.rangeInvalid')
      : undefined;
  const apply = () => {
    if (minError || maxError || rangeError) return;
    onApply(draft);
    onClose();
  };
  const toggleSymbol = (symbol: string, on: boolean) =>
    setDraft({
      ...draft,
      symbols: on ? [...draft.symbols, symbol] : draft.symbols.filter((s) => s !== symbol),
      // traits belong to one collection
      traits: {},
    });
  return (
    <Sheet
      open={open}
      onClose={onClose}
      title={t('filter.title')}
      footer={
        <div className="search-filters__footer">
          <Button
            variant="secondary"
            onClick={() => setDraft({ ...EMPTY_SEARCH, title: draft.title, sort: draft.sort })}
          >
            {t('filter.reset')}
          </Button>
          <Button variant="primary" onClick={apply} data-testid="filter-apply">
            {t('filter.apply')}
          </Button>
        </div>
      }
    >
      <div className="search-filters">
        <Segmented
          label={t('filter.status')}
          value={draft.status}
          onChange={(status) => setDraft({ ...draft, status })}
          options={[
            { value: 'listed', label: t('filter.buyNow') },
            { value: 'all', label: t('filter.all') },
          ]}
        />
        <Segmented
          label={t('filter.type')}
          value={draft.erc || 'any'}
          onChange={(erc) => setDraft({ ...draft, erc: erc === 'any' ? '' : erc })}
          options={[
            { value: 'any', label: t('filter.anyType') },
            { value: 'ERC721', label: 'ERC-721' },
            { value: 'ERC1155', label: 'ERC-1155' },
          ]}
        />
        <div className="search-filters__range">
          <Field
            label={t('filter.min')}
            inputMode="decimal"
            value={draft.min}
            error={minError}
            onChange={(event) => setDraft({ ...draft, min: event.target.value.trim() })}
            data-testid="filter-min"
          />
          <Field
            label={t('filter.max')}
            inputMode="decimal"
            value={draft.max}
            error={maxError ?? rangeError}
            onChange={(event) => setDraft({ ...draft, max: event.target.value.trim() })}
            data-testid="filter-max"
          />
        </div>
        <List header={t('filter.collections')}>
          {collections.isPending ? <Skeleton height={120} /> : null}
          {(collections.data?.list ?? []).map((collection) => (
            <Checkbox
              key={collection.symbol}
              label={collection.name}
              description={collection.symbol}
              checked={draft.symbols.includes(collection.symbol)}
              onChange={(on) => toggleSymbol(collection.symbol, on)}
              testId={`filter-collection-${collection.symbol}`}
            />
          ))}
        </List>
        {single ? (
          <TraitExplorer
            traits={traits.data?.traits ?? null}
            selected={draft.traits}
            onToggle={(type, value) => setDraft(toggleTrait(draft, type, value))}
          />
        ) : (
          <p className="search-filters__hint">{t('filter.traitsHint')}</p>
        )}
        <Checkbox
          label={t('filter.spam')}
          description={t('filter.spamHint')}
          checked={draft.spam}
          onChange={(spam) => setDraft({ ...draft, spam })}
        />
      </div>
    </Sheet>
  );
}
