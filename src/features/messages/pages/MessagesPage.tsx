import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { usePagedQuery } from '@/api/usePagedQuery';
import type { Message } from '@/contract/message/types';
import { Button } from '@/shared/ui/Button';
import { Dialog } from '@/shared/ui/Dialog';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Page } from '@/shared/ui/Page';
import { PagedList } from '@/shared/ui/PagedList';
import { PullToRefresh } from '@/shared/ui/PullToRefresh';
import { Segmented } from '@/shared/ui/Segmented';
import { appState } from '@/state/app';
import { MessageRow } from '../components/MessageRow';
import { useDeleteMessages, useMarkAllRead, useMessagePage } from '../hooks';
import { filterOf, kindOf, MESSAGE_FILTERS, MESSAGES_PAGE_SIZE, toggle, type Selection } from '../model';
import './messages.css';

/**
 * /message: the caller's messages, newest first, 15 a page with infinite scroll, filtered by kind (in the URL);
 * "Mark all read" for the filter; a selection mode deletes one or several after a confirmation.
 */
export default function MessagesPage() {
  const { t } = useTranslation('messages');
  const { isPc, unreadCount } = useSnapshot(appState);
  const [location, navigate] = useLocation();
  const filter = filterOf(new URLSearchParams(useSearch()).get('kind'));
  const [selecting, setSelecting] = useState(false);
  const [picked, setPicked] = useState<Selection>([]);
  const [confirming, setConfirming] = useState(false);
  const markAll = useMarkAllRead();
  const remove = useDeleteMessages();
  const paged = usePagedQuery(
    function usePage(page: number) {
      return useMessagePage(filter, page);
    },
    { pageSize: MESSAGES_PAGE_SIZE, keyOf: (message: Message) => message.id, filter },
  );
  // the first page's answer (the same query the list shows) carries the unread count: the chrome's badge follows it
  const count = useMessagePage(filter, 1).data?.unread_count;
  useEffect(() => {
    if (count !== undefined) appState.unreadCount = count;
  }, [count]);

  const choose = (next: string) => {
    setPicked([]);
    navigate(next === 'all' ? location : `${location}?kind=${next}`, { replace: true });
  };
  const stopSelecting = () => {
    setSelecting(false);
    setPicked([]);
  };
  const deletePicked = async () => {
    if ((await remove.run({ ids: [...picked] })).ok) {
      setConfirming(false);
      stopSelecting();
    }
  };
  // the tools act on messages: none while the list is loading, failed or empty
  const hasMessages = (paged.first.data?.count ?? 0) > 0;

  return (
    <Page title={t('route.message', { ns: 'common' })}>
      <PullToRefresh onRefresh={() => paged.first.refetch()} enabled={!isPc}>
        <div className="messages-stack">
          <Segmented
            label={t('list.filter')}
            size="sm"
            wrap
            value={filter}
            onChange={choose}
            options={MESSAGE_FILTERS.map((value) => ({ value, label: t(`filter.${value}`) }))}
            testId="message-filter"
          />
          {!hasMessages ? null : (
            <div className="messages-tools">
              {selecting ? (
                <>
                  <Button variant="secondary" size="sm" onClick={stopSelecting} data-testid="message-select-cancel">
                    {t('select.cancel')}
                  </Button>
                  <Button
                    variant="danger"
                    size="sm"
                    disabled={picked.length === 0}
                    onClick={() => setConfirming(true)}
                    data-testid="message-delete"
                  >
                    {t('select.delete', { count: picked.length })}
                  </Button>
                </>
              ) : (
                <>
                  <Button
                    variant="secondary"
                    size="sm"
                    busy={markAll.busy}
                    disabled={unreadCount === 0}
                    onClick={() => void markAll.run(kindOf(filter))}
                    data-testid="message-all-read"
                  >
                    {t('list.allRead')}
                  </Button>
                  <Button variant="secondary" size="sm" onClick={() => setSelecting(true)} data-testid="message-select">
                    {t('select.start')}
                  </Button>
                </>
              )}
            </div>
          )}
          <PagedList
            paged={paged}
            testId="message-list"
            failedTitle={t('list.failed')}
            empty={<EmptyState text={filter === 'all' ? t('list.empty') : t('list.emptyOf')} />}
            renderItem={(message) => (
              <MessageRow
                message={message}
                selecting={selecting}
                picked={picked.includes(message.id)}
                onPick={(id) => setPicked((current) => toggle(current, id))}
              />
            )}
          />
        </div>
      </PullToRefresh>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('delete.title', { count: picked.length })}
        confirmText={t('delete.confirm')}
        onConfirm={() => void deletePicked()}
        confirmLoading={remove.busy}
      >
        {t('delete.text', { count: picked.length })}
      </Dialog>
    </Page>
  );
}
