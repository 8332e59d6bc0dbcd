import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '@/contract/define';
import type { PageRenderer } from '@/contract/render';
import { signPayload } from '@/contract/sign';
import type { ServerLang } from '@/contract';

/**
 * The app's server render (src/ssr/render.tsx), built by `vite build` into `<dist>/server/render.js` beside the
 * client's files. Loaded by path: the server imports no screen code of its own. Null when the build has none (an API
 * checkout without a front end); the page is then the bare template and the app draws everything.
 */
export async function loadRenderer(distDir: string): Promise<PageRenderer | null> {
  const file = join(distDir, 'server', 'render.js');
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { render?: PageRenderer };
  return typeof module.render === 'function' ? module.render : null;
}

/** Who a page's answers are for: the request's session token, language and device. */
export interface PageCaller {
  token: string | null;
  lang: ServerLang;
  headers: Record<string, string>;
}

/**
 * Answers a call of the screen being rendered the way the API answers it: the same request, signed, through the
 * registered handler (its checks, its cache, its envelope), in this process. Only calls the server serves and that
 * change nothing (no idempotent call) are answered; a refusal (a session the call needs and the request lacks, an
 * invalid body) leaves the call to the app.
 */
export function pageAnswerer(app: FastifyInstance, caller: PageCaller) {
  return async (path: string, body: object): Promise<unknown> => {
    const served = app.servedCalls.get(path);
    if (!served || served.endpoint.options.idempotent) return undefined;
    if (served.endpoint.auth === true && !caller.token) return undefined;
    const signed: Record<string, unknown> = { ...body, time: Math.floor(Date.now() / 1000) };
    signed.sign = signPayload(signed, app.config.signSecret);
    const response = await app.inject({
      method: 'POST',
      url: path,
      payload: signed,
      headers: {
        ...caller.headers,
        'content-type': 'application/json',
        'x-language': caller.lang,
        ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
      },
    });
    if (response.statusCode !== 200) return undefined;
    const envelope = response.json<Envelope<unknown>>();
    if (envelope.code !== 0) return undefined;
    return served.endpoint.options.fullResponse ? envelope : envelope.data;
  };
}
