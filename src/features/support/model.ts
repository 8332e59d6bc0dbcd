import type { TicketStatus } from '@/contract/workorder/types';
import {
  TICKET_IMAGE_MAX,
  TICKET_IMAGE_MAX_BYTES,
  TICKET_TEXT_MAX,
  TICKET_TITLE_MAX,
} from '@/contract/workorder/limits';
import { IMAGE_SNIFF_BYTES, imageProblem, sniffImage, type ImageProblem } from '@/domain/images';

/**
 * Support tickets' rules on the client: the list's filter, the status badges, the pictures' check before upload,
 * the new-ticket draft kept on the device and the form's validation. Pure, unit-tested beside (model.test.ts).
 */

export const TICKET_PAGE_SIZE = 20;

export const TICKET_FILTERS = ['all', 'open', 'answered', 'closed'] as const;
export type TicketFilter = (typeof TICKET_FILTERS)[number];

/** The list call's status for a filter (none: every ticket). */
export const statusOf = (filter: TicketFilter): TicketStatus | undefined => (filter === 'all' ? undefined : filter);

/** A status's badge: open waits for support, answered waits for the user, closed is over. */
export const STATUS_TONE: Record<TicketStatus, 'info' | 'success' | 'muted'> = {
  open: 'info',
  answered: 'success',
  closed: 'muted',
};

/** The file picker's `accept`: the types the server takes (it checks the bytes anyway). */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp';

/** The first bytes of a file, enough to recognise a picture by its content. */
export async function readHead(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, IMAGE_SNIFF_BYTES).arrayBuffer());
}

/** Why a picked file cannot be attached, by its content and size (never by its name or declared type), or null. */
export async function checkImageFile(file: Blob): Promise<ImageProblem | null> {
  return imageProblem(await readHead(file), file.size, TICKET_IMAGE_MAX_BYTES);
}

/**
 * The file as the `data:` URL upload_image takes, typed by its content: a PNG saved as .jpg is sent as the PNG it
 * is. Null when it is not a picture after all.
 */
export async function imageDataUrl(file: Blob): Promise<string | null> {
  const type = sniffImage(await readHead(file));
  if (!type) return null;
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const CHUNK = 0x8000;
  for (let at = 0; at < bytes.length; at += CHUNK)
    binary += String.fromCharCode(...bytes.subarray(at, Math.min(at + CHUNK, bytes.length)));
  return `data:${type};base64,${btoa(binary)}`;
}

/** How many more pictures fit beside `attached`. */
export const roomFor = (attached: number) => Math.max(0, TICKET_IMAGE_MAX - attached);

// ---------------------------------------------------------------------------------------------------------------
// The new ticket's draft: what was typed and uploaded, kept per account so that a reload or a failed send loses
// nothing, and so that another account on the same device never sees it.

export interface TicketDraft {
  categoryId: number | null;
  subCategoryId: number | null;
  title: string;
  description: string;
  /** Uploaded pictures (`/uploads/<id>`, as upload_image answered). */
  images: string[];
}

export const EMPTY_DRAFT: TicketDraft = {
  categoryId: null,
  subCategoryId: null,
  title: '',
  description: '',
  images: [],
};

/** The storage key of an account's draft. */
export const draftKey = (uid: string) => `support.ticketDraft.${uid}`;

const UPLOAD_URL = /^\/uploads\/[A-Za-z0-9_-]{10,64}$/;
const idOrNull = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
const textOf = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

/** A stored draft read back; anything missing, damaged or of another version reads as empty. */
export function parseDraft(raw: string | null): TicketDraft {
  if (!raw) return EMPTY_DRAFT;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY_DRAFT;
  }
  if (!value || typeof value !== 'object') return EMPTY_DRAFT;
  const stored = value as Record<string, unknown>;
  const images = Array.isArray(stored.images)
    ? [...new Set(stored.images.filter((url): url is string => typeof url === 'string' && UPLOAD_URL.test(url)))]
    : [];
  const categoryId = idOrNull(stored.categoryId);
  return {
    categoryId,
    subCategoryId: categoryId === null ? null : idOrNull(stored.subCategoryId),
    title: textOf(stored.title, TICKET_TITLE_MAX),
    description: textOf(stored.description, TICKET_TEXT_MAX),
    images: images.slice(0, TICKET_IMAGE_MAX),
  };
}

export const isEmptyDraft = (draft: TicketDraft) =>
  draft.categoryId === null && !draft.title && !draft.description && draft.images.length === 0;

/** What is stored for a draft: nothing (null) once it is empty. */
export const serializeDraft = (draft: TicketDraft): string | null =>
  isEmptyDraft(draft) ? null : JSON.stringify(draft);

// ---------------------------------------------------------------------------------------------------------------
// Validation of the new ticket and of a reply.

export type FieldProblem = 'required' | 'tooLong';
export interface TicketProblems {
  category?: FieldProblem;
  subCategory?: FieldProblem;
  title?: FieldProblem;
  description?: FieldProblem;
}

const textProblem = (text: string, max: number): FieldProblem | undefined =>
  text.trim() === '' ? 'required' : text.length > max ? 'tooLong' : undefined;

/**
 * What keeps the ticket from being sent. `hasChildren`: the chosen category has sub-categories (one is then
 * required), null while they are loading.
 */
export function ticketProblems(draft: TicketDraft, hasChildren: boolean | null): TicketProblems {
  const problems: TicketProblems = {};
  if (draft.categoryId === null) problems.category = 'required';
  else if (hasChildren !== false && draft.subCategoryId === null) problems.subCategory = 'required';
  const title = textProblem(draft.title, TICKET_TITLE_MAX);
  if (title) problems.title = title;
  const description = textProblem(draft.description, TICKET_TEXT_MAX);
  if (description) problems.description = description;
  return problems;
}

export const replyProblem = (content: string): FieldProblem | undefined => textProblem(content, TICKET_TEXT_MAX);

/** The create call's body for a valid draft. */
export function createBody(draft: TicketDraft, hasChildren: boolean) {
  return {
    category_id: draft.categoryId ?? 0,
    ...(hasChildren && draft.subCategoryId !== null && { sub_category_id: draft.subCategoryId }),
    title: draft.title.trim(),
    description: draft.description.trim(),
    ...(draft.images.length > 0 && { images: draft.images }),
  };
}

/** "12/100": a counter under a text field. */
export const counter = (text: string, max: number) => `${text.length}/${max}`;

/** The list's filter from the address (`?status=`), all by default. */
export const filterOf = (text: string | null): TicketFilter =>
  TICKET_FILTERS.find((filter) => filter === text) ?? 'all';

/** The ticket id of `/wordOrderDetail?id=`, or null when it is not one. */
export function ticketIdOf(text: string | null): number | null {
  if (!text || !/^[1-9]\d{0,15}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}
