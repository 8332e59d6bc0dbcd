import type { FastifyInstance } from 'fastify';
import { contract } from '@/contract';
import { defineHandler } from '../../plugins/handler';
import { bannerListAnswer, moduleListAnswer, nftModuleListAnswer } from './answers';
import { articleById, articlePage, latestVersion } from './queries';

/** Article pages up to this one are kept in memory (per language and page size). */
const CACHED_ARTICLE_PAGES = 3;

/** Home-screen content and probes. Texts are stored per language and answered in X-Language. */
export default function systemModule(app: FastifyInstance): void {
  defineHandler(app, contract.system.moduleList, {
    doc: { section: 'home' },
    handler: ({ db, cache, lang }) => moduleListAnswer(db, cache, lang),
  });

  defineHandler(app, contract.system.getBannerList, {
    doc: { section: 'home' },
    handler: ({ db, cache, lang }) => bannerListAnswer(db, cache, lang),
  });

  defineHandler(app, contract.system.indexArticleList, {
    doc: {
      section: 'home',
      notes:
        'newest first; defaults page 1, page_size 10; with `id`, that article alone (a list of one, or empty) with `content`, HTML in X-Language',
    },
    handler: ({ db, cache, lang, body }) => {
      // one article in full is read from the database: the page cache holds lists, never one article's text
      if (body.id !== undefined) return articleById(db, lang, body.id);
      const [page, size] = [body.page ?? 1, body.page_size ?? 10];
      const load = () => articlePage(db, lang, page, size);
      // the first pages are what the home screen shows; deeper pages are read from the database
      return page <= CACHED_ARTICLE_PAGES ? cache.get('articles', `${lang}:${page}:${size}`, load) : load();
    },
  });

  defineHandler(app, contract.system.nftModuleList, {
    doc: { section: 'home' },
    handler: ({ db, cache, lang }) => nftModuleListAnswer(db, cache, lang),
  });

  defineHandler(app, contract.system.checkUpdate, {
    doc: {
      section: 'home',
      notes: 'header `X-Version`; current 1.1.0; `force` on a major gap or a forced release',
    },
    handler: async ({ db, cache, lang, request, config }) => {
      const clientVersion = String(request.headers['x-version'] ?? '');
      const latest = await cache.get('app_versions', lang, () => latestVersion(db, lang, config.currentAppVersion));
      const newer = compareVersions(latest.version, clientVersion) > 0;
      return {
        version: latest.version,
        has_update: newer,
        force: newer && (latest.force || majorOf(latest.version) > majorOf(clientVersion)),
        url: latest.url,
        notes: latest.notes,
      };
    },
  });

  defineHandler(app, contract.system.health, {
    doc: { section: 'home', notes: 'also `GET` without a signature (probes)' },
    handler: async ({ db }) => {
      await db.query('SELECT 1');
      return { status: 'ok' as const };
    },
  });
  // Load balancers and probes cannot sign: GET answers without a body.
  app.get(contract.system.health.path, async () => {
    await app.db.query('SELECT 1');
    return { code: 0, msg: 'ok', data: { status: 'ok' } };
  });
}

const parts = (version: string) => version.split('.').map((part) => Number.parseInt(part, 10) || 0);
const majorOf = (version: string) => parts(version)[0] ?? 0;

/** Compares dotted versions numerically; a missing or garbled version counts as 0.0.0. */
export function compareVersions(a: string, b: string): number {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) {
    const diff = (x[i] ?? 0) - (y[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}
