import { useLoggedIn } from '@/session/useLoggedIn';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Dialog } from '@/shared/ui/Dialog';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { Page, type PagePrimary } from '@/shared/ui/Page';
import { Segmented } from '@/shared/ui/Segmented';
import { FavoriteCollections } from '../components/FavoriteCollections';
import { FavoriteGoods } from '../components/FavoriteGoods';
import { MostFavorited } from '../components/MostFavorited';
import { useFavoriteGoods, useFavoriteRemoval, useFavoriteSymbols } from '../hooks';
import { FAVORITE_TABS, oneOf, toggleKey } from '../records';
import '../components/Records.css';
import { liveTopic, useMarketLive } from '../live';

/**
 * /nft/favorite (sign-in): the caller's favourite NFTs (a grid, filtered by collection, select mode to remove several)
 * and favourite collections; with none yet, the most favourited NFTs. Tab and collection live in the URL.
 */
export default function FavoritePage() {
  const { t } = useTranslation('market');
  const loggedIn = useLoggedIn();
  useMarketLive([loggedIn ? liveTopic.me : '']);
  const [location, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const tab = oneOf(FAVORITE_TABS, query.get('tab'));
  const symbols = useFavoriteSymbols();
  const wanted = query.get('symbol') ?? '';
  // a collection whose last favourite was removed is no longer a choice
  const symbol = !symbols.data || symbols.data.symbols.some((entry) => entry.symbol === wanted) ? wanted : '';
  const first = useFavoriteGoods(symbol, 1);
  const { batch } = useFavoriteRemoval();
  const [selecting, setSelecting] = useState(false);
  const [keys, setKeys] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);

  const go = (next: { tab?: string; symbol?: string }) => {
    const params = new URLSearchParams();
    if ((next.tab ?? tab) !== 'nfts') params.set('tab', next.tab ?? tab);
    else if (next.symbol ?? symbol) params.set('symbol', next.symbol ?? symbol);
    const text = params.toString();
    navigate(text ? `${location}?${text}` : location, { replace: true });
    setSelecting(false);
    setKeys(new Set());
  };
  const remove = async () => {
    const outcome = await batch.run([...keys]);
    setConfirming(false);
    if (outcome.ok) {
      setKeys(new Set());
      setSelecting(false);
    }
  };

  const total = first.data?.count ?? null;
  const primary: PagePrimary | null =
    tab === 'nfts' && selecting
      ? {
          text: t('favorite.removeSelected', { count: keys.size }),
          onClick: () => setConfirming(true),
          disabled: keys.size === 0,
          destructive: true,
          testId: 'favorite-remove-selected',
        }
      : null;

  const nfts = (() => {
    if (first.isError && !first.data)
      return <LoadFailed onRetry={() => void first.refetch()} busy={first.isFetching} />;
    if (total === 0 && symbol === '')
      return (
        <>
          <EmptyState text={t('favorite.empty')} />
          <ButtonLink href="/nft/search" variant="secondary" block>
            {t('favorite.browse')}
          </ButtonLink>
          <MostFavorited />
        </>
      );
    return (
      <>
        {symbols.data && symbols.data.symbols.length > 1 ? (
          <Segmented
            label={t('favorite.filter')}
            size="sm"
            value={symbol}
            onChange={(value) => go({ symbol: value })}
            options={[
              { value: '', label: t('favorite.all') },
              ...symbols.data.symbols.map((entry) => ({
                value: entry.symbol,
                label: t('favorite.collectionCount', { name: entry.name, count: entry.count }),
              })),
            ]}
            testId="favorite-filter"
          />
        ) : null}
        <div className="records-bar">
          <p className="records-hint" aria-live="polite" data-testid="favorite-count">
            {selecting
              ? keys.size
                ? t('favorite.selected', { count: keys.size })
                : t('favorite.selectHint')
              : total === null
                ? '\u00a0'
                : t('favorite.count', { count: total })}
          </p>
          <Button
            size="sm"
            variant={selecting ? 'primary' : 'secondary'}
            onClick={() => {
              setSelecting(!selecting);
              setKeys(new Set());
            }}
            aria-pressed={selecting}
            data-testid="favorite-select-mode"
          >
            {selecting ? t('favorite.done') : t('favorite.select')}
          </Button>
        </div>
        <FavoriteGoods
          key={symbol}
          symbol={symbol}
          total={total}
          selection={{ on: selecting, keys, toggle: (key) => setKeys((now) => toggleKey(now, key)) }}
        />
      </>
    );
  })();

  return (
    <Page title={t('favorite.title')} primary={primary} wide>
      <div className="records-stack">
        <Segmented
          label={t('favorite.tabs')}
          value={tab}
          onChange={(value) => go({ tab: value })}
          options={FAVORITE_TABS.map((value) => ({ value, label: t(`favorite.${value}`) }))}
          testId="favorite-tabs"
        />
        {tab === 'nfts' ? nfts : <FavoriteCollections />}
      </div>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('favorite.confirmTitle', { count: keys.size })}
        confirmText={t('favorite.remove')}
        confirmLoading={batch.busy}
        onConfirm={() => void remove()}
      >
        {t('favorite.confirmText')}
      </Dialog>
    </Page>
  );
}
