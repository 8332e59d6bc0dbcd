import type { MessageKind } from '@/contract/message/types';

/** Messages a page of the message centre holds (infinite scroll asks for the next page). */
export const MESSAGES_PAGE_SIZE = 15;
/** Articles a page of the news holds. */
export const NEWS_PAGE_SIZE = 10;

/** The message centre's filter, in the order the chips show: every kind, then one kind each. */
export const MESSAGE_FILTERS = ['all', 'trade', 'wallet', 'security', 'system', 'support', 'activity'] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

/** The filter named in the URL (`?kind=`), `all` for anything else. */
export function filterOf(value: string | null | undefined): MessageFilter {
  return (MESSAGE_FILTERS as readonly string[]).includes(value ?? '') ? (value as MessageFilter) : 'all';
}

/** The `kind` a call sends for a filter: none for all. */
export function kindOf(filter: MessageFilter): { kind?: MessageKind } {
  return filter === 'all' ? {} : { kind: filter };
}

/** A positive whole id from the URL (`?id=`), or null. */
export function idOf(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/** The message's own screen. */
export const messageHref = (id: number) => `/msgDetail?id=${id}`;
/** An article's own screen. */
export const articleHref = (id: number) => `/news?id=${id}`;

/** The messages picked for deletion: a set of ids, kept immutable for React. */
export type Selection = readonly number[];

/** Picks or unpicks one message. */
export function toggle(selection: Selection, id: number): Selection {
  return selection.includes(id) ? selection.filter((picked) => picked !== id) : [...selection, id];
}
