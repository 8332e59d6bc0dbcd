import { useTranslation } from 'react-i18next';
import { useHoldVerticalSwipes } from '@/platform/PlatformBridge';
import { Link } from 'wouter';
import type { NftModule } from '@/contract';
import { goodsHref } from '@/shared/lib/marketLinks';
import { Money } from '@/shared/ui/Money';
import { HomeSection } from './HomeSection';
import '@/shared/ui/Tile.css';
import './NftModuleRow.css';

/** One server NFT module: a titled row of cards (image, title, collection, price with coin), each opening its token. */
export function NftModuleRow({ module }: { module: NftModule }) {
  useHoldVerticalSwipes();
  const { t } = useTranslation('home');
  return (
    <HomeSection id={`nft-module-${module.id}`} title={module.title} more={{ href: '/nft/search', text: t('viewAll') }}>
      <ul className="nft-module-row__cards">
        {module.list.map((item) => (
          <li key={item.id} className="nft-card">
            <Link href={goodsHref(item)} className="ui-tile">
              <span className="nft-card__media">
                <img src={item.image} alt={item.title} loading="lazy" />
              </span>
              <span className="nft-card__body">
                <span className="nft-card__title">{item.title}</span>
                <span className="nft-card__symbol">{item.symbol}</span>
                <span className="nft-card__price">
                  <span className="nft-card__label">{item.listed ? t('price') : t('lastSale')}</span>
                  <strong className="nft-card__value">
                    <Money kind="price" value={item.price} symbol={item.coin} />
                  </strong>
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
