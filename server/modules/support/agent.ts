import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { TICKET_IMAGE_MAX, TICKET_IMAGE_MAX_BYTES, TICKET_TEXT_MAX } from '@/contract/workorder';
import { TICKET_STATUSES } from '@/contract/workorder/schema';
import { maskEmail } from '@/shared/lib/mask';
import { ApiError, Codes } from '../../errors';
import { translate } from '../../i18n';
import { decodeVerifiedImage } from '../../lib/images';
import { limitWrongGuesses } from '../../plugins/rateLimit';
import { UPLOADS_PATH } from '../user/profileEdit';
import { agentReply, cleanText, closeTicket, ticketPage, ticketNotFound, ticketWithOwner } from './tickets';

/** The agents' routes: outside every user API, reached with the agent token only (never with a user's session). */
export const SUPPORT_AGENT_PREFIX = '/support-agent/';
/** Wrong agent tokens one IP may try per 10 minutes: the token is a secret, each guess spends a slot first. */
export const AGENT_WRONG_TOKENS_PER_IP = 20;
const AGENT_PAGE_SIZE = 50;

// Path and query values arrive as text and the server coerces no types: numbers are digit strings here.
const IdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,14}$' }) });
const ListQuery = Type.Object({
  status: Type.Optional(Type.Union(TICKET_STATUSES.map((status) => Type.Literal(status)))),
  page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,4}$' })),
});
const ReplyBody = Type.Object({
  /** The agent's name as the user sees it. */
  agent: Type.String({ minLength: 1, maxLength: 40 }),
  /** HTML allowed: the client sanitises support's entries before showing them. */
  content: Type.String({ minLength: 1, maxLength: TICKET_TEXT_MAX }),
  /** Pictures as `data:image/…;base64,` URLs, checked as upload_image checks them. */
  images: Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: 7_200_000 }), { maxItems: TICKET_IMAGE_MAX }),
  ),
});

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries `Bearer <token>`, compared in constant time (hashes of equal length). */
function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * Guards every route of `scope` (registered under SUPPORT_AGENT_PREFIX) with the agent token: each request spends a
 * slot of its IP's wrong-token budget before its token is compared, and a right token gives it back. Other modules'
 * agent routes (a Stars refund) use it too.
 */
export function guardAgentRoutes(scope: FastifyInstance, app: FastifyInstance, token: string): void {
  scope.addHook('preHandler', async (request) => {
    await limitWrongGuesses(
      app.db,
      { key: `support-agent:${request.ip}`, windowSeconds: 600, max: AGENT_WRONG_TOKENS_PER_IP },
      async () => (bearerMatches(request, token) ? true : null),
      () => new ApiError(Codes.SESSION_INVALID, 'session_invalid', {}, 401),
    );
  });
}

/** The envelope of an agent route's answer. */
export const agentOk = <T>(request: FastifyRequest, data: T) => ({ code: 0, msg: translate(request.lang, 'ok'), data });

/**
 * /support-agent/*: support agents list tickets, read one, answer and close (docs/support.md). Not registered at all
 * without a configured token (404). Every request spends a slot of its IP's wrong-token budget before its token is
 * compared; a right token gives it back.
 */
export function registerSupportAgentRoutes(app: FastifyInstance): void {
  const token = app.config.supportAgentToken;
  if (!token) return;

  app.register(
    async (agent) => {
      guardAgentRoutes(agent, app, token);

      agent.get<{ Querystring: Static<typeof ListQuery> }>(
        '/tickets',
        { schema: { querystring: ListQuery } },
        async (request) => {
          const page = Number(request.query.page ?? 1);
          const { list, count } = await ticketPage(app.db, request.lang, {
            userId: null,
            status: request.query.status,
            page,
            pageSize: AGENT_PAGE_SIZE,
          });
          return agentOk(request, { list, count, page, page_size: AGENT_PAGE_SIZE });
        },
      );

      agent.get<{ Params: Static<typeof IdParams> }>(
        '/tickets/:id',
        { schema: { params: IdParams } },
        async (request) => {
          const ticket = await ticketWithOwner(app.db, request.lang, Number(request.params.id), null);
          if (!ticket) throw ticketNotFound();
          const [user] = await app.db.query<{ uid: string; email: string | null }>(
            'SELECT uid, email FROM users WHERE id = $1',
            [ticket.user_id],
          );
          const { user_id: _owner, ...detail } = ticket;
          return agentOk(request, { ...detail, user: { uid: user?.uid ?? '', email: maskEmail(user?.email) } });
        },
      );

      agent.post<{ Params: Static<typeof IdParams>; Body: Static<typeof ReplyBody> }>(
        '/tickets/:id/reply',
        { schema: { params: IdParams, body: ReplyBody }, bodyLimit: 40 * 1024 * 1024 },
        async (request) => {
          const id = Number(request.params.id);
          const agentName = cleanText(request.body.agent, 'agent', request.lang);
          const content = cleanText(request.body.content, 'content', request.lang);
          // decoded before the transaction: a refused picture refuses the reply, nothing written
          const images = await Promise.all(
            (request.body.images ?? []).map((url) => decodeVerifiedImage(url, TICKET_IMAGE_MAX_BYTES)),
          );
          const replyId = await app.db.tx(async (q) => {
            const [owner] = await q.query<{ user_id: number }>('SELECT user_id FROM tickets WHERE id = $1', [id]);
            if (!owner) throw ticketNotFound();
            const urls: string[] = [];
            for (const image of images) {
              const uploadId = randomBytes(16).toString('base64url');
              // kept under the ticket's owner: the pictures belong to their conversation
              await q.query(
                "INSERT INTO uploads (id, user_id, content_type, data, purpose) VALUES ($1, $2, $3, $4, 'ticket')",
                [uploadId, owner.user_id, image.type, image.bytes],
              );
              urls.push(`${UPLOADS_PATH}${uploadId}`);
            }
            return agentReply(q, { ticketId: id, agent: agentName, content, images: urls });
          });
          return agentOk(request, { reply_id: replyId });
        },
      );

      agent.post<{ Params: Static<typeof IdParams> }>(
        '/tickets/:id/close',
        { schema: { params: IdParams } },
        async (request) => {
          const id = Number(request.params.id);
          await app.db.tx((q) => closeTicket(q, id, null));
          return agentOk(request, { id, status: 'closed' });
        },
      );
    },
    { prefix: SUPPORT_AGENT_PREFIX.slice(0, -1) },
  );
}
