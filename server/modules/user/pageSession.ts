import type { FastifyInstance } from 'fastify';
import type { Profile } from '@/contract';
import { findSession } from '../../plugins/auth';
import { PROFILE_COLUMNS } from './accounts';

/**
 * The signed-in user a page's session cookie names: exactly what the `profile` call answers (the same session
 * lookup, the same cache). The page is drawn for them and carries the answer, so the app's session check needs no
 * round trip. A cookie that names no live session gets null: the page is a visitor's, and the app's own check
 * signs the browser out.
 */
export const profileOfToken =
  (app: FastifyInstance) =>
  async (token: string): Promise<Profile | null> => {
    const session = await findSession(app.db, token, PROFILE_COLUMNS, app.publicCache);
    return session?.user ? (session.user as unknown as Profile) : null;
  };
