import { useTranslation } from 'react-i18next';
import { useMostFavorited } from '../hooks';
import { GoodsCard } from './GoodsCard';
import { GoodsSkeletons } from './GoodsSkeletons';
import './Records.css';

/**
 * The most favourited NFTs (public), under an empty favourites list: something to look at for a new user. Nothing
 * is shown while none exist or when they cannot be loaded (the section is a suggestion, not the screen's content).
 */
export function MostFavorited() {
  const { t } = useTranslation('market');
  const ranking = useMostFavorited();
  if (ranking.isError || (ranking.data && ranking.data.list.length === 0)) return null;
  return (
    <section aria-labelledby="most-favorited" data-testid="most-favorited">
      <h2 id="most-favorited" className="records-section-title">
        {t('favorite.popular')}
      </h2>
      <p className="records-hint">{t('favorite.popularHint')}</p>
      {ranking.data ? (
        <ul className="goods-grid__cards goods-columns favorite-popular">
          {ranking.data.list.map((goods) => (
            <GoodsCard key={`${goods.symbol}#${goods.token_id}`} goods={goods} />
          ))}
        </ul>
      ) : (
        <div className="goods-columns favorite-popular">
          <GoodsSkeletons count={4} />
        </div>
      )}
    </section>
  );
}
