import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/Button';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { Segmented } from '@/shared/ui/Segmented';
import { useTraits } from '../hooks';
import { chosenTraits } from '../collectionModel';
import { searchRequest, searchToQuery, toggleTrait, type SearchState } from '../model';
import { SearchResults } from './SearchResults';
import { SortSelect } from './SortSelect';
import { SweepTools } from './SweepTools';
import { TraitExplorer } from './TraitExplorer';
import './CollectionItems.css';

/**
 * A collection's items: the trait explorer (beside the grid on wide screens, above it on phones), listed or all, the
 * order, and the virtualised grid of the search for this collection. Every choice goes to the page's URL at once.
 */
export function CollectionItems({
  symbol,
  state,
  onChange,
}: {
  symbol: string;
  state: SearchState;
  onChange: (next: SearchState) => void;
}) {
  const { t } = useTranslation('market');
  const traits = useTraits(symbol);
  const chosen = chosenTraits(state);
  return (
    <div className="collection-items">
      <aside className="collection-items__traits">
        {traits.isError && !traits.data ? (
          <LoadFailed onRetry={() => void traits.refetch()} busy={traits.isFetching} />
        ) : (
          <TraitExplorer
            traits={traits.data?.traits ?? null}
            selected={state.traits}
            onToggle={(type, value) => onChange(toggleTrait(state, type, value))}
          />
        )}
        {chosen ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange({ ...state, traits: {} })}
            data-testid="collection-clear-traits"
          >
            {t('collection.items.clearTraits', { count: chosen })}
          </Button>
        ) : null}
      </aside>
      <div className="collection-items__results">
        <div className="collection-items__tools">
          <Segmented
            label={t('filter.status')}
            size="sm"
            value={state.status}
            onChange={(status) => onChange({ ...state, status })}
            options={[
              { value: 'listed', label: t('filter.buyNow') },
              { value: 'all', label: t('filter.all') },
            ]}
            testId="collection-status"
          />
          <SortSelect value={state.sort} onChange={(sort) => onChange({ ...state, sort })} />
          <SweepTools request={searchRequest(state)} />
        </div>
        <SearchResults
          key={searchToQuery(state)}
          request={searchRequest(state)}
          emptyText={t('collection.items.empty')}
        />
      </div>
    </div>
  );
}
