import { useTranslation } from 'react-i18next';
import type { Message } from '@/contract/message/types';
import { formatDateTime } from '@/shared/lib/time';
import { Checkbox } from '@/shared/ui/Checkbox';
import { Row } from '@/shared/ui/Row';
import { messageHref } from '../model';

/** The title with the unread dot; unread titles are bold. */
function MessageTitle({ message }: { message: Message }) {
  const { t } = useTranslation('messages');
  return (
    <span className={message.read ? 'message-title' : 'message-title message-title--unread'}>
      {message.read ? null : <span className="message-dot" role="img" aria-label={t('list.unread')} />}
      <span className="message-title__text">{message.title}</span>
    </span>
  );
}

function Meta({ message }: { message: Message }) {
  const { t, i18n } = useTranslation('messages');
  return (
    <span className="message-meta">
      {message.summary ? <span className="message-meta__summary">{message.summary}</span> : null}
      <span className="message-meta__when">
        {t(`kind.${message.kind}`)} · {formatDateTime(message.created_at, i18n.language)}
      </span>
    </span>
  );
}

/** One message of the list: opens it, or in selection mode picks it. */
export function MessageRow({
  message,
  selecting,
  picked,
  onPick,
}: {
  message: Message;
  selecting: boolean;
  picked: boolean;
  onPick: (id: number) => void;
}) {
  if (selecting)
    return (
      <li className="message-pick" data-testid="message-row" data-id={message.id} data-read={message.read}>
        <Checkbox
          label={<MessageTitle message={message} />}
          description={<Meta message={message} />}
          checked={picked}
          onChange={() => onPick(message.id)}
          testId="message-pick"
        />
      </li>
    );
  return (
    <Row
      testId="message-row"
      data-id={message.id}
      data-read={message.read}
      href={messageHref(message.id)}
      title={<MessageTitle message={message} />}
      subtitle={<Meta message={message} />}
    />
  );
}
