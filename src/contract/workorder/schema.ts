import { Type } from 'typebox';
import { EmptyBody, IdField, PageFields, StringEnum } from '@/contract/fields';
import { TICKET_IMAGE_MAX, TICKET_TEXT_MAX, TICKET_TITLE_MAX } from './limits';

/** Request schemas of support tickets (work orders): /workorder-api/workorder/user/*. */

export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;

/** An uploaded picture of the caller's, as upload_image answered it (`/uploads/<id>`). */
export const TicketImageField = Type.String({ pattern: '^/uploads/[A-Za-z0-9_-]{10,64}$', maxLength: 80 });
const Images = Type.Array(TicketImageField, { maxItems: TICKET_IMAGE_MAX, uniqueItems: true });
const Text = Type.String({ minLength: 1, maxLength: TICKET_TEXT_MAX });

export const CategoryInfoReq = Type.Object({ id: IdField });
export const CreateTicketReq = Type.Object({
  category_id: IdField,
  /** Required when the category has sub-categories (34012 otherwise). */
  sub_category_id: Type.Optional(IdField),
  title: Type.String({ minLength: 1, maxLength: TICKET_TITLE_MAX }),
  description: Text,
  images: Type.Optional(Images),
});
export const TicketListReq = Type.Object({ ...PageFields, status: Type.Optional(StringEnum(TICKET_STATUSES)) });
export const TicketIdReq = Type.Object({ id: IdField });
/** `image`: a `data:image/…;base64,` URL; PNG, JPEG or WebP by content, at most 5 MB decoded. */
export const TicketUploadReq = Type.Object({ image: Type.String({ minLength: 1, maxLength: 7_200_000 }) });
export const TicketReplyReq = Type.Object({ id: IdField, content: Text, images: Type.Optional(Images) });

export const workorderBodies = {
  getCategoryList: EmptyBody,
  getCategoryInfo: CategoryInfoReq,
  createWorkOrder: CreateTicketReq,
  getMyWorkOrderList: TicketListReq,
  getWorkOrderInfo: TicketIdReq,
  uploadImage: TicketUploadReq,
};
export const workorderExtraBodies = {
  replyWorkOrder: TicketReplyReq,
  closeWorkOrder: TicketIdReq,
};
