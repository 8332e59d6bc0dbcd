import { useLive, type LiveCalls } from '@/api/live';
import { useApiMutation } from '@/api/useApiMutation';
import { useApiQuery } from '@/api/useApiQuery';
import { workorder, workorderExtra } from '@/contract/workorder';
import type { TicketDetail } from '@/contract/workorder/types';
import { statusOf, TICKET_PAGE_SIZE, type TicketFilter } from './model';

/** Support tickets' data: one hook per read or write. */

export const useCategories = () => useApiQuery(workorder.getCategoryList, {}, { staleTime: 300_000 });

/** A category's sub-categories (none asked until one is chosen). */
export const useCategoryInfo = (id: number | null) =>
  useApiQuery(workorder.getCategoryInfo, { id: id ?? 0 }, { enabled: id !== null, staleTime: 300_000 });

/** One page of the caller's tickets, newest activity first. */
export const useTicketsPage = (filter: TicketFilter, page: number) => {
  const status = statusOf(filter);
  return useApiQuery(workorder.getMyWorkOrderList, {
    page,
    page_size: TICKET_PAGE_SIZE,
    ...(status && { status }),
  });
};

/** A ticket and its conversation; `silent`: the screen says "not found" itself. */
export const useTicket = (id: number, enabled: boolean) =>
  useApiQuery(workorder.getWorkOrderInfo, { id }, { enabled, staleTime: 0, silent: true });

const TICKET_CALLS = [workorder.getWorkOrderInfo, workorder.getMyWorkOrderList];

/** A support answer reaches the user as a message on their live `me` stream: the ticket screens refetch. */
const SUPPORT_EVENTS: LiveCalls = { message: TICKET_CALLS };
export const useSupportLive = (signedIn: boolean) => useLive(signedIn ? ['me'] : [], SUPPORT_EVENTS);

export const useCreateTicket = (onSuccess: (ticket: TicketDetail) => void) =>
  useApiMutation(workorder.createWorkOrder, { invalidates: [workorder.getMyWorkOrderList], onSuccess });

export const useReplyTicket = (onSuccess: () => void) =>
  useApiMutation(workorderExtra.replyWorkOrder, { invalidates: TICKET_CALLS, onSuccess });

export const useCloseTicket = (successText: string, onSuccess: () => void) =>
  useApiMutation(workorderExtra.closeWorkOrder, { invalidates: TICKET_CALLS, successText, onSuccess });

/** One picture's upload; the thumbnail shows a failure itself (no notice). */
export const useUploadImage = () => useApiMutation(workorder.uploadImage, { silent: true });
