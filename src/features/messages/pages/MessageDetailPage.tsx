import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { SignInPrompt } from '@/session/SignInPrompt';
import { useLoggedIn } from '@/session/useLoggedIn';
import { formatDateTime } from '@/shared/lib/time';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { Dialog } from '@/shared/ui/Dialog';
import { Page } from '@/shared/ui/Page';
import { QueryState } from '@/shared/ui/QueryState';
import { RichText, useFollowLink } from '@/shared/ui/RichText';
import { Skeleton } from '@/shared/ui/Skeleton';
import { NotFound } from '../components/NotFound';
import { isMessageGone, useDeleteMessages, useMessage } from '../hooks';
import { idOf } from '../model';
import './messages.css';

/**
 * /msgDetail?id=: one of the caller's messages in full (the server marks it read as it answers; its live event then
 * refreshes the badge and the list), its link when it has one, and delete. A visitor is asked to sign in.
 */
export default function MessageDetailPage() {
  const { t, i18n } = useTranslation('messages');
  const loggedIn = useLoggedIn();
  const [, navigate] = useLocation();
  const id = idOf(new URLSearchParams(useSearch()).get('id'));
  const message = useMessage(loggedIn ? id : null);
  const remove = useDeleteMessages();
  const follow = useFollowLink();
  const [confirming, setConfirming] = useState(false);
  const title = t('route.msgDetail', { ns: 'common' });
  if (!loggedIn) return <SignInPrompt title={title} text={t('detail.signedOut')} />;

  const notFound = <NotFound text={t('detail.notFound')} back="/message" backText={t('detail.toList')} />;
  const gone = id === null || isMessageGone(message.error);
  const deleteIt = async () => {
    if (id !== null && (await remove.run({ ids: [id] })).ok) navigate('/message', { replace: true });
  };
  return (
    <Page title={title}>
      {gone ? (
        notFound
      ) : (
        <QueryState
          query={message}
          failedTitle={t('detail.failed')}
          skeleton={
            <Card padded>
              <Skeleton height={24} width="70%" />
              <Skeleton height={14} width="40%" />
              <Skeleton height={80} />
            </Card>
          }
        >
          {(data) => (
            <div className="messages-stack">
              <Card padded testId="message-detail">
                <div className="messages-stack">
                  <div className="message-head">
                    <h2 data-testid="message-title">{data.title}</h2>
                    <span className="message-head__meta">
                      {t(`kind.${data.kind}`)} · {formatDateTime(data.created_at, i18n.language)}
                    </span>
                  </div>
                  <RichText html={data.body} testId="message-body" />
                </div>
              </Card>
              <div className="message-actions">
                {data.link ? (
                  <Button variant="primary" block onClick={() => follow(data.link)} data-testid="message-link">
                    {t('detail.open')}
                  </Button>
                ) : null}
                <Button variant="danger" block onClick={() => setConfirming(true)} data-testid="message-delete">
                  {t('detail.delete')}
                </Button>
              </div>
            </div>
          )}
        </QueryState>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('delete.title', { count: 1 })}
        confirmText={t('delete.confirm')}
        onConfirm={() => void deleteIt()}
        confirmLoading={remove.busy}
      >
        {t('delete.text', { count: 1 })}
      </Dialog>
    </Page>
  );
}
