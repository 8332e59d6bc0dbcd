import { useTranslation } from 'react-i18next';
import type { CollectionSummary } from '@/contract/nftMarket/types';
import { Button } from '@/shared/ui/Button';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Money } from '@/shared/ui/Money';
import { Row } from '@/shared/ui/Row';
import { useFavoriteCollections, useFavoriteRemoval } from '../hooks';
import { collectionHref } from '../model';
import { RecordItem } from './RecordItem';
import { RecordPages } from './RecordPages';

function CollectionRow({ collection }: { collection: CollectionSummary }) {
  const { t } = useTranslation('market');
  const { collection: remove } = useFavoriteRemoval();
  return (
    <Row
      testId="favorite-collection-row"
      data-symbol={collection.symbol}
      title={
        <RecordItem
          image={collection.image}
          name={collection.name || collection.symbol}
          href={collectionHref(collection.symbol)}
          lines={[
            collection.floor_price ? (
              <>
                {t('favorite.floor')}{' '}
                <strong>
                  <Money kind="price" value={collection.floor_price} symbol={collection.price_symbol} />
                </strong>
              </>
            ) : (
              t('favorite.noFloor')
            ),
          ]}
        />
      }
      after={
        <Button
          size="sm"
          variant="danger"
          busy={remove.busy}
          onClick={() => void remove.run({ symbol: collection.symbol })}
          aria-label={t('favorite.removeNamed', { name: collection.name || collection.symbol })}
          data-testid="favorite-collection-remove"
        >
          {t('favorite.remove')}
        </Button>
      }
    />
  );
}

/** The caller's favourite collections: each leads to its page and can be taken out of the favourites. */
export function FavoriteCollections() {
  const { t } = useTranslation('market');
  const usePage = (page: number) => useFavoriteCollections(page);
  return (
    <RecordPages
      usePage={usePage}
      keyOf={(collection) => collection.symbol}
      renderRow={(collection) => <CollectionRow collection={collection} />}
      empty={<EmptyState text={t('favorite.emptyCollections')} />}
      testId="favorite-collections"
    />
  );
}
