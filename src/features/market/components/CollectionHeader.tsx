import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CollectionDetail } from '@/contract/nftMarket/types';
import { Banner } from '@/shared/ui/Banner';
import { Button } from '@/shared/ui/Button';
import { ShareButton } from '@/shared/ui/ShareButton';
import { Icon } from '@/shared/ui/Icon';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useChainLabel } from '@/shared/lib/chains';
import { percent } from '../model';
import { GoodsImage } from './GoodsCard';
import './CollectionHeader.css';
import { MARKET_ICONS } from '../icons';

/** The banner; one that fails to load leaves the plain band (it only decorates). */
function CollectionBanner({ src }: { src: string }) {
  const [failed, setFailed] = useState(!src);
  return (
    <div className="collection-header__banner">
      {failed ? null : (
        <img src={src} alt="" width={1200} height={400} decoding="async" onError={() => setFailed(true)} />
      )}
    </div>
  );
}

/**
 * A collection's header: banner, cover, name with its verified mark, network, standard and royalty, the favourite
 * toggle, the description, and the warnings a buyer must see (unverified, spam).
 */
export function CollectionHeader({
  collection,
  onFavorite,
  favoriteBusy,
}: {
  collection: CollectionDetail;
  onFavorite: () => void;
  favoriteBusy: boolean;
}) {
  const { t } = useTranslation('market');
  const chainName = useChainLabel();
  return (
    <header className="collection-header" data-testid="collection-header">
      <CollectionBanner src={collection.banner} />
      <div className="collection-header__identity">
        <span className="collection-header__cover">
          <GoodsImage src={collection.image} alt={collection.name} eager />
        </span>
        <div className="collection-header__names">
          <h2 className="collection-header__name" data-testid="collection-name">
            {collection.name}
            {collection.verified ? (
              <span className="collection-header__verified" role="img" aria-label={t('goods.verified')}>
                <Icon path={MARKET_ICONS.verified} size={18} />
              </span>
            ) : null}
          </h2>
          <p className="collection-header__facts">
            <span>{chainName(collection.chain_name)}</span>
            <span>{collection.erc_type}</span>
            <span>{t('collection.royalty', { rate: percent(collection.royalty_rate) })}</span>
          </p>
        </div>
        <div className="collection-header__favorite collection-header__actions">
          <Button
            variant="secondary"
            size="sm"
            onClick={onFavorite}
            aria-pressed={collection.favorite}
            busy={favoriteBusy}
            data-testid="collection-favorite"
          >
            <Icon path={MARKET_ICONS.heart} size={16} />
            {collection.favorite ? t('collection.favorited') : t('collection.favorite')}
          </Button>
          <ShareButton
            target={{ kind: 'collection', symbol: collection.symbol }}
            title={collection.name}
            story={Boolean(collection.image)}
            icon={<Icon path={MARKET_ICONS.share} size={16} />}
          />
        </div>
      </div>
      {collection.description ? <p className="collection-header__description">{collection.description}</p> : null}
      {!collection.verified ? (
        <Banner tone="warn" title={t('trust.unverifiedTitle')} testId="collection-unverified">
          {t('trust.unverified')}
        </Banner>
      ) : null}
      {collection.spam ? (
        <Banner tone="danger" title={t('trust.spamTitle')} testId="collection-spam">
          {t('trust.spam')}
        </Banner>
      ) : null}
    </header>
  );
}

/** The header's shape while it loads. */
export function CollectionHeaderSkeleton() {
  return (
    <div className="collection-header" aria-hidden="true">
      <Skeleton height="auto" radius={16} />
      <div className="collection-header__identity">
        <span className="collection-header__cover">
          <Skeleton height="100%" radius={14} />
        </span>
        <div className="collection-header__names">
          <Skeleton height={24} width="70%" />
          <Skeleton height={14} width="45%" />
        </div>
      </div>
    </div>
  );
}
