import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { useLive } from '@/api/live';
import { useApiQuery } from '@/api/useApiQuery';
import { contract } from '@/contract';
import { IconButton } from '@/shared/ui/IconButton';
import { appState } from '@/state/app';
import { badgeText } from './unreadBadge';
import './MessagesBell.css';

/** A message written, read or deleted (the `me` stream's `message` event) makes the count and the list stale. */
const ON_MESSAGE = { message: [contract.message.unreadCount, contract.message.list] };

/**
 * The header's messages button with the unread count. Loaded after the header (never in the first load): it holds
 * the live subscription and the count's query, whose answers it writes to `appState.unreadCount`, the one count the
 * chrome reads (the session sets it at sign-in; the message screens' answers set it too).
 */
export default function MessagesBell() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { unreadCount } = useSnapshot(appState);
  useLive(['me'], ON_MESSAGE);
  const count = useApiQuery(contract.message.unreadCount, {}, { silent: true, staleTime: 0 }).data?.count;
  useEffect(() => {
    if (count !== undefined) appState.unreadCount = count;
  }, [count]);
  const text = badgeText(unreadCount);
  return (
    <span className="messages-bell">
      <IconButton
        icon="mail"
        aria-label={text ? `${t('header.messages')} (${text})` : t('header.messages')}
        onClick={() => navigate('/message')}
        data-testid="messages-bell"
      />
      {text ? (
        <span className="messages-bell__count" aria-hidden="true" data-testid="messages-badge">
          {text}
        </span>
      ) : null}
    </span>
  );
}
