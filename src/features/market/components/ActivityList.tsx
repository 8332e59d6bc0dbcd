import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { MarketEvent, MarketEventKind, MarketEventsReq } from '@/contract/nftMarket/types';
import { formatDateTime } from '@/shared/lib/time';
import { EmptyState } from '@/shared/ui/EmptyState';
import { List } from '@/shared/ui/List';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { LoadMore } from '@/shared/ui/LoadMore';
import { Price } from '@/shared/ui/Price';
import { Row } from '@/shared/ui/Row';
import { Segmented } from '@/shared/ui/Segmented';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useActivity } from '../hooks';
import { goodsHref, marketUserName } from '../model';

const PAGE_SIZE = 10;
type KindFilter = 'all' | MarketEventKind;

/** One event: what happened (with the token when the feed spans a collection), price, who, when. */
function EventRow({ event, showToken }: { event: MarketEvent; showToken: boolean }) {
  const { t, i18n } = useTranslation('market');
  const who =
    event.kind === 'sale'
      ? t('activity.fromTo', {
          from: event.from ? marketUserName(event.from) : '—',
          to: event.to ? marketUserName(event.to) : '—',
        })
      : event.from
        ? marketUserName(event.from)
        : '';
  return (
    <Row
      data-testid="activity-row"
      data-kind={event.kind}
      title={
        <span>
          <strong>{t(`activity.kind.${event.kind}`)}</strong>
          {showToken ? (
            <>
              {' · '}
              <Link href={goodsHref({ ...event, erc_type: 'ERC721' })}>{event.name}</Link>
            </>
          ) : null}
        </span>
      }
      subtitle={[who, formatDateTime(event.created_at, i18n.language)].filter(Boolean).join(' · ')}
      value={event.price && event.price_symbol ? <Price value={event.price} coin={event.price_symbol} /> : undefined}
    />
  );
}

function ActivityPage(props: { request: MarketEventsReq; page: number; last: boolean; onMore: () => void }) {
  const { t } = useTranslation('market');
  const query = useActivity({ ...props.request, page: props.page, page_size: PAGE_SIZE });
  if (query.isPending) return <Skeleton height={56} />;
  if (query.isError && !query.data) return <LoadFailed onRetry={() => void query.refetch()} busy={query.isFetching} />;
  const data = query.data!;
  if (props.page === 1 && data.count === 0) return <EmptyState text={t('activity.empty')} />;
  return (
    <>
      <List>
        {data.list.map((event) => (
          <EventRow key={event.id} event={event} showToken={!props.request.token_id} />
        ))}
      </List>
      {props.last && data.count > props.page * PAGE_SIZE ? <LoadMore onMore={props.onMore} /> : null}
    </>
  );
}

/**
 * The activity feed of a collection or a token (listings, price changes, delistings, sales), newest first, with a
 * filter by kind and infinite scroll.
 */
export function ActivityList({ symbol, tokenId }: { symbol: string; tokenId?: string }) {
  const { t } = useTranslation('market');
  const [kind, setKind] = useState<KindFilter>('all');
  const [pages, setPages] = useState(1);
  const request: MarketEventsReq = {
    symbol,
    ...(tokenId ? { token_id: tokenId } : {}),
    ...(kind === 'all' ? {} : { kinds: [kind] }),
  };
  return (
    <section className="market-activity" data-testid="activity">
      <Segmented
        label={t('activity.filter')}
        size="sm"
        value={kind}
        onChange={(next) => {
          setKind(next);
          setPages(1);
        }}
        options={(['all', 'sale', 'list', 'change', 'delist'] as const).map((value) => ({
          value,
          label: value === 'all' ? t('activity.all') : t(`activity.kind.${value}`),
        }))}
      />
      {Array.from({ length: pages }, (_, index) => (
        <ActivityPage
          key={`${kind}-${index}`}
          request={request}
          page={index + 1}
          last={index + 1 === pages}
          onMore={() => setPages(index + 2)}
        />
      ))}
    </section>
  );
}
