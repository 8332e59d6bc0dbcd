import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contract } from '@/contract';
import { passkeyNameProblem } from '@/domain/names';
import type { PasskeyListRes, PasskeyUnbindChallengeRes } from '@/contract';
import type { Queryable } from '../../db';
import { ApiError, Codes, SecurityCodes } from '../../errors';
import { translate } from '../../i18n';
import { createSession } from '../../plugins/auth';
import { defineHandler } from '../../plugins/handler';
import { hitLimit } from '../../plugins/rateLimit';
import { tellSecurityChange } from '../message/events';
import { consumeCode } from './otp';
import { issueTicket, peekTicket, requireEmail, takeTicket, userSecurity, verifyGa } from './security';

export const PASSKEY_LIMIT = 10;
export const CHALLENGE_TTL_SECONDS = 300;
export const RP_NAME = 'NFT Wallet';
/** Purpose of the ticket (verify_token) of a password sign-in's second step, issued by login_x_v2. */
export const LOGIN_VERIFY = 'login_verify';

// ---- relying party: the host the page was served from ----
/** Extra page origins allowed besides the server's own host (comma-separated PASSKEY_ORIGINS). */
const configuredOrigins = () =>
  (process.env.PASSKEY_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export interface RelyingParty {
  rpID: string;
  origin: string;
}

/**
 * rpID is the hostname of the Host header (e.g. `localhost`); the Origin header must be that host (or a
 * subdomain of it) over https, or over http on localhost, or one of PASSKEY_ORIGINS. Otherwise 20124.
 */
export function relyingParty(request: FastifyRequest): RelyingParty {
  const refuse = () => new ApiError(SecurityCodes.PASSKEY_ORIGIN, 'passkey_origin');
  const host = request.headers.host ?? '';
  let rpID: string;
  let origin: URL;
  try {
    rpID = new URL(`http://${host}`).hostname;
    origin = new URL(request.headers.origin ?? '');
  } catch {
    throw refuse();
  }
  const sameHost = origin.hostname === rpID || origin.hostname.endsWith(`.${rpID}`);
  const secure = origin.protocol === 'https:' || (origin.protocol === 'http:' && origin.hostname === 'localhost');
  if (!rpID || !(configuredOrigins().includes(origin.origin) || (sameHost && secure))) throw refuse();
  return { rpID, origin: origin.origin };
}

/** The challenge a client answered (from clientDataJSON), or '' when unreadable. */
function answeredChallenge(clientDataJSON: unknown): string {
  try {
    const data = JSON.parse(Buffer.from(String(clientDataJSON), 'base64url').toString('utf8')) as {
      challenge?: unknown;
    };
    return typeof data.challenge === 'string' ? data.challenge : '';
  } catch {
    return '';
  }
}

function validName(raw: string): string {
  if (passkeyNameProblem(raw)) throw new ApiError(SecurityCodes.PASSKEY_NAME_INVALID, 'passkey_name_invalid');
  return raw.trim();
}

async function passkeyCount(q: Queryable, userId: number): Promise<number> {
  const [row] = await q.query<{ count: number }>('SELECT count(*)::int AS count FROM passkeys WHERE user_id = $1', [
    userId,
  ]);
  return Number(row?.count ?? 0);
}

interface StoredChallenge {
  challenge: string;
  rp_id: string;
  origin: string;
}

/** A verified sign-in assertion, not yet recorded (recordPasskeyUse). */
export interface PasskeyAssertion {
  passkeyId: number;
  userId: number;
  newCounter: number;
}

/**
 * Spends the sign-in challenge `challengeId` and verifies `response` against a passkey of an open account.
 * `userId` null: an unbound (discoverable, login_passkey) challenge and any account's passkey; otherwise the
 * challenge must be bound to that account (asked with its verify_token) and the passkey must be its own.
 * 20121 challenge unknown, used, expired or bound otherwise; 20123 no such passkey; 20122 not verified.
 */
export async function verifyLoginAssertion(
  db: Queryable,
  challengeId: string,
  response: AuthenticationResponseJSON,
  userId: number | null,
): Promise<PasskeyAssertion> {
  // single use: the challenge is spent whether or not the assertion verifies
  const [stored] = await db.query<StoredChallenge>(
    `UPDATE webauthn_challenges SET used_at = now()
      WHERE challenge_id = $1 AND purpose = 'login' AND user_id IS NOT DISTINCT FROM $2::bigint
        AND used_at IS NULL AND expires_at > now()
      RETURNING challenge, rp_id, origin`,
    [challengeId, userId],
  );
  if (!stored) throw challengeInvalid();
  const [passkey] = await db.query<{
    id: number;
    user_id: number;
    public_key: Uint8Array;
    counter: number;
    transports: string[];
  }>(
    `SELECT p.id, p.user_id, p.public_key, p.counter, p.transports
       FROM passkeys p JOIN users u ON u.id = p.user_id
      WHERE p.credential_id = $1 AND u.closed_at IS NULL AND ($2::bigint IS NULL OR p.user_id = $2::bigint)`,
    [response.id, userId],
  );
  if (!passkey) throw passkeyNotFound();
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: stored.challenge,
    expectedOrigin: stored.origin,
    expectedRPID: stored.rp_id,
    credential: {
      id: response.id,
      publicKey: new Uint8Array(passkey.public_key),
      counter: Number(passkey.counter),
      transports: passkey.transports,
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) throw verifyFailed();
  return {
    passkeyId: Number(passkey.id),
    userId: Number(passkey.user_id),
    newCounter: verification.authenticationInfo.newCounter,
  };
}

/** Records a passkey use inside the sign-in transaction; a concurrent use of the same assertion loses (20122). */
export async function recordPasskeyUse(q: Queryable, assertion: PasskeyAssertion): Promise<void> {
  const updated = await q.query(
    `UPDATE passkeys SET counter = $2, last_used_at = now() WHERE id = $1 AND (counter < $2 OR $2 = 0) RETURNING id`,
    [assertion.passkeyId, assertion.newCounter],
  );
  if (updated.length === 0) throw verifyFailed();
}

const passkeyNotFound = () => new ApiError(SecurityCodes.PASSKEY_NOT_FOUND, 'passkey_not_found');
const verifyFailed = () => new ApiError(SecurityCodes.PASSKEY_VERIFY_FAILED, 'passkey_verify_failed');
const challengeInvalid = () => new ApiError(SecurityCodes.PASSKEY_CHALLENGE_INVALID, 'passkey_challenge_invalid');

/** Passkeys (WebAuthn, @simplewebauthn/server): adding, listing, renaming, removing, and signing in. */
export default function registerPasskeyCalls(app: FastifyInstance): void {
  defineHandler(app, contract.user.userPasskeyChallenge, {
    doc: {
      section: 'passkeys',
      notes:
        'registration options; rpID = Host name, discoverable key (20124 bad origin, 20125 at 10 passkeys); challenge 300 s',
    },
    handler: async ({ db, session, request }) => {
      const rp = relyingParty(request);
      const [user] = await db.query<{ uid: string; email: string | null; nickname: string }>(
        'SELECT uid, email, nickname FROM users WHERE id = $1',
        [session.userId],
      );
      const existing = await db.query<{ credential_id: string; transports: string[] }>(
        'SELECT credential_id, transports FROM passkeys WHERE user_id = $1',
        [session.userId],
      );
      if (existing.length >= PASSKEY_LIMIT)
        throw new ApiError(SecurityCodes.PASSKEY_LIMIT, 'passkey_limit', { limit: PASSKEY_LIMIT });
      const options = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID: rp.rpID,
        userName: user?.email || session.uid,
        userDisplayName: user?.nickname ?? '',
        userID: new TextEncoder().encode(session.uid),
        attestationType: 'none',
        timeout: 60_000,
        excludeCredentials: existing.map((c) => ({ id: c.credential_id, transports: c.transports })),
        // login_passkey offers no credential list, so the passkey must be discoverable
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      await db.query(
        `INSERT INTO webauthn_challenges (challenge_id, purpose, user_id, challenge, rp_id, origin, expires_at)
         VALUES ($1, 'register', $2, $3, $4, $5, now() + make_interval(secs => $6))`,
        [
          randomBytes(16).toString('base64url'),
          session.userId,
          options.challenge,
          rp.rpID,
          rp.origin,
          CHALLENGE_TTL_SECONDS,
        ],
      );
      return { options };
    },
  });

  defineHandler(app, contract.user.userPasskeyBind, {
    doc: {
      section: 'passkeys',
      notes: "`response`: the browser's RegistrationResponseJSON; name 1–50 (20126); 20121, 20122",
    },
    handler: async ({ db, session, body }) => {
      const name = validName(body.name);
      const response = body.response as unknown as RegistrationResponseJSON;
      // single use: the challenge is spent whether or not the attestation verifies
      const [stored] = await db.query<StoredChallenge>(
        `UPDATE webauthn_challenges SET used_at = now()
          WHERE challenge = $1 AND purpose = 'register' AND user_id = $2 AND used_at IS NULL AND expires_at > now()
          RETURNING challenge, rp_id, origin`,
        [answeredChallenge(response.response.clientDataJSON), session.userId],
      );
      if (!stored) throw challengeInvalid();
      const verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: stored.challenge,
        expectedOrigin: stored.origin,
        expectedRPID: stored.rp_id,
        requireUserVerification: false,
      }).catch(() => null);
      if (!verification?.verified) throw verifyFailed();
      const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
      return db.tx(async (q) => {
        await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`passkeys:${session.userId}`]);
        if ((await passkeyCount(q, session.userId)) >= PASSKEY_LIMIT) {
          throw new ApiError(SecurityCodes.PASSKEY_LIMIT, 'passkey_limit', { limit: PASSKEY_LIMIT });
        }
        const [row] = await q.query<{ id: number }>(
          `INSERT INTO passkeys (user_id, credential_id, public_key, counter, transports, device_type, backed_up, name, rp_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (credential_id) DO NOTHING RETURNING id`,
          [
            session.userId,
            credential.id,
            Buffer.from(credential.publicKey),
            credential.counter,
            JSON.stringify(credential.transports ?? []),
            credentialDeviceType,
            credentialBackedUp,
            name,
            stored.rp_id,
          ],
        );
        if (!row) throw verifyFailed();
        await tellSecurityChange(q, session.userId, 'passkey_added', { name });
        return { id: Number(row.id) };
      });
    },
  });

  defineHandler(app, contract.user.userPasskeyBindVerify, {
    doc: { section: 'passkeys' },
    handler: async ({ db, session }) => {
      const count = await passkeyCount(db, session.userId);
      return { can_bind: count < PASSKEY_LIMIT, count, limit: PASSKEY_LIMIT };
    },
  });

  defineHandler(app, contract.user.userPasskeyList, {
    doc: { section: 'passkeys' },
    handler: async ({ db, session }) => {
      const list = await db.query<PasskeyListRes['list'][number]>(
        `SELECT id, name, extract(epoch from created_at)::bigint AS created_at,
                extract(epoch from last_used_at)::bigint AS last_used_at
           FROM passkeys WHERE user_id = $1 ORDER BY id`,
        [session.userId],
      );
      return {
        list: list.map((p) => ({
          ...p,
          id: Number(p.id),
          created_at: Number(p.created_at),
          last_used_at: p.last_used_at === null ? null : Number(p.last_used_at),
        })),
      };
    },
  });

  defineHandler(app, contract.user.userPasskeyRename, {
    doc: { section: 'passkeys', notes: '20123' },
    handler: async ({ db, session, body }) => {
      const name = validName(body.name);
      const rows = await db.query('UPDATE passkeys SET name = $3 WHERE id = $1 AND user_id = $2 RETURNING id', [
        body.id,
        session.userId,
        name,
      ]);
      if (rows.length === 0) throw passkeyNotFound();
      return {};
    },
  });

  // Removal: challenge (which proofs) -> verify (email code, or the authenticator when on) -> unbind.
  defineHandler(app, contract.user.userPasskeyUnbindChallenge, {
    doc: {
      section: 'passkeys',
      notes: "`methods`: `['ga']` with the authenticator on, else `['email']`",
    },
    handler: async ({ db, session, body }) => {
      const user = await userSecurity(db, session.userId);
      const rows = await db.query('SELECT 1 FROM passkeys WHERE id = $1 AND user_id = $2', [body.id, user.id]);
      if (rows.length === 0) throw passkeyNotFound();
      const methods: PasskeyUnbindChallengeRes['methods'] = user.ga_enabled ? ['ga'] : user.email ? ['email'] : [];
      const ticket = await issueTicket(db, user.id, 'passkey_unbind_challenge', { passkey_id: body.id, methods });
      return { ticket, methods };
    },
  });

  defineHandler(app, contract.user.userPasskeyUnbindVerify, {
    doc: {
      section: 'passkeys',
      notes:
        'the proof `methods` names (email code of scene `passkey_unbind`, or authenticator); answers the ticket for unbind',
    },
    handler: async ({ db, config, session, body, lang }) => {
      type Data = { passkey_id: number; methods: PasskeyUnbindChallengeRes['methods'] };
      const ticket = await peekTicket<Data>(db, body.ticket, 'passkey_unbind_challenge', session.userId);
      const user = await userSecurity(db, session.userId);
      if (ticket.data.methods.includes('ga')) {
        await verifyGa(db, user.id, body.ga_code);
      } else if (ticket.data.methods.includes('email')) {
        if (!body.email_code) {
          throw new ApiError(Codes.INVALID_PARAM, 'invalid_param', {
            field: 'email_code',
            reason: translate(lang, 'reason_required'),
          });
        }
        await consumeCode(db, config, requireEmail(user), 'passkey_unbind', body.email_code);
      }
      const next = await db.tx(async (q) => {
        await takeTicket(q, body.ticket, 'passkey_unbind_challenge', user.id);
        return issueTicket(q, user.id, 'passkey_unbind', { passkey_id: ticket.data.passkey_id });
      });
      return { ticket: next };
    },
  });

  defineHandler(app, contract.user.userPasskeyUnbind, {
    doc: { section: 'passkeys', notes: '20144 for a spent ticket' },
    handler: async ({ db, session, body }) => {
      await db.tx(async (q) => {
        const ticket = await takeTicket<{ passkey_id: number }>(q, body.ticket, 'passkey_unbind', session.userId);
        const rows = await q.query('DELETE FROM passkeys WHERE id = $1 AND user_id = $2 RETURNING id', [
          ticket.data.passkey_id,
          session.userId,
        ]);
        if (rows.length === 0) throw passkeyNotFound();
        await tellSecurityChange(q, session.userId, 'passkey_removed');
      });
      return {};
    },
  });

  // ---- signing in with a passkey (discoverable credentials: no account named first) ----
  // With the verify_token of a password sign-in: options for that account's passkeys only, the challenge
  // bound to the account and recorded on the ticket, to be answered through login_verify_x.
  defineHandler(app, contract.user.loginPasskeyChallenge, {
    doc: {
      section: 'passkeys',
      notes:
        "no account named first (discoverable credentials); with the `verify_token` of login_x_v2, `allowCredentials` lists that account's passkeys and the challenge is answered through login_verify_x (20144, 20123 without a passkey); 10029 per IP",
    },
    handler: async ({ db, config, device, request, body }) => {
      const rp = relyingParty(request);
      await hitLimit(db, `passkey:ip:${device.ip}`, 600, config.limits.loginAttemptsPerIpPer10Min);
      const ticket = body.verify_token ? await peekTicket(db, body.verify_token, LOGIN_VERIFY, null) : null;
      const allowCredentials = ticket
        ? await db.query<{ id: string; transports: string[] }>(
            'SELECT credential_id AS id, transports FROM passkeys WHERE user_id = $1 AND rp_id = $2 ORDER BY id',
            [ticket.user_id, rp.rpID],
          )
        : undefined;
      if (allowCredentials?.length === 0) throw passkeyNotFound();
      const options = await generateAuthenticationOptions({
        rpID: rp.rpID,
        userVerification: 'preferred',
        timeout: 60_000,
        allowCredentials,
      });
      const challengeId = randomBytes(24).toString('base64url');
      await db.tx(async (q) => {
        await q.query(
          `INSERT INTO webauthn_challenges (challenge_id, purpose, user_id, challenge, rp_id, origin, expires_at)
           VALUES ($1, 'login', $2, $3, $4, $5, now() + make_interval(secs => $6))`,
          [challengeId, ticket?.user_id ?? null, options.challenge, rp.rpID, rp.origin, CHALLENGE_TTL_SECONDS],
        );
        // the newest challenge is the one this verify_token accepts
        if (ticket) {
          await q.query(
            `UPDATE security_tickets SET data = data || jsonb_build_object('challenge_id', $2::text) WHERE id = $1`,
            [ticket.id, challengeId],
          );
        }
      });
      return { challenge_id: challengeId, options };
    },
  });

  defineHandler(app, contract.user.loginPasskey, {
    doc: {
      section: 'passkeys',
      notes:
        '`response`: AuthenticationResponseJSON; signature counter checked (20121, 20122, 20123); a challenge asked with a `verify_token` is not accepted here (20121)',
    },
    handler: async ({ db, config, device, body }) => {
      await hitLimit(db, `login:ip:${device.ip}`, 600, config.limits.loginAttemptsPerIpPer10Min);
      const response = body.response as unknown as AuthenticationResponseJSON;
      const assertion = await verifyLoginAssertion(db, body.challenge_id, response, null);
      const accessToken = await db.tx(async (q) => {
        await recordPasskeyUse(q, assertion);
        return createSession(q, assertion.userId, device);
      });
      return { access_token: accessToken };
    },
  });
}
