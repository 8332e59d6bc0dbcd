import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketSort } from '@/contract/nftMarket/types';
import { Button } from '@/shared/ui/Button';
import { Field } from '@/shared/ui/Field';
import { Icon } from '@/shared/ui/Icon';
import { Page } from '@/shared/ui/Page';
import { Segmented } from '@/shared/ui/Segmented';
import { SearchFilters } from '../components/SearchFilters';
import { SearchResults } from '../components/SearchResults';
import { SortSelect } from '../components/SortSelect';
import { SweepTools, useCartPrimary } from '../components/SweepTools';
import { activeFilters, SEARCH_TABS, searchRequest, searchToQuery, tabOf, withTab } from '../model';
import { useSearchState } from '../useSearchState';
import './SearchPage.css';
import { liveTopic, useMarketLive } from '../live';
import { MARKET_ICONS } from '../icons';

/** How long typing rests before the search runs. */
const TYPE_PAUSE_MS = 350;

/**
 * /nft/search: words, sort and filters, all in the URL; results in a virtualised grid, 12 a page.
 */
export default function SearchPage() {
  const { t } = useTranslation('market');
  const [state, setState] = useSearchState();
  const [title, setTitle] = useState(state.title);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filters = activeFilters(state);
  const cartPrimary = useCartPrimary();
  useMarketLive(state.symbols.length ? state.symbols.map(liveTopic.collection) : [liveTopic.market]);

  // the typed words reach the URL once typing rests
  useEffect(() => {
    if (title.trim() === state.title) return;
    const timer = setTimeout(() => setState({ ...state, title }), TYPE_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [title, state, setState]);

  const request = searchRequest(state);
  return (
    <Page title={t('search.title')} wide primary={cartPrimary}>
      <div className="search-bar">
        <Field
          label={t('search.label')}
          type="search"
          placeholder={t('search.placeholder')}
          value={title}
          maxLength={64}
          onChange={(event) => setTitle(event.target.value)}
          data-testid="search-title"
        />
        <div className="search-bar__tools">
          <SortSelect value={state.sort} onChange={(sort: MarketSort) => setState({ ...state, sort })} />
          <Button variant="secondary" onClick={() => setFiltersOpen(true)} data-testid="search-filters">
            <Icon path={MARKET_ICONS.filter} size={18} />
            {filters ? t('filter.buttonCount', { count: filters }) : t('filter.button')}
          </Button>
        </div>
      </div>
      <Segmented
        label={t('search.tabs')}
        size="sm"
        value={tabOf(state)}
        onChange={(tab) => setState(withTab(state, tab))}
        options={SEARCH_TABS.map((tab) => ({ value: tab, label: t(`search.tab.${tab}`) }))}
        testId="search-tabs"
      />
      <SweepTools request={request} />
      <SearchResults key={searchToQuery(state)} request={request} />
      <SearchFilters open={filtersOpen} onClose={() => setFiltersOpen(false)} state={state} onApply={setState} />
    </Page>
  );
}
