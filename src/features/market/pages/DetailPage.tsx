import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import type { GoodsInfo } from '@/contract';
import { rememberPath } from '@/session/loginRedirect';
import { isLoggedIn } from '@/session/session';
import { useLoggedIn } from '@/session/useLoggedIn';
import { Banner } from '@/shared/ui/Banner';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Dialog } from '@/shared/ui/Dialog';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Icon } from '@/shared/ui/Icon';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { Page, type PagePrimary } from '@/shared/ui/Page';
import { ShareButton } from '@/shared/ui/ShareButton';
import { Sheet } from '@/shared/ui/Sheet';
import { Skeleton } from '@/shared/ui/Skeleton';
import { ActivityList } from '../components/ActivityList';
import { DetailAbout, DetailListings, DetailPrice } from '../components/DetailFacts';
import { CollectionName, GoodsImage } from '../components/GoodsCard';
import { GoodsTraits } from '../components/GoodsTraits';
import { ItemOffers } from '../components/ItemOffers';
import { SellSheet } from '../components/SellSheet';
import { SellNow } from '../components/SellNow';
import { useFavorite, useGoodsInfo, useListing } from '../hooks';
import { buyHref, collectionHref } from '../model';
import './DetailPage.css';
import { liveTopic, useMarketLive } from '../live';
import { buyableListing, detailActions, ownListing, type DetailAction } from '../detailActions';
import { MARKET_ICONS } from '../icons';

/**
 * /nft/detail721 and /nft/detail1155 (`?symbol=&token_id=`): a token's picture (tap to zoom), collection, owners,
 * traits with rarity, price and its USD value, listings, activity, and the actions that fit the viewer: buy, list,
 * change the price, delist, favourite, share.
 */
