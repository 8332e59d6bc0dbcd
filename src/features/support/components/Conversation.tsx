import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketReply } from '@/contract/workorder/types';
import { formatDateTime } from '@/shared/lib/time';
import { RichText } from '@/shared/ui/RichText';
import { ImageViewer, Thumbnails } from './ImageViewer';
import './support.css';

/**
 * A ticket's conversation, oldest first, as bubbles: the user's own on the right as plain text (line breaks kept),
 * support's on the left with the agent's name, its HTML sanitised (RichText); pictures as thumbnails that open full size.
 */
export function Conversation({ replies }: { replies: readonly TicketReply[] }) {
  const { t, i18n } = useTranslation('support');
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <ol className="support-chat" data-testid="ticket-chat" aria-label={t('detail.conversation')}>
        {replies.map((reply) => (
          <li
            key={reply.id}
            className={reply.from === 'user' ? 'support-bubble support-bubble--user' : 'support-bubble'}
            data-from={reply.from}
            data-testid="ticket-reply"
          >
            {reply.from === 'support' ? (
              <span className="support-bubble__author">{reply.author || t('detail.support')}</span>
            ) : null}
            {reply.from === 'support' ? (
              <RichText html={reply.content} testId="ticket-reply-html" />
            ) : (
              <p className="support-bubble__text">{reply.content}</p>
            )}
            <Thumbnails images={reply.images} onOpen={setOpen} />
            <span className="support-bubble__time">{formatDateTime(reply.created_at, i18n.language)}</span>
          </li>
        ))}
      </ol>
      <ImageViewer src={open} onClose={() => setOpen(null)} />
    </>
  );
}
