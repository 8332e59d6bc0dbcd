import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { usePagedQuery } from '@/api/usePagedQuery';
import type { TicketSummary } from '@/contract/workorder/types';
import { SignInPrompt } from '@/session/SignInPrompt';
import { useLoggedIn } from '@/session/useLoggedIn';
import { formatDateTime } from '@/shared/lib/time';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Page } from '@/shared/ui/Page';
import { PagedList } from '@/shared/ui/PagedList';
import { Row } from '@/shared/ui/Row';
import { Segmented } from '@/shared/ui/Segmented';
import { StatusBadge } from '../components/StatusBadge';
import { useSupportLive, useTicketsPage } from '../hooks';
import { filterOf, TICKET_FILTERS, TICKET_PAGE_SIZE, type TicketFilter } from '../model';
import '../components/support.css';

const FORM_PATH = '/wordOrderForm';

function TicketList({ filter }: { filter: TicketFilter }) {
  const { t, i18n } = useTranslation('support');
  const paged = usePagedQuery(
    function usePage(page: number) {
      return useTicketsPage(filter, page);
    },
    { pageSize: TICKET_PAGE_SIZE, keyOf: (ticket: TicketSummary) => ticket.id, filter },
  );
  return (
    <PagedList
      paged={paged}
      testId="ticket-list"
      failedTitle={t('list.failed')}
      empty={
        <div className="support-stack" data-testid="ticket-empty">
          <EmptyState text={filter === 'all' ? t('list.empty') : t('list.emptyOf')} />
          {filter === 'all' ? (
            <ButtonLink href={FORM_PATH} variant="secondary" block>
              {t('list.new')}
            </ButtonLink>
          ) : null}
        </div>
      }
      renderItem={(ticket) => (
        <Row
          href={`/wordOrderDetail?id=${ticket.id}`}
          testId="ticket-row"
          data-status={ticket.status}
          title={
            <span className="support-row__title">
              <span>{ticket.title}</span>
              <StatusBadge status={ticket.status} />
            </span>
          }
          subtitle={`${ticket.category} · ${t('list.lastReply', {
            time: formatDateTime(ticket.last_reply_at, i18n.language),
          })}`}
        />
      )}
    />
  );
}

/**
 * /wordOrder: the caller's support tickets, newest activity first, filtered by status (in the address), with "New
 * ticket" as the screen's main action. The spec does not mark it sign-in: a visitor is asked to log in.
 */
export default function TicketListPage() {
  const { t } = useTranslation('support');
  const loggedIn = useLoggedIn();
  useSupportLive(loggedIn);
  const [location, navigate] = useLocation();
  const filter = filterOf(new URLSearchParams(useSearch()).get('status'));
  const title = t('route.wordOrder', { ns: 'common' });
  if (!loggedIn) return <SignInPrompt title={title} text={t('signedOut.list')} />;
  return (
    <Page title={title} primary={{ text: t('list.new'), onClick: () => navigate(FORM_PATH), testId: 'ticket-new' }}>
      <div className="support-stack">
        <Segmented
          label={t('list.filter')}
          size="sm"
          wrap
          value={filter}
          onChange={(value) => navigate(value === 'all' ? location : `${location}?status=${value}`, { replace: true })}
          options={TICKET_FILTERS.map((value) => ({ value, label: t(`filter.${value}`) }))}
          testId="ticket-filter"
        />
        <TicketList key={filter} filter={filter} />
      </div>
    </Page>
  );
}
