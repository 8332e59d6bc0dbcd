import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { contract } from '@/contract';
import type { NicknameByPayIdRes } from '@/contract';
import { nicknameProblem } from '@/domain/names';
import type { Db, Queryable } from '../../db';
import { ApiError, SecurityCodes } from '../../errors';
import { decodeVerifiedImage } from '../../lib/images';
import { notFoundEnvelope } from '../../plugins/envelope';
import { defineHandler } from '../../plugins/handler';
import { hitLimit } from '../../plugins/rateLimit';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** A 2 MB image is about 2.8 MB of base64: upload_image alone accepts bodies up to 3 MB. */
export const UPLOAD_BODY_LIMIT = 3 * 1024 * 1024;
export const UPLOADS_PER_USER_PER_HOUR = 30;
export const UPLOADS_PATH = '/uploads/';

/**
 * Stores one picture a user uploads (an avatar, a ticket's picture): it takes the user's upload slot first, must decode
 * in full as the image type its first bytes claim and fit `maxBytes`, and gets a 128-bit random id (its URL is the
 * capability to read it). `alsoInTx` runs in the insert's transaction (the avatar's profile update). Returns the URL.
 */
export async function storeUpload(
  db: Db,
  userId: number,
  dataUrl: string,
  options: { maxBytes: number; purpose: 'avatar' | 'ticket'; alsoInTx?: (q: Queryable, url: string) => Promise<void> },
): Promise<string> {
  await hitLimit(db, `upload:${userId}`, 3600, UPLOADS_PER_USER_PER_HOUR);
  const image = await decodeVerifiedImage(dataUrl, options.maxBytes);
  const id = randomBytes(16).toString('base64url');
  const url = `${UPLOADS_PATH}${id}`;
  await db.tx(async (q) => {
    await q.query('INSERT INTO uploads (id, user_id, content_type, data, purpose) VALUES ($1, $2, $3, $4, $5)', [
      id,
      userId,
      image.type,
      image.bytes,
      options.purpose,
    ]);
    await options.alsoInTx?.(q, url);
  });
  return url;
}

/** The nickname rule the form applies too (2 to 20 characters after trimming, no control characters); else 20163. */
export function validNickname(raw: string): string {
  if (nicknameProblem(raw)) throw new ApiError(SecurityCodes.NICKNAME_INVALID, 'nickname_invalid');
  return raw.trim();
}

/** Profile edits: images (avatars) stored in the database and served at /uploads/<id>, nickname, Pay ID lookup. */
export default function registerProfileEditCalls(app: FastifyInstance): void {
  defineHandler(app, contract.user.uploadImage, {
    doc: {
      section: 'profile',
      notes:
        '`image`: data URL, PNG/JPEG/WebP by content, ≤ 2 MB decoded (20161, 20162); body limit 3 MiB; 30 per hour; served at `GET /uploads/<id>`; `avatar` also sets profile.avatar',
    },
    bodyLimit: UPLOAD_BODY_LIMIT,
    handler: async ({ db, session, body }) => ({
      url: await storeUpload(db, session.userId, body.image, {
        maxBytes: MAX_IMAGE_BYTES,
        purpose: 'avatar',
        alsoInTx:
          body.purpose === 'avatar'
            ? async (q, url) => {
                await q.query('UPDATE users SET avatar = $2 WHERE id = $1', [session.userId, url]);
              }
            : undefined,
      }),
    }),
  });

  app.get<{ Params: { id: string } }>(`${UPLOADS_PATH}:id`, async (request, reply) => {
    const id = request.params.id;
    const [row] = /^[A-Za-z0-9_-]{10,64}$/.test(id)
      ? await app.db.query<{ content_type: string; data: Uint8Array }>(
          'SELECT content_type, data FROM uploads WHERE id = $1',
          [id],
        )
      : [];
    if (!row) return notFoundEnvelope(request, reply);
    return reply
      .header('content-type', row.content_type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(row.data));
  });

  defineHandler(app, contract.user.modifyNickname, {
    doc: { section: 'profile', notes: '2–20 characters after trimming (20163)' },
    handler: async ({ db, session, body }) => {
      await db.query('UPDATE users SET nickname = $2 WHERE id = $1', [session.userId, validNickname(body.nickname)]);
      return {};
    },
  });

  // hideError on the client: the transfer form shows "not found" itself
  defineHandler(app, contract.user.getNicknameByPayId, {
    doc: {
      section: 'profile',
      notes: '20164; client: hideError',
    },
    handler: async ({ db, config, session, body }) => {
      await hitLimit(db, `pay-id:${session.userId}`, 600, config.limits.loginAttemptsPerIpPer10Min);
      const [row] = await db.query<NicknameByPayIdRes>(
        'SELECT pay_id, nickname, avatar FROM users WHERE pay_id = $1 AND closed_at IS NULL AND NOT is_system',
        [body.pay_id.trim()],
      );
      if (!row) throw new ApiError(SecurityCodes.PAY_ID_NOT_FOUND, 'pay_id_not_found');
      return row;
    },
  });
}
