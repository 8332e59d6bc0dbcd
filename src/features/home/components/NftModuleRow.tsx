import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { NftModule } from '@/contract/types';
import { formatCardPrice } from '../model';

/** One server NFT module: a titled row of cards (image, title, collection, price with coin). */
export function NftModuleRow({ module }: { module: NftModule }) {
  const { t } = useTranslation('home');
  return (
    <section className="home-section" aria-labelledby={`nft-module-${module.id}`}>
      <header className="home-section__head">
        <h2 id={`nft-module-${module.id}`}>{module.title}</h2>
        <Link href="/nft/search" className="home-section__more">
          {t('viewAll')}
        </Link>
      </header>
      <ul className="home-nft-row">
        {module.list.map((item) => (
          <li key={item.id} className="home-nft-card">
            <Link href={`/nft/symbolDetail?symbol=${encodeURIComponent(item.symbol)}`} className="home-nft-card__link">
              <span className="home-nft-card__media">
                <img src={item.image} alt={item.title} loading="lazy" />
              </span>
              <span className="home-nft-card__body">
                <span className="home-nft-card__title">{item.title}</span>
                <span className="home-nft-card__symbol">{item.symbol}</span>
                <span className="home-nft-card__price">
                  <span className="home-nft-card__label">{t('price')}</span>
                  <strong>
                    {formatCardPrice(item.price)} <small>{item.coin}</small>
                  </strong>
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
