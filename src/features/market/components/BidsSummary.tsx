import { useTranslation } from 'react-i18next';
import type { BidsSummary as Summary } from '@/contract/offer/types';
import { Banner } from '@/shared/ui/Banner';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { List } from '@/shared/ui/List';
import { Money } from '@/shared/ui/Money';
import { Row } from '@/shared/ui/Row';
import { QueryState, type QueryLike } from '@/shared/ui/QueryState';
import { Skeleton } from '@/shared/ui/Skeleton';
import { topUpHref } from '../offerList';
import './Bids.css';

/**
 * The caller's open bids beside their balance: bids freeze nothing, so one available balance backs them all and is
 * checked when one fills. When some cannot be paid now, a warning says so, with the way to top up.
 */
export function BidsSummary({ query }: { query: QueryLike<Summary> }) {
  const { t } = useTranslation('market');
  return (
    <QueryState
      query={query}
      // a stale balance beside the bids would mislead: a failed refetch says so
      keepData={false}
      failedTitle={t('offerList.summary.failed')}
      skeleton={
        <div aria-busy="true" data-testid="bids-summary-loading">
          <Skeleton height={112} radius={14} />
        </div>
      }
    >
      {(summary) => <SummaryCard summary={summary} />}
    </QueryState>
  );
}

function SummaryCard({ summary }: { summary: Summary }) {
  const { t } = useTranslation('market');
  const money = (value: string, testId: string) => (
    <Money kind="balance" value={value} symbol={summary.price_symbol} testId={testId} />
  );
  return (
    <>
      {summary.unfunded_count > 0 ? (
        <Banner
          tone="warn"
          title={t('offerList.summary.unfundedTitle', { count: summary.unfunded_count })}
          testId="bids-unfunded"
        >
          <p className="bids-summary__text">{t('offerList.summary.unfundedText')}</p>
          <ButtonLink href={topUpHref(summary.price_symbol)} size="sm" variant="primary" data-testid="bids-top-up">
            {t('offerList.topUp')}
          </ButtonLink>
        </Banner>
      ) : null}
      <List testId="bids-summary" footer={t('offerList.summary.note')}>
        <Row title={t('offerList.summary.available')} value={money(summary.available, 'bids-available')} />
        <Row
          title={t('offerList.summary.open', { count: summary.open_count })}
          subtitle={t('offerList.summary.openHint')}
          value={money(summary.open_total, 'bids-open-total')}
          testId="bids-open"
        />
      </List>
    </>
  );
}
