import { createElement, lazy, type ComponentType } from 'react';
import { getCookie, setCookie } from '@/shared/lib/cookies';

/** Chunk load time-out, and the 2-hour guard against reloading in a loop. */
const CHUNK_TIMEOUT_MS = 120_000;
const RELOAD_GUARD_COOKIE = 'chunk_reload_guard';
const RELOAD_GUARD_DAYS = 2 / 24;

type ChunkFailureKind = 'missing' | 'timeout' | 'error';

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

class ChunkTimeout extends Error {}

/** The chunk address a loader imports, read from its source (`import("./X-hash.js")`), if visible. */
export function chunkUrlOf(loader: () => unknown, base: string): string | undefined {
  const match = /import\(\s*["'`]([^"'`]+)["'`]\s*\)/.exec(String(loader));
  if (!match) return undefined;
  try {
    return new URL(match[1]!, base).href;
  } catch {
    return undefined;
  }
}

/** Classifies a failed import and formats the spec's message: 'Loading chunk {id} failed.\n({kind}: {url})'. */
export function chunkFailureMessage(error: unknown, knownUrl?: string): string {
  const text = error instanceof Error ? error.message : String(error);
  const kind: ChunkFailureKind =
    error instanceof ChunkTimeout
      ? 'timeout'
      : /dynamically imported module|importing a module script|preload|failed to fetch/i.test(text)
        ? 'missing'
        : 'error';
  const url = knownUrl ?? /(https?:\/\/\S+|\/\S+\.(?:js|css))/.exec(text)?.[1] ?? 'unknown';
  const id =
    url
      .split('/')
      .pop()!
      .replace(/\.(js|css|tsx?)(\?.*)?$/, '') || 'unknown';
  return `Loading chunk ${id} failed.\n(${kind}: ${url})`;
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeout(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * What to do after a chunk failed: reload once (guarded by a 2-hour cookie), or give up so that the
 * error boundary shows the error screen. Pure apart from the injected effects, for tests.
 */
export function onChunkFailure(
  message: string,
  effects: { hasGuard: () => boolean; setGuard: () => void; reload: () => void },
): 'reloading' {
  if (effects.hasGuard()) throw new ChunkLoadError(message);
  effects.setGuard();
  console.error(message);
  effects.reload();
  return 'reloading';
}

export type PageModule = { default: ComponentType };

/** A lazy page that can be asked for before it renders (`preload`, at boot for the page being opened). */
export type LazyPage = ComponentType & { preload: () => Promise<void> };

/** A lazy route page with the chunk-failure guard. Areas use it for every page: `lazyPage(() => import('./pages/X'))`. */
export function lazyPage(loader: () => Promise<PageModule>): LazyPage {
  // One request per page, whether the boot's preload or the first render asks first.
  let loading: Promise<PageModule> | undefined;
  let loaded: PageModule | undefined;
  const load = () =>
    (loading ??= loader().then((module) => {
      loaded = module;
      return module;
    }));
  const page = lazy(async () => {
    try {
      return await withTimeout(load(), CHUNK_TIMEOUT_MS);
    } catch (error) {
      const message = chunkFailureMessage(error, chunkUrlOf(loader, import.meta.url));
      onChunkFailure(message, {
        hasGuard: () => getCookie(RELOAD_GUARD_COOKIE) !== undefined,
        setGuard: () => setCookie(RELOAD_GUARD_COOKIE, '1', RELOAD_GUARD_DAYS),
        reload: () => location.reload(),
      });
      // The page is reloading: stay suspended until it does.
      return new Promise<PageModule>(() => {});
    }
  });
  // Once its code is here the page renders at once, without suspending: the first render after the boot's preload
  // (and the server's render) draws the screen rather than its fallback, so the server's markup is replaced by the
  // same screen, not by a skeleton.
  function LazyRoutePage() {
    return loaded ? createElement(loaded.default) : createElement(page);
  }
  // A failed preload is handled (guard, reload) when the page renders and awaits the same promise.
  return Object.assign(LazyRoutePage, {
    preload: () =>
      load().then(
        () => undefined,
        () => undefined,
      ),
  });
}
