import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import type { MarketEvent } from '@/contract/nftMarket/types';
import { rememberPath } from '@/session/loginRedirect';
import { useLoggedIn } from '@/session/useLoggedIn';
import { formatDateTime } from '@/shared/lib/time';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Page } from '@/shared/ui/Page';
import { Money } from '@/shared/ui/Money';
import { Row } from '@/shared/ui/Row';
import { Segmented } from '@/shared/ui/Segmented';
import { userState } from '@/state/user';
import { RecordItem } from '../components/RecordItem';
import { RecordPages } from '../components/RecordPages';
import { useMyActivity } from '../hooks';
import { goodsHref } from '../model';
import {
  ACTIVITY_FILTERS,
  activityCounterparty,
  activityKindsOf,
  activityLabel,
  oneOf,
  type ActivityFilter,
} from '../records';
import { liveTopic, useMarketLive } from '../live';

function ActivityRow({ event, myPayId }: { event: MarketEvent; myPayId: string | null }) {
  const { t, i18n } = useTranslation('market');
  const label = activityLabel(event, myPayId);
  const other = activityCounterparty(event, myPayId);
  const name = event.name || `#${event.token_id}`;
  return (
    <Row
      testId="my-activity-row"
      data-kind={label}
      title={
        <RecordItem
          image={event.image}
          name={name}
          // events do not say the token's standard; both detail routes open the same page
          href={goodsHref({ ...event, erc_type: 'ERC721' })}
          lines={[
            <>
              <strong>{t(`records.activity.label.${label}`)}</strong>
              {other
                ? ` · ${t(label === 'sold' ? 'records.activity.soldTo' : 'records.activity.boughtFrom', { name: other })}`
                : null}
              {event.quantity > 1 ? ` · ${t('records.activity.editions', { count: event.quantity })}` : null}
            </>,
            event.collection_name,
            formatDateTime(event.created_at, i18n.language),
          ]}
        />
      }
      value={
        event.price && event.price_symbol ? (
          <Money kind="price" value={event.price} symbol={event.price_symbol} />
        ) : undefined
      }
    />
  );
}

function ActivityList({ filter }: { filter: ActivityFilter }) {
  const { t } = useTranslation('market');
  const myPayId = useSnapshot(userState).userInfo?.pay_id ?? null;
  const kinds = activityKindsOf(filter);
  const usePage = (page: number) => useMyActivity(kinds, page);
  return (
    <RecordPages
      usePage={usePage}
      keyOf={(event) => event.id}
      renderRow={(event) => <ActivityRow event={event} myPayId={myPayId} />}
      empty={<EmptyState text={filter === 'all' ? t('records.activity.empty') : t('records.orders.emptyOf')} />}
      testId="my-activity"
    />
  );
}

/**
 * /nft/nftRecords ("My activity"; sign-in on mobile): what the caller listed, re-priced, delisted,
 * sold and bought, newest first, with a filter by kind (in the URL, so a way back keeps it) and infinite scroll.
 * A visitor on a desktop is asked to log in.
 */
export default function MyActivityPage() {
  const { t } = useTranslation('market');
  const loggedIn = useLoggedIn();
  useMarketLive([loggedIn ? liveTopic.me : '']);
  const [location, navigate] = useLocation();
  const filter = oneOf(ACTIVITY_FILTERS, new URLSearchParams(useSearch()).get('kind'));
  if (!loggedIn)
    return (
      <Page title={t('records.activity.title')}>
        <EmptyState text={t('records.activity.signedOut')} />
        <ButtonLink href="/login" variant="primary" block onClick={() => rememberPath(location)}>
          {t('header.login', { ns: 'common' })}
        </ButtonLink>
      </Page>
    );
  return (
    <Page title={t('records.activity.title')}>
      <div className="records-stack">
        <Segmented
          label={t('records.activity.filter')}
          size="sm"
          value={filter}
          onChange={(next) => navigate(next === 'all' ? location : `${location}?kind=${next}`, { replace: true })}
          options={ACTIVITY_FILTERS.map((value) => ({
            value,
            label:
              value === 'all'
                ? t('records.activity.all')
                : value === 'sale'
                  ? t('records.activity.sales')
                  : t(`records.activity.label.${value}`),
          }))}
          testId="my-activity-filter"
        />
        <div className="records-bar">
          <ButtonLink href="/nft/nftRecordPageOrder" variant="secondary" size="sm" data-testid="activity-orders">
            {t('route.nft_nftRecordPageOrder', { ns: 'common' })}
          </ButtonLink>
          <ButtonLink href="/nft/nftRecords/offerList" variant="secondary" size="sm" data-testid="activity-offers">
            {t('route.nft_nftRecords_offerList', { ns: 'common' })}
          </ButtonLink>
        </div>
        <ActivityList key={filter} filter={filter} />
      </div>
    </Page>
  );
}
