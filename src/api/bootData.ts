import { bootKey } from '@/contract/boot';
import type { Lang } from '@/state/app';

/**
 * The first screen's data that the server put into the page (server/page.ts): call answers by `bootKey` (the path,
 * plus the body when there is one), in one language, with the server's time of answering, as inert JSON in
 * `<script type="application/json" id="boot-data">`. Read once (the element is then removed); each answer is handed
 * out once, to the first query of its call in that language (`useApiQuery`'s initialData), dated when the server
 * answered, so the cache refreshes it only once it is as old as any other answer would have to be.
 *
 * The server's render of a screen reads the same answers (`renderWithAnswers`), and learns there which calls the
 * screen makes that it has not answered yet (`noteUnanswered`).
 */
export interface BootData {
  lang: string;
  /** When the server answered (ms since the epoch, its clock). */
  at: number;
  calls: Record<string, unknown>;
}

let boot: BootData | null | undefined;
let unanswered: ((path: string, body: object) => void) | null = null;

function read(): BootData | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById('boot-data');
  if (!element) return null;
  element.remove();
  try {
    const parsed = JSON.parse(element.textContent ?? '') as Partial<BootData> | null;
    if (typeof parsed?.lang !== 'string' || typeof parsed.calls !== 'object' || !parsed.calls) return null;
    // a page's time is the server's; a clock set later than it would date the answers in the future
    const at = typeof parsed.at === 'number' && Number.isFinite(parsed.at) ? Math.min(parsed.at, Date.now()) : 0;
    return { lang: parsed.lang, at, calls: { ...parsed.calls } };
  } catch {
    return null;
  }
}

/** The answer the page carries for this call and body in `lang`, or undefined; it stays for `takeBootAnswer`. */
export function peekBootAnswer(path: string, lang: Lang, body: object): unknown {
  if (boot === undefined) boot = read();
  const key = bootKey(path, body);
  if (!boot || boot.lang !== lang || !Object.hasOwn(boot.calls, key)) return undefined;
  return boot.calls[key];
}

/** The answer the page carries for this call and body in `lang`, once (it seeds the cache); undefined otherwise. */
export function takeBootAnswer(path: string, lang: Lang, body: object): unknown {
  const answer = peekBootAnswer(path, lang, body);
  if (answer !== undefined) delete boot!.calls[bootKey(path, body)];
  return answer;
}

/** When the page's answers were made (ms, never in the future); 0 when the page carries none. */
export function bootAnsweredAt(): number {
  if (boot === undefined) boot = read();
  return boot?.at ?? 0;
}

/** A screen's call with no answer in the page: the server's render answers it and draws again. */
export function noteUnanswered(path: string, body: object): void {
  unanswered?.(path, body);
}

/**
 * The server's render: `draw` runs with `data` as the page's answers, and every call the screen makes without one is
 * reported to `onUnanswered`. Synchronous, so one render's answers never meet another's.
 */
export function renderWithAnswers<T>(
  data: BootData,
  onUnanswered: (path: string, body: object) => void,
  draw: () => T,
): T {
  boot = data;
  unanswered = onUnanswered;
  try {
    return draw();
  } finally {
    boot = undefined;
    unanswered = null;
  }
}

/** Tests only: forget what was read, so the next call reads the page again. */
export function resetBootData(): void {
  boot = undefined;
}
