import type { FastifyInstance } from 'fastify';
import { SERVER_LANGS } from '@/contract/fields';
import { MESSAGE_KINDS } from '@/contract/message/schema';
import type { MessageKind, ServerLang } from '@/contract';
import { devFeaturesOn } from '../../config';
import { normaliseEmail } from '../user/accounts';
import { insertMessage } from './write';

interface NoticeBody {
  email: string;
  title: string;
  body: string;
  kind?: MessageKind;
  link?: string;
}

/**
 * POST /dev/message/notice {email, title, body, kind?, link?} (development only): writes a raw message to the account
 * with that email, as an operator's broadcast would be (the title as text, the body as HTML, the same in every
 * language, unescaped: tests of the client's sanitiser send hostile bodies through it), and publishes the live
 * `message` event -> `{written}` (0 when no account has that email).
 */
export function registerDevMessage(app: FastifyInstance): void {
  if (!devFeaturesOn(app.config)) return;
  app.post<{ Body: NoticeBody }>(
    '/dev/message/notice',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email', 'title', 'body'],
          properties: {
            email: { type: 'string', minLength: 3, maxLength: 254 },
            title: { type: 'string', minLength: 1, maxLength: 200 },
            body: { type: 'string', maxLength: 50_000 },
            kind: { type: 'string', enum: [...MESSAGE_KINDS] },
            link: { type: 'string', maxLength: 1000 },
          },
        },
      },
    },
    async (request) => {
      const { email, title, body, kind = 'system', link = '' } = request.body;
      const written = await app.db.tx(async (q) => {
        const [user] = await q.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [normaliseEmail(email)]);
        if (!user) return 0;
        const every = (text: string) =>
          Object.fromEntries(SERVER_LANGS.map((lang) => [lang, text])) as Record<ServerLang, string>;
        const row = { userId: Number(user.id), kind, title: every(title), body: every(body), link };
        return (await insertMessage(q, { ...row, eventKey: null, template: null, params: {} })) ? 1 : 0;
      });
      return { code: 0, msg: 'ok', data: { written } };
    },
  );
}
