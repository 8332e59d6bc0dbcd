import type { ServerLang } from '@/contract';
import type { ServerConfig } from '../config';
import type { Db } from '../db';
import type { JobRunner } from '../lib/jobs';
import type { PublicCache } from '../lib/publicCache';
import type { SessionInfo } from './auth';
import type { ServedCall } from './handler';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: ServerConfig;
    /** Rarely changing public data in memory, invalidated through `cache_versions` (server/lib/publicCache.ts). */
    publicCache: PublicCache;
    /** Every POST path registered through defineHandler (the catalogue test reads it). */
    servedPaths: Set<string>;
    /** The declaration (and API reference doc) of each served path, by path. */
    servedCalls: Map<string, ServedCall>;
    /** The background job runner (server/lib/jobs.ts): modules `define` their jobs; started when config.jobs. */
    jobs: JobRunner;
  }
  interface FastifyRequest {
    lang: ServerLang;
    session: SessionInfo | null;
  }
}
