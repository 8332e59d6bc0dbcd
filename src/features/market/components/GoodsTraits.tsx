import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { GoodsTrait } from '@/contract/nftMarket/types';
import { MARKET_COIN, percent } from '../model';
import './GoodsTraits.css';

/** A token's traits: each value with its share of the collection (rarity) and floor; a tap searches that value. */
export function GoodsTraits({ symbol, traits }: { symbol: string; traits: readonly GoodsTrait[] }) {
  const { t } = useTranslation('market');
  if (traits.length === 0) return null;
  return (
    <ul className="goods-traits" data-testid="goods-traits">
      {traits.map((trait) => (
        <li key={trait.trait_type}>
          <Link
            className="goods-traits__item"
            href={`/nft/search?symbol=${encodeURIComponent(symbol)}&status=all&attr=${encodeURIComponent(`${trait.trait_type}:${trait.value}`)}`}
          >
            <span className="goods-traits__type">{trait.trait_type}</span>
            <strong className="goods-traits__value">{String(trait.value)}</strong>
            <span className="goods-traits__meta">
              {t('traits.share', { share: percent(trait.share) })}
              {trait.floor ? ` · ${t('traits.floor', { floor: trait.floor, symbol: MARKET_COIN })}` : ''}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
