import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ViteDevServer } from 'vite';
import type { PageRenderer } from '@/contract/render';
import { sendPage } from './page';
import { inlineScriptHashes } from './plugins/securityHeaders';
import { pageSite, type PageSource } from './static';

/**
 * `npm run dev`: the app's pages drawn by the server as in production, from the source through Vite (its middleware
 * in front of this server serves the modules, with hot reload): the template as Vite transforms it, the server render
 * as Vite loads it, fresh after every edit.
 */
export const devPages =
  (vite: ViteDevServer) =>
  async (app: FastifyInstance): Promise<PageSource> => {
    const site = pageSite(app);
    let hashes: string[] = [];
    return {
      scriptHashes: () => hashes,
      send: async (request, reply) => {
        const template = await vite.transformIndexHtml(request.url, readFileSync('index.html', 'utf8'));
        // Vite's own inline scripts (the hot-reload preamble) are allowed by their hashes, as the built page's are
        hashes = inlineScriptHashes(template);
        const { render } = (await vite.ssrLoadModule('/src/ssr/render.tsx')) as { render: PageRenderer };
        return sendPage(request, reply, { ...site, template, render });
      },
    };
  };
