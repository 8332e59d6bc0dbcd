import { useTranslation } from 'react-i18next';
import { errorCode } from '@/api/http';
import { useApiMutation } from '@/api/useApiMutation';
import { useApiQuery } from '@/api/useApiQuery';
import { contract } from '@/contract';
import { Codes } from '@/contract/codes';
import type { MessageChangeRes } from '@/contract/message/types';
import { appState } from '@/state/app';
import { kindOf, MESSAGES_PAGE_SIZE, NEWS_PAGE_SIZE, type MessageFilter } from './model';

/**
 * The message centre's and the news' data. The unread count the chrome shows is `appState.unreadCount`; every answer
 * that carries the count after a change (the list, mark read, delete) writes it there, and the header's live
 * subscription refetches it when the server says a message was written, read or deleted.
 */

/** The calls a change to the caller's messages makes stale. */
const MESSAGE_CALLS = [contract.message.list, contract.message.unreadCount, contract.message.detail];

/** One page of the caller's messages of a filter, newest first. */
export const useMessagePage = (filter: MessageFilter, page: number, enabled = true) =>
  useApiQuery(
    contract.message.list,
    { page, page_size: MESSAGES_PAGE_SIZE, ...kindOf(filter) },
    { enabled, staleTime: 0, refetchOnFocus: true },
  );

/** One message in full; the server marks it read as it answers. */
export const useMessage = (id: number | null) =>
  useApiQuery(contract.message.detail, { id: id ?? 0 }, { enabled: id !== null, staleTime: 0, silent: true });

/** Whether the message asked for is not the caller's, or no longer exists. */
export const isMessageGone = (error: unknown) => errorCode(error) === Codes.MESSAGE_NOT_FOUND;

/** The count after a change, for the chrome. */
const keepCount = (res: MessageChangeRes) => {
  appState.unreadCount = res.unread_count;
};

/** Marks the caller's messages read: all, or those of the filter's kind. */
export function useMarkAllRead() {
  const { t } = useTranslation('messages');
  return useApiMutation(contract.message.allRead, {
    invalidates: MESSAGE_CALLS,
    successText: t('list.allReadDone'),
    onSuccess: keepCount,
  });
}

/** Deletes one or several of the caller's messages. */
export function useDeleteMessages() {
  const { t } = useTranslation('messages');
  return useApiMutation(contract.message.del, {
    invalidates: [contract.message.list, contract.message.unreadCount],
    successText: t('delete.done'),
    onSuccess: keepCount,
  });
}

/** One page of the news, newest first. */
export const useNewsPage = (page: number) =>
  useApiQuery(contract.system.indexArticleList, { page, page_size: NEWS_PAGE_SIZE }, { staleTime: 60_000 });

/** One article in full (its HTML content). */
export const useArticle = (id: number | null) =>
  useApiQuery(
    contract.system.indexArticleList,
    { id: id ?? 0 },
    { enabled: id !== null, staleTime: 60_000, select: (res) => res.list.find((article) => article.id === id) ?? null },
  );
