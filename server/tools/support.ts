/**
 * The support agents' tool: reads and answers users' tickets through a running server's /support-agent routes
 * (docs/support.md):
 *
 *   npm run support -- list [--status open|answered|closed] [--page 2]
 *   npm run support -- show 12
 *   npm run support -- reply 12 --as "Mina" "Thanks, the deposit is credited now." [--image shot.png …]
 *   npm run support -- close 12
 *   npm run support -- stars-refund SP1764213000000A1B2C3D4E5
 *
 * `--url` (default http://127.0.0.1:$PORT, PORT defaulting to 8080) names the server; the token comes from
 * SUPPORT_AGENT_TOKEN (`--token` overrides it). Exit codes: 0 done, 1 refused by the server or unreachable, 2 usage.
 */
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

export const USAGE = `usage:
  npm run support -- list [--status open|answered|closed] [--page N]
  npm run support -- show <id>
  npm run support -- reply <id> --as "Agent name" "text (HTML allowed)" [--image file.png …]
  npm run support -- close <id>
  npm run support -- stars-refund <payment number>   (gives the Stars back and takes the credit back)
options: --url http://127.0.0.1:8080 (default: PORT), --token … (default: SUPPORT_AGENT_TOKEN)`;

/** Where the tool writes: the console, or a test's buffers. */
export interface Output {
  log(line: string): void;
  error(line: string): void;
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}
interface Summary {
  id: number;
  title: string;
  category: string;
  status: string;
  last_reply_at: number;
}
interface Detail extends Summary {
  user: { uid: string; email: string };
  replies: { from: string; author: string; content: string; images: string[]; created_at: number }[];
}

class UsageError extends Error {}

const IMAGE_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};
const when = (seconds: number) => new Date(seconds * 1000).toISOString().replace('T', ' ').slice(0, 16);

function ticketId(value: string | undefined): number {
  const id = Number(value);
  if (!value || !Number.isSafeInteger(id) || id < 1)
    throw new UsageError(value ? `not a ticket id: ${value}` : 'no ticket id');
  return id;
}

async function imageDataUrl(file: string): Promise<string> {
  const type = IMAGE_TYPES[extname(file).toLowerCase()];
  if (!type) throw new UsageError(`${file}: only .png, .jpg and .webp pictures`);
  const bytes = await readFile(file).catch(() => {
    throw new UsageError(`cannot read ${file}`);
  });
  return `data:${type};base64,${bytes.toString('base64')}`;
}

/** Runs one command; answers the exit code. */
export async function runSupport(argv: string[], env: NodeJS.ProcessEnv, out: Output): Promise<number> {
  try {
    const { positionals, values } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        status: { type: 'string' },
        page: { type: 'string' },
        as: { type: 'string' },
        image: { type: 'string', multiple: true },
        url: { type: 'string' },
        token: { type: 'string' },
      },
    });
    const base = values.url ?? `http://127.0.0.1:${env.PORT || 8080}`;
    const token = values.token ?? env.SUPPORT_AGENT_TOKEN;
    if (!token) throw new UsageError('no token: set SUPPORT_AGENT_TOKEN (or pass --token)');
    const [command, ...rest] = positionals;

    const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T | null> => {
      const response = await fetch(new URL(`/support-agent${path}`, base), {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }).catch((error: unknown) => {
        out.error(`cannot reach ${base}: ${String(error)}`);
        return null;
      });
      if (!response) return null;
      if (response.status === 404 && !response.headers.get('content-type')?.includes('json')) {
        out.error(`${base} has no support agents' routes: is SUPPORT_AGENT_TOKEN set on the server?`);
        return null;
      }
      const answer = (await response.json().catch(() => null)) as Envelope<T> | null;
      if (!answer || answer.code !== 0) {
        out.error(
          answer
            ? `refused: ${answer.code} ${answer.msg}${answer.code === 10404 ? ` (is SUPPORT_AGENT_TOKEN set on ${base}?)` : ''}`
            : `refused: HTTP ${response.status}`,
        );
        return null;
      }
      return answer.data;
    };

    if (command === 'list') {
      if (rest.length > 0) throw new UsageError(`list takes no ${rest.join(' ')}`);
      const query = new URLSearchParams();
      if (values.status) query.set('status', values.status);
      if (values.page) query.set('page', values.page);
      const page = await call<{ list: Summary[]; count: number }>('GET', `/tickets?${query}`);
      if (!page) return 1;
      for (const t of page.list)
        out.log(`#${t.id}\t${t.status}\tsince ${when(t.last_reply_at)}\t${t.category}\t${t.title}`);
      out.log(`${page.count} ticket(s)${values.status ? ` ${values.status}` : ''}, oldest waiting first`);
      return 0;
    }
    if (command === 'show') {
      if (rest.length !== 1) throw new UsageError('show takes one ticket id');
      const t = await call<Detail>('GET', `/tickets/${ticketId(rest[0])}`);
      if (!t) return 1;
      out.log(`#${t.id} ${t.title}\n${t.category} · ${t.status} · user ${t.user.uid} (${t.user.email})`);
      for (const reply of t.replies) {
        out.log(`\n[${when(reply.created_at)}] ${reply.from === 'user' ? 'user' : `support: ${reply.author}`}`);
        out.log(reply.content);
        for (const image of reply.images) out.log(`  picture: ${new URL(image, base).href}`);
      }
      return 0;
    }
    if (command === 'reply') {
      const [id, text, ...extra] = rest;
      if (!values.as) throw new UsageError('reply needs --as "Agent name"');
      if (!text?.trim() || extra.length > 0) throw new UsageError('reply takes a ticket id and one text (quote it)');
      const images = await Promise.all((values.image ?? []).map(imageDataUrl));
      const answer = await call<{ reply_id: number }>('POST', `/tickets/${ticketId(id)}/reply`, {
        agent: values.as,
        content: text,
        ...(images.length > 0 ? { images } : {}),
      });
      if (!answer) return 1;
      out.log(`replied to #${id} as ${values.as} (reply ${answer.reply_id}); the user was told`);
      return 0;
    }
    if (command === 'close') {
      if (rest.length !== 1) throw new UsageError('close takes one ticket id');
      if (!(await call('POST', `/tickets/${ticketId(rest[0])}/close`))) return 1;
      out.log(`closed #${rest[0]}`);
      return 0;
    }
    if (command === 'stars-refund') {
      const [paymentNo, ...extra] = rest;
      if (!paymentNo || !/^SP[A-Z0-9]{8,38}$/.test(paymentNo) || extra.length > 0)
        throw new UsageError('stars-refund takes one payment number (SP…)');
      const payment = await call<{ stars: number; coin_amount: string; symbol: string }>(
        'POST',
        `/stars/${paymentNo}/refund`,
      );
      if (!payment) return 1;
      out.log(
        `refunded ${paymentNo}: ${payment.stars} Stars back to the user, ${payment.coin_amount} ${payment.symbol} taken back`,
      );
      return 0;
    }
    throw new UsageError(command ? `unknown command ${command}` : 'no command');
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      out.error(`${(error as Error).message}\n${USAGE}`);
      return 2;
    }
    throw error;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  process.exitCode = await runSupport(process.argv.slice(2), process.env, {
    log: (line) => console.log(line),
    error: (line) => console.error(line),
  });
