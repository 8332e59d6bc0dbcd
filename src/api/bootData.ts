import { bootKey } from '@/contract/boot';
import type { Lang } from '@/state/app';

/**
 * The first screen's data that the server put into the page (issue 10; server/page.ts): call answers by
 * `bootKey` (the path, plus the body when there is one), in one language, as inert JSON in `<script type="application/json"
 * id="boot-data">`. Read once (the element is then removed); each answer is handed out once, to the first
 * query of its call in that language (`useApiQuery`'s initialData), which then refreshes it in the background.
 */
interface BootData {
  lang: string;
  calls: Record<string, unknown>;
}

let boot: BootData | null | undefined;

function read(): BootData | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById('boot-data');
  if (!element) return null;
  element.remove();
  try {
    const parsed = JSON.parse(element.textContent ?? '') as Partial<BootData> | null;
    if (typeof parsed?.lang !== 'string' || typeof parsed.calls !== 'object' || !parsed.calls) return null;
    return { lang: parsed.lang, calls: { ...parsed.calls } };
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

/** Tests only: forget what was read, so the next call reads the page again. */
export function resetBootData(): void {
  boot = undefined;
}
