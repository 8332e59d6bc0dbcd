import type { ServerLang } from '@/contract/types';
import type { ServerConfig } from '../config';
import type { Db } from '../db';
import type { SessionInfo } from './auth';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: ServerConfig;
    /** Every POST path registered through defineHandler (the catalogue test reads it). */
    servedPaths: Set<string>;
  }
  interface FastifyRequest {
    lang: ServerLang;
    session: SessionInfo | null;
  }
}
