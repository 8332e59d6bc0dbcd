import type { Static } from 'typebox';
import type { ListRes, Paged } from '@/contract/common';
import type * as schemas from './schema';

/** Support tickets (work orders): a user's question to support, and the conversation that follows. */

export type TicketStatus = (typeof schemas.TICKET_STATUSES)[number];
export type CategoryInfoReq = Static<typeof schemas.CategoryInfoReq>;
export type CreateTicketReq = Static<typeof schemas.CreateTicketReq>;
export type TicketListReq = Static<typeof schemas.TicketListReq>;
export type TicketIdReq = Static<typeof schemas.TicketIdReq>;
export type TicketUploadReq = Static<typeof schemas.TicketUploadReq>;
export type TicketReplyReq = Static<typeof schemas.TicketReplyReq>;

/** A ticket category, in the request's language. */
export interface TicketCategory {
  id: number;
  name: string;
  /** What belongs in it, one sentence. */
  description: string;
}
export type CategoryListRes = ListRes<TicketCategory>;
/** get_category_info: a category with its sub-categories (empty when it has none). */
export interface CategoryInfoRes extends TicketCategory {
  children: TicketCategory[];
}

/** A ticket as the list shows it. */
export interface TicketSummary {
  id: number;
  title: string;
  /** The category and sub-category names, in the request's language ("Deposits · Not credited"). */
  category: string;
  /** `answered`: support wrote last; `open`: waiting for support. */
  status: TicketStatus;
  created_at: number;
  /** When anyone last wrote (the ticket's creation until then). */
  last_reply_at: number;
}
export type TicketListRes = Paged<TicketSummary>;

/** One entry of the conversation: the user's (plain text) or support's (HTML, sanitised by the client). */
export interface TicketReply {
  id: number;
  from: 'user' | 'support';
  /** Support's name as shown (the agent's), '' for the user's own. */
  author: string;
  content: string;
  images: string[];
  created_at: number;
}
/** get_work_order_info: the ticket and its conversation, oldest first (the description is the first entry). */
export interface TicketDetail extends TicketSummary {
  category_id: number;
  sub_category_id: number | null;
  replies: TicketReply[];
}
/** upload_image: where the picture is served (`/uploads/<id>`, the value create and reply take). */
export interface TicketUploadRes {
  url: string;
}
