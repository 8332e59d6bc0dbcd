import type { FastifyInstance } from 'fastify';
import type {
  BannerListRes,
  CheckUpdateRes,
  EmptyBody,
  HealthRes,
  IndexArticleListReq,
  IndexArticleListRes,
  ModuleListRes,
  NftModuleListRes,
} from '@/contract/types';
import { defineHandler } from '../../plugins/handler';
import { pageSchema } from '../schemas';
import { articlePage, banners, homeModules, latestVersion, nftModules } from './queries';

const P = '/user-api/api/system/';

/** Home-screen content and probes. Texts are stored per language and answered in X-Language. */
export default function systemModule(app: FastifyInstance): void {
  defineHandler<EmptyBody, ModuleListRes>(app, `${P}module_list`, {
    auth: false,
    handler: async ({ db, lang }) => ({ list: await homeModules(db, lang) }),
  });

  defineHandler<EmptyBody, BannerListRes>(app, `${P}get_banner_list`, {
    auth: false,
    handler: async ({ db, lang }) => ({ list: await banners(db, lang) }),
  });

  defineHandler<IndexArticleListReq, IndexArticleListRes>(app, `${P}index_article_list`, {
    auth: false,
    body: pageSchema,
    handler: ({ db, lang, body }) => articlePage(db, lang, body.page ?? 1, body.page_size ?? 10),
  });

  defineHandler<EmptyBody, NftModuleListRes>(app, `${P}nft_module_list`, {
    auth: false,
    handler: async ({ db, lang }) => ({ list: await nftModules(db, lang) }),
  });

  defineHandler<EmptyBody, CheckUpdateRes>(app, `${P}check_update`, {
    auth: false,
    handler: async ({ db, lang, request, config }) => {
      const clientVersion = String(request.headers['x-version'] ?? '');
      const latest = await latestVersion(db, lang, config.currentAppVersion);
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

  defineHandler<EmptyBody, HealthRes>(app, `${P}health`, {
    auth: false,
    handler: async ({ db }) => {
      await db.query('SELECT 1');
      return { status: 'ok' };
    },
  });
  // Load balancers and probes cannot sign: GET answers without a body.
  app.get(`${P}health`, async () => {
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
