import { EVENT_TYPES } from '@/contract/wallet/schema';

type EventType = (typeof EVENT_TYPES)[number];

/**
 * The wallet history's types, one list with the contract's event types (the history call's `type` filter): a type
 * the contract adds is offered by the screen's filter without a second edit. Pledges and "other" are listed only
 * under "all", since the app has no pledge screens and "other" is what no filter names.
 */
const UNFILTERED = ['to_pledge', 'from_pledge', 'other'] as const satisfies readonly EventType[];

export type HistoryType = Exclude<EventType, (typeof UNFILTERED)[number]>;

const filtered = (type: EventType): type is HistoryType => !(UNFILTERED as readonly EventType[]).includes(type);

/** The history filter's choices, in the contract's order ("all" first). */
export const HISTORY_TYPES: readonly HistoryType[] = EVENT_TYPES.filter(filtered);

/** A `?type=` of the history URL as a filter choice: anything else is "all". */
export const parseHistoryType = (value: string | null): HistoryType =>
  (HISTORY_TYPES as readonly string[]).includes(value ?? '') ? (value as HistoryType) : 'all';
