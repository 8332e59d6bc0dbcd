import type { QueryClient } from '@tanstack/react-query';
import type { Endpoint } from '@/contract/define';
import type { Lang } from '@/state/app';

/** Any call of the contract, named only to find its cache entries. */
export type CallRef = Pick<Endpoint<object, unknown>, 'path'>;

/** Every key of the API cache starts with this, so nothing else in the cache can collide with it. */
export const API_KEY_ROOT = 'api';

/**
 * The query key of a call: `['api', path, lang, body]`. Derived, never written by hand. The language is
 * part of every key because the server answers content and `msg` in the request's language: switching
 * language refetches what is on screen.
 */
export function apiKey<Req extends object>(call: Endpoint<Req, unknown>, lang: Lang, body: Req) {
  return [API_KEY_ROOT, call.path, lang, body] as const;
}

/** The key prefix that matches every cached body and language of a call. */
export const apiCallKey = (call: CallRef) => [API_KEY_ROOT, call.path] as const;

/** Marks every cached result of these calls stale (active ones refetch) and resolves when they have. */
export async function invalidateCalls(client: QueryClient, calls: readonly CallRef[]): Promise<void> {
  await Promise.all(calls.map((call) => client.invalidateQueries({ queryKey: apiCallKey(call) })));
}
