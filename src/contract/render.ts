import type { Profile } from './user/types';

/**
 * What the server's page asks of the app's server render (src/ssr/render.tsx, built into the server's bundle) and
 * what it gets back: the one agreement between the two, so the server needs nothing else of the app.
 */
export interface PageRenderRequest {
  /** The path and query asked for. */
  url: string;
  /** The app's code of the page language (`zh-TW`, not the server's `zh_tw`). */
  lang: 'en' | 'ko' | 'zh-TW' | 'zh-CN';
  theme: 'light' | 'dark';
  /** Which route set to draw (the app switches at 1200 px; the server draws the request's remembered one). */
  routeSet: 'desktop' | 'mobile';
  /** A Telegram launch (the bot's link marks it): Telegram's variant of the chrome. */
  telegram: boolean;
  /** The signed-in user, checked by the server from the session cookie; null for a visitor. */
  profile: Profile | null;
  /** The request's cookies, as the app reads them in the browser (a dead session's token left out). */
  cookies: Record<string, string>;
  /** The server's clock: when the answers were made. */
  at: number;
  /**
   * One call's answer as its handler gives it to this request (what the call answers as `data`, or the whole
   * envelope for a `fullResponse` call), or undefined when the page leaves it to the app (a refusal, a call that
   * changes something): the screen then draws it loading.
   */
  answer: (path: string, body: object) => Promise<unknown>;
}

export interface PageRenderResult {
  /** The markup inside `#root`. */
  html: string;
  /** The document title the screen sets. */
  title: string;
  /** The answers the screen read, by `bootKey`, for the page to carry. */
  calls: Record<string, unknown>;
}

export type PageRenderer = (request: PageRenderRequest) => Promise<PageRenderResult>;

/** The cookie the app keeps its route set in, so the server draws the layout the browser will. */
export const ROUTE_SET_COOKIE = 'route_set';

/** The query parameter the bot's mini-app link carries: the page is a Telegram launch (its data is in the hash). */
export const TELEGRAM_LAUNCH_PARAM = 'tg';