export default function DetailPage() {
  const { t } = useTranslation('market');
  const query = new URLSearchParams(useSearch());
  const symbol = query.get('symbol')?.trim().toUpperCase() ?? '';
  const tokenId = query.get('token_id')?.trim() ?? '';
  const [location, navigate] = useLocation();
  const info = useGoodsInfo(symbol, tokenId);
  const loggedIn = useLoggedIn();
  useMarketLive([liveTopic.token(symbol, tokenId), loggedIn ? liveTopic.me : '']);
  const { delist } = useListing();
  const favorite = useFavorite();
  const [zoom, setZoom] = useState(false);
  const [selling, setSelling] = useState<'new' | 'change' | null>(null);
  // `?sell=1` (the wallet's "List for sale"): the listing sheet opens once the token shows it is the viewer's to list
  const [sellAsked, setSellAsked] = useState(query.get('sell') === '1');
  const [confirmDelist, setConfirmDelist] = useState(false);
  const [making, setMaking] = useState(false);
  // Buy: the buy screen's code loads behind the button's progress (a slow network inside Telegram shows it)
  const [opening, setOpening] = useState(false);

  const goods = info.data;
  if (sellAsked && goods) {
    setSellAsked(false);
    if (!ownListing(goods) && goods.mine && goods.mine.listable > 0) setSelling('new');
  }
  const toLogin = () => {
    rememberPath(`${location}?${query.toString()}`);
    navigate('/login');
  };
  const signedIn = (act: () => void) => () => (isLoggedIn() ? act() : toLogin());
  const action = (kind: DetailAction | null, goods: GoodsInfo): PagePrimary | null => {
    switch (kind) {
      case 'change':
        return { text: t('sell.changeTitle'), onClick: () => setSelling('change'), testId: 'detail-change' };
      case 'delist':
        return {
          text: t('sell.delist'),
          onClick: () => setConfirmDelist(true),
          destructive: true,
          testId: 'detail-delist',
        };
      case 'sell':
        return { text: t('sell.title'), onClick: () => setSelling('new'), testId: 'detail-sell' };
      case 'buy':
        return {
          text: t('buy.buy'),
          busy: opening,
          onClick: signedIn(() => {
            const listing = buyableListing(goods);
            if (!listing || opening) return;
            setOpening(true);
            void import('./BuyPage')
              .then(() => navigate(buyHref(goods, listing.order_no)))
              .finally(() => setOpening(false));
          }),
          testId: 'detail-buy',
        };
      case 'offer':
        return { text: t('offers.make'), onClick: signedIn(() => setMaking(true)), testId: 'detail-offer' };
      default:
        return null;
    }
  };
  const actions = goods ? detailActions(goods) : null;
  const primary = goods && actions ? action(actions.main, goods) : null;
  // the second action beside the main one (Delist beside Change price, Make offer beside Buy): Telegram's secondary
  // button inside Telegram
  const secondary = goods && actions ? action(actions.secondary, goods) : null;

  const toggleFavorite = () => {
    if (!goods) return;
    if (!isLoggedIn()) return toLogin();
    const body = { symbol: goods.symbol, token_id: goods.token_id };
    void (goods.favorite ? favorite.remove.run(body) : favorite.add.run(body));
  };

  if (!goods) {
    return (
      <Page title={t('detail.title')}>
        {info.isError ? (
          info.error.code === 33040 ? (
            <EmptyState text={t('detail.notFound')} />
          ) : (
            <LoadFailed onRetry={() => void info.refetch()} busy={info.isFetching} />
          )
        ) : (
          <div className="goods-detail">
            <Skeleton height={320} radius={16} />
            <Skeleton height={24} width="60%" />
            <Skeleton height={64} />
          </div>
        )}
      </Page>
    );
  }

  const own = ownListing(goods);
  const name = goods.name || `#${goods.token_id}`;
  return (
    <Page title={name} primary={primary} secondary={secondary} wide>
      <div className="goods-detail">
        <button
          type="button"
          className="goods-detail__media"
          onClick={() => setZoom(true)}
          aria-label={t('detail.zoom')}
        >
          <GoodsImage src={goods.image} alt={name} eager />
        </button>
        <div className="goods-detail__info">
          <Link
            href={collectionHref(goods.symbol)}
            className="goods-detail__collection"
            data-testid="detail-collection"
          >
            <CollectionName name={goods.collection_name} verified={goods.verified} />
          </Link>
          <div className="goods-detail__tools">
            <Button
              variant="secondary"
              size="sm"
              onClick={toggleFavorite}
              aria-pressed={goods.favorite}
              busy={favorite.add.busy || favorite.remove.busy}
              data-testid="detail-favorite"
            >
              <Icon path={MARKET_ICONS.heart} size={16} />
              {t('detail.favorites', { count: goods.favorite_count })}
            </Button>
            <ShareButton
              target={{ kind: 'item', symbol: goods.symbol, token_id: goods.token_id }}
              title={name}
              story={Boolean(goods.image)}
              icon={<Icon path={MARKET_ICONS.share} size={16} />}
            />
          </div>
          {!goods.verified ? (
            <Banner tone="warn" title={t('trust.unverifiedTitle')}>
              {t('trust.unverified')}
            </Banner>
          ) : null}
          {goods.collection.spam ? (
            <Banner tone="danger" title={t('trust.spamTitle')}>
              {t('trust.spam')}
            </Banner>
          ) : null}
          <DetailPrice goods={goods} onDelist={null} />
          <SellNow goods={goods} />
          <DetailAbout goods={goods} />
        </div>
      </div>
      <DetailListings goods={goods} />
      <ItemOffers goods={goods} onSignIn={toLogin} making={making} setMaking={setMaking} />
      {goods.erc_type === 'ERC1155' ? (
        <ButtonLink
          href={`/nft/detail1156?symbol=${encodeURIComponent(goods.symbol)}&token_id=${encodeURIComponent(goods.token_id)}`}
          variant="ghost"
          data-testid="detail-editions"
        >
          {t('editions.all')}
        </ButtonLink>
      ) : null}
      <h2 className="goods-detail__section">{t('traits.title')}</h2>
      <GoodsTraits symbol={goods.symbol} traits={goods.traits} />
      <h2 className="goods-detail__section">{t('activity.title')}</h2>
      <ActivityList symbol={goods.symbol} tokenId={goods.token_id} />

      <Sheet open={zoom} onClose={() => setZoom(false)} title={name} variant="dialog">
        <GoodsImage src={goods.image} alt={name} eager />
      </Sheet>
      {selling ? (
        <SellSheet goods={goods} listing={selling === 'change' ? own : null} onClose={() => setSelling(null)} />
      ) : null}
      <Dialog
        open={confirmDelist}
        onClose={() => setConfirmDelist(false)}
        title={t('sell.delistTitle')}
        confirmText={t('sell.delist')}
        confirmLoading={delist.busy}
        onConfirm={() => {
          if (!own) return;
          void delist.run({ order_no: own.order_no }).then(() => setConfirmDelist(false));
        }}
      >
        {t('sell.delistText')}
      </Dialog>
    </Page>
  );
}
