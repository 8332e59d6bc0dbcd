import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { Codes } from '@/contract/codes';
import { TICKET_TEXT_MAX } from '@/contract/workorder/limits';
import type { TicketDetail } from '@/contract/workorder/types';
import { SignInPrompt } from '@/session/SignInPrompt';
import { useLoggedIn } from '@/session/useLoggedIn';
import { formatDateTime } from '@/shared/lib/time';
import { Banner } from '@/shared/ui/Banner';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Card } from '@/shared/ui/Card';
import { Dialog } from '@/shared/ui/Dialog';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { Page } from '@/shared/ui/Page';
import { Skeleton } from '@/shared/ui/Skeleton';
import { TextArea } from '@/shared/ui/TextArea';
import { Conversation } from '../components/Conversation';
import { ImagePicker } from '../components/ImagePicker';
import { StatusBadge } from '../components/StatusBadge';
import { useCloseTicket, useReplyTicket, useSupportLive, useTicket } from '../hooks';
import { counter, replyProblem, ticketIdOf } from '../model';
import { useAttachments } from '../useAttachments';
import '../components/support.css';

const FORM_PATH = '/wordOrderForm';

function TicketHead({ ticket }: { ticket: TicketDetail }) {
  const { t, i18n } = useTranslation('support');
  return (
    <Card padded testId="ticket-head">
      <div className="support-head">
        <h2 className="support-head__title">{ticket.title}</h2>
        <div className="support-head__meta">
          <StatusBadge status={ticket.status} />
          <span>{ticket.category}</span>
          <span>{t('detail.created', { time: formatDateTime(ticket.created_at, i18n.language) })}</span>
        </div>
      </div>
    </Card>
  );
}

/** The reply box of an open ticket: text and up to five pictures, and "Close ticket" with a confirm. */
function ReplyBox({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation('support');
  const [content, setContent] = useState('');
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const attachments = useAttachments();
  const reply = useReplyTicket(() => {
    setContent('');
    setTried(false);
    attachments.clear();
  });
  const close = useCloseTicket(t('detail.closed'), () => setConfirming(false));
  const problem = replyProblem(content);
  const send = () => {
    setTried(true);
    if (problem || attachments.busy) return;
    void reply.run({
      id: ticket.id,
      content: content.trim(),
      ...(attachments.urls.length > 0 && { images: attachments.urls }),
    });
  };
  return (
    <Card padded testId="ticket-reply-box">
      <TextArea
        label={t('detail.reply')}
        value={content}
        maxLength={TICKET_TEXT_MAX}
        rows={4}
        onChange={(event) => setContent(event.target.value)}
        hint={counter(content, TICKET_TEXT_MAX)}
        error={tried && problem ? t(`form.problem.${problem}`, { max: TICKET_TEXT_MAX }) : null}
        data-testid="ticket-reply-text"
      />
      <ImagePicker attachments={attachments} disabled={reply.busy} />
      <div className="support-reply__actions">
        <Button variant="danger" onClick={() => setConfirming(true)} data-testid="ticket-close">
          {t('detail.close')}
        </Button>
        <Button
          variant="primary"
          onClick={send}
          busy={reply.busy}
          disabled={attachments.busy || attachments.failed}
          data-testid="ticket-reply-send"
        >
          {t('detail.send')}
        </Button>
      </div>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('detail.closeTitle')}
        confirmText={t('detail.close')}
        onConfirm={() => void close.run({ id: ticket.id })}
        confirmLoading={close.busy}
      >
        {t('detail.closeText')}
      </Dialog>
    </Card>
  );
}

function TicketView({ id }: { id: number }) {
  const { t } = useTranslation('support');
  const ticket = useTicket(id, true);
  const title = t('route.wordOrderDetail', { ns: 'common' });
  if (ticket.isError && !ticket.data) {
    if (ticket.error.code === Codes.TICKET_NOT_FOUND) return <NotFound />;
    return (
      <Page title={title}>
        <LoadFailed onRetry={() => void ticket.refetch()} busy={ticket.isFetching} title={t('detail.failed')} />
      </Page>
    );
  }
  if (!ticket.data)
    return (
      <Page title={title} busy>
        <div className="support-stack" data-testid="ticket-loading">
          <Skeleton height={96} />
          <Skeleton height={72} />
          <Skeleton height={72} />
        </div>
      </Page>
    );
  const data = ticket.data;
  return (
    <Page title={title}>
      <div className="support-stack">
        <TicketHead ticket={data} />
        <Conversation replies={data.replies} />
        {data.status === 'closed' ? (
          <>
            <Banner tone="info" title={t('detail.closedTitle')} testId="ticket-closed">
              {t('detail.closedText')}
            </Banner>
            <ButtonLink href={FORM_PATH} variant="primary" block>
              {t('list.new')}
            </ButtonLink>
          </>
        ) : (
          <ReplyBox key={data.id} ticket={data} />
        )}
      </div>
    </Page>
  );
}

function NotFound() {
  const { t } = useTranslation('support');
  return (
    <Page title={t('route.wordOrderDetail', { ns: 'common' })}>
      <div className="support-stack" data-testid="ticket-not-found">
        <EmptyState text={t('detail.notFound')} />
        <ButtonLink href="/wordOrder" variant="secondary" block>
          {t('detail.toList')}
        </ButtonLink>
      </div>
    </Page>
  );
}

/**
 * /wordOrderDetail?id=: a ticket and its conversation, which follows support's answers live (the `message` event on
 * the caller's own stream); a reply box and "Close ticket" while it is open. Another user's ticket is not found.
 */
export default function TicketDetailPage() {
  const { t } = useTranslation('support');
  const loggedIn = useLoggedIn();
  useSupportLive(loggedIn);
  const id = ticketIdOf(new URLSearchParams(useSearch()).get('id'));
  if (!loggedIn)
    return <SignInPrompt title={t('route.wordOrderDetail', { ns: 'common' })} text={t('signedOut.detail')} />;
  if (id === null) return <NotFound />;
  return <TicketView key={id} id={id} />;
}
