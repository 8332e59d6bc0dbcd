import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { usePagedQuery } from '@/api/usePagedQuery';
import type { MarketEvent, MarketEventKind, MarketEventsReq } from '@/contract/nftMarket/types';
import { formatDateTime } from '@/shared/lib/time';
import { EmptyState } from '@/shared/ui/EmptyState';
import { PagedList } from '@/shared/ui/PagedList';
import { Money } from '@/shared/ui/Money';
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
      value={
        event.price && event.price_symbol ? (
          <Money kind="price" value={event.price} symbol={event.price_symbol} />
        ) : undefined
      }
    />
  );
}

/**
 * The activity feed of a collection or a token (listings, price changes, delistings, sales), newest first, with a
 * filter by kind and infinite scroll.
 */
export function ActivityList({ symbol, tokenId }: { symbol: string; tokenId?: string }) {
  const { t } = useTranslation('market');
  const [kind, setKind] = useState<KindFilter>('all');
  const request: MarketEventsReq = {
    symbol,
    ...(tokenId ? { token_id: tokenId } : {}),
    ...(kind === 'all' ? {} : { kinds: [kind] }),
  };
  const paged = usePagedQuery(
    function usePage(page: number) {
      return useActivity({ ...request, page, page_size: PAGE_SIZE });
    },
    { pageSize: PAGE_SIZE, keyOf: (event) => event.id, filter: request },
  );
  return (
    <section className="market-activity" data-testid="activity">
      <Segmented
        label={t('activity.filter')}
        size="sm"
        value={kind}
        onChange={setKind}
        options={(['all', 'sale', 'list', 'change', 'delist'] as const).map((value) => ({
          value,
          label: value === 'all' ? t('activity.all') : t(`activity.kind.${value}`),
        }))}
      />
      <PagedList
        paged={paged}
        testId="activity-list"
        skeleton={<Skeleton height={56} />}
        empty={<EmptyState text={t('activity.empty')} />}
        renderItem={(event) => <EventRow event={event} showToken={!tokenId} />}
      />
    </section>
  );
}
