import { useTranslation } from 'react-i18next';
import type { TicketStatus } from '@/contract/workorder/types';
import { Badge } from '@/shared/ui/Badge';
import { STATUS_TONE } from '../model';

/** A ticket's status: waiting for support, answered, closed. */
export function StatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('support');
  return <Badge tone={STATUS_TONE[status]}>{t(`status.${status}`)}</Badge>;
}
