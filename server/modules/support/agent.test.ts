import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@/contract';
import type { MessageDetail, MessageListRes } from '@/contract';
import { workorder } from '@/contract/workorder';
import type { TicketDetail } from '@/contract/workorder';
import { buildApp } from '../../app';
import { DEV_SUPPORT_AGENT_TOKEN, loadConfig } from '../../config';
import { createTestServer, START_TIMEOUT, uniqueEmail, type TestServer } from '../../testing/harness';
import { runSupport } from '../../tools/support';
import { MARKET_CHANNEL, type MarketChange } from '../market/live';
import { AGENT_WRONG_TOKENS_PER_IP } from './agent';
import { categoriesOf, createTicket, dataUrl, picture } from './testKit';

// The support agents' side: /support-agent/* behind the agent token, and the `npm run support` tool over it.
let server: TestServer;
const TOKEN = 'agent-test-token-0123456789';

beforeAll(async () => {
  server = await createTestServer({ supportAgentToken: TOKEN });
}, START_TIMEOUT);
afterAll(() => server.close());

const agent = (
  method: 'GET' | 'POST',
  url: string,
  options: { body?: unknown; token?: string | null; ip?: string; app?: FastifyInstance } = {},
) =>
  (options.app ?? server.app).inject({
    method,
    url: `/support-agent${url}`,
    remoteAddress: options.ip ?? '10.0.0.1',
    headers: options.token === null ? {} : { authorization: `Bearer ${options.token ?? TOKEN}` },
    ...(options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
  });

async function openTicket(tag: string, title = 'Withdrawal stuck') {
  const email = uniqueEmail(tag);
  const token = await server.signIn(email);
  const { parent, child } = await categoriesOf(server, token);
  const res = await createTicket(server, token, {
    category_id: parent.id,
    sub_category_id: child.id,
    title,
    description: 'Pending since yesterday.',
  });
  return { email, token, ticket: res.data };
}

describe('the agent token', () => {
  it('refuses requests without the token or with a wrong one (401, 4001); user sessions are not agent tokens', async () => {
    const { token } = await openTicket('agent-auth');
    for (const bad of [null, 'wrong', token, `${TOKEN}x`]) {
      const res = await agent('GET', '/tickets', { token: bad, ip: '10.0.1.1' });
      expect([res.statusCode, res.json().code]).toEqual([401, 4001]);
    }
    expect((await agent('GET', '/tickets', { ip: '10.0.1.1' })).statusCode).toBe(200);
  });

  it(`lets one IP guess ${AGENT_WRONG_TOKENS_PER_IP} wrong tokens per window, then refuses (10029) before comparing`, async () => {
    for (let i = 0; i < AGENT_WRONG_TOKENS_PER_IP; i++)
      expect((await agent('GET', '/tickets', { token: `guess-${i}`, ip: '10.0.2.1' })).json().code).toBe(4001);
    expect((await agent('GET', '/tickets', { token: 'one-more', ip: '10.0.2.1' })).json().code).toBe(10029);
    // even the right token waits out the window from there; another IP is not affected
    expect((await agent('GET', '/tickets', { ip: '10.0.2.1' })).json().code).toBe(10029);
    expect((await agent('GET', '/tickets', { ip: '10.0.2.2' })).json().code).toBe(0);
  });

  it('the routes do not exist without a token: production leaves it unset, development has its fixed one', async () => {
    const production = loadConfig({ NODE_ENV: 'production', DATA_DIR: 'memory://', JOBS: '0' });
    expect(production.supportAgentToken).toBeNull();
    expect(loadConfig({ NODE_ENV: 'development' }).supportAgentToken).toBe(DEV_SUPPORT_AGENT_TOKEN);
    expect(loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' }).supportAgentToken).toBeNull();
    expect(loadConfig({ NODE_ENV: 'production', SUPPORT_AGENT_TOKEN: 's3cret' }).supportAgentToken).toBe('s3cret');
    const bare = await buildApp({ config: { ...server.config, supportAgentToken: null }, db: server.db });
    try {
      const res = await agent('GET', '/tickets', { app: bare, token: DEV_SUPPORT_AGENT_TOKEN });
      expect([res.statusCode, res.json().code]).toEqual([404, 10404]);
    } finally {
      await bare.close();
    }
  });
});

describe('agents’ operations', () => {
  it('lists tickets oldest waiting first, filters by status, shows one with the user masked', async () => {
    const first = await openTicket('agent-list-1', 'First');
    const second = await openTicket('agent-list-2', 'Second');
    await server.db.query("UPDATE tickets SET last_reply_at = now() - interval '10 days' WHERE id = $1", [
      second.ticket.id,
    ]);
    const list = (await agent('GET', '/tickets?status=open')).json();
    const ids: number[] = list.data.list.map((t: { id: number }) => t.id);
    expect(ids.indexOf(second.ticket.id)).toBeLessThan(ids.indexOf(first.ticket.id));
    expect(list.data.list.every((t: { status: string }) => t.status === 'open')).toBe(true);
    expect((await agent('GET', '/tickets?status=lost')).json().code).toBe(10003);

    const shown = (await agent('GET', `/tickets/${first.ticket.id}`)).json();
    expect(shown.data).toMatchObject({
      id: first.ticket.id,
      title: 'First',
      replies: [{ content: 'Pending since yesterday.' }],
    });
    expect(shown.data.user.uid).toMatch(/\S/);
    expect(shown.data.user.email).toMatch(/^\S{3}\*{4}\S{2}@example\.com$/);
    expect(shown.data.user.email).not.toBe(first.email);
    expect((await agent('GET', '/tickets/99999999')).json().code).toBe(34010);
    expect((await agent('GET', '/tickets/abc')).json().code).toBe(10003);
  });

  it('a reply answers the ticket and writes its owner exactly one message, announced live', async () => {
    const { token, ticket } = await openTicket('agent-reply', 'Card <b>declined</b>');
    const heard: MarketChange[] = [];
    const channel = server.db.channelName?.(MARKET_CHANNEL) ?? MARKET_CHANNEL;
    const stop = await server.db.listen!(channel, (payload) => heard.push(JSON.parse(payload) as MarketChange));
    try {
      const image = dataUrl(await picture('webp'));
      const res = await agent('POST', `/tickets/${ticket.id}/reply`, {
        body: { agent: '  Mina ', content: '<p>It is <b>credited</b> now.</p>', images: [image] },
      });
      expect(res.json()).toMatchObject({ code: 0, data: { reply_id: expect.any(Number) } });
      const detail = await server.post<TicketDetail>(workorder.getWorkOrderInfo.path, { id: ticket.id }, { token });
      expect(detail.data.status).toBe('answered');
      const answer = detail.data.replies[1]!;
      expect(answer).toMatchObject({ from: 'support', author: 'Mina', content: '<p>It is <b>credited</b> now.</p>' });
      expect(answer.images).toHaveLength(1);
      expect((await server.app.inject({ method: 'GET', url: answer.images[0]! })).headers['content-type']).toBe(
        'image/webp',
      );

      const messages = await server.post<MessageListRes>(contract.message.list.path, { kind: 'support' }, { token });
      expect(messages.data.list).toHaveLength(1);
      const message = messages.data.list[0]!;
      expect(message).toMatchObject({ kind: 'support', link: `/wordOrderDetail?id=${ticket.id}`, read: false });
      const full = await server.post<MessageDetail>(contract.message.detail.path, { id: message.id }, { token });
      // the title is escaped into the message's HTML body, never markup
      expect(full.data.body).toContain('Card &lt;b&gt;declined&lt;/b&gt;');
      const [owner] = await server.db.query<{ user_id: number }>('SELECT user_id FROM tickets WHERE id = $1', [
        ticket.id,
      ]);
      await expect
        .poll(() => heard.filter((c) => c.kind === 'message' && c.user_id === Number(owner!.user_id)).length)
        .toBeGreaterThanOrEqual(1);
    } finally {
      await stop();
    }
  });

  it('refuses a blank reply, a bad picture, a closed ticket; closing twice is 34011', async () => {
    const { token, ticket } = await openTicket('agent-close');
    const reply = (body: unknown) => agent('POST', `/tickets/${ticket.id}/reply`, { body });
    expect((await reply({ agent: 'Mina', content: '   ' })).json().code).toBe(10003);
    expect((await reply({ agent: ' ', content: 'Hi' })).json().code).toBe(10003);
    expect((await reply({ content: 'Hi' })).json().code).toBe(10003);
    const fake = Buffer.concat([(await picture('png')).subarray(0, 8), Buffer.from('not a png')]);
    expect((await reply({ agent: 'Mina', content: 'Hi', images: [dataUrl(fake)] })).json().code).toBe(20161);
    expect(
      (await agent('POST', '/tickets/99999999/reply', { body: { agent: 'Mina', content: 'Hi' } })).json().code,
    ).toBe(34010);
    const detail = await server.post<TicketDetail>(workorder.getWorkOrderInfo.path, { id: ticket.id }, { token });
    expect([detail.data.status, detail.data.replies.length]).toEqual(['open', 1]);

    expect((await agent('POST', `/tickets/${ticket.id}/close`)).json()).toMatchObject({
      code: 0,
      data: { status: 'closed' },
    });
    expect((await agent('POST', `/tickets/${ticket.id}/close`)).json().code).toBe(34011);
    expect((await reply({ agent: 'Mina', content: 'Hi' })).json().code).toBe(34011);
    const messages = await server.post<MessageListRes>(contract.message.list.path, { kind: 'support' }, { token });
    expect(messages.data.list).toHaveLength(0);
  });
});

describe('npm run support', () => {
  let base: string;
  beforeAll(async () => {
    base = await server.app.listen({ host: '127.0.0.1', port: 0 });
  });

  const run = async (args: string[], env: NodeJS.ProcessEnv = { SUPPORT_AGENT_TOKEN: TOKEN }) => {
    const lines = { out: [] as string[], err: [] as string[] };
    const code = await runSupport([...args, '--url', base], env, {
      log: (line) => lines.out.push(line),
      error: (line) => lines.err.push(line),
    });
    return { code, out: lines.out.join('\n'), err: lines.err.join('\n') };
  };

  it('lists, shows, replies with a picture and closes', async () => {
    const { token, ticket } = await openTicket('cli', 'From the CLI');
    const listed = await run(['list', '--status', 'open']);
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(`#${ticket.id}\topen`);
    expect(listed.out).toContain('From the CLI');

    const shown = await run(['show', String(ticket.id)]);
    expect(shown.code).toBe(0);
    expect(shown.out).toContain('Pending since yesterday.');
    expect(shown.out).toMatch(/\*{4}\S{2}@example\.com/);

    const dir = await mkdtemp(join(tmpdir(), 'support-cli-'));
    const file = join(dir, 'shot.png');
    await writeFile(file, await picture('png'));
    const replied = await run(['reply', String(ticket.id), '--as', 'Mina', 'Sorted, <b>thanks</b>!', '--image', file]);
    expect([replied.code, replied.err]).toEqual([0, '']);
    expect(replied.out).toContain(`replied to #${ticket.id} as Mina`);
    const detail = await server.post<TicketDetail>(workorder.getWorkOrderInfo.path, { id: ticket.id }, { token });
    expect(detail.data.replies[1]).toMatchObject({ author: 'Mina', content: 'Sorted, <b>thanks</b>!' });
    expect(detail.data.replies[1]!.images).toHaveLength(1);

    expect((await run(['close', String(ticket.id)])).code).toBe(0);
    const again = await run(['close', String(ticket.id)]);
    expect(again.code).toBe(1);
    expect(again.err).toContain('34011');
  });

  it('exits 2 on usage errors and 1 when refused', async () => {
    for (const args of [
      [],
      ['dance'],
      ['show'],
      ['show', 'x'],
      ['reply', '1', 'text'],
      ['reply', '1', '--as', 'Mina'],
      ['list', '--bogus'],
    ]) {
      const res = await run(args);
      expect([args, res.code]).toEqual([args, 2]);
      expect(res.err).toContain('usage:');
    }
    expect((await run(['list'], {})).code).toBe(2);
    const wrong = await run(['list'], { SUPPORT_AGENT_TOKEN: 'nope' });
    expect([wrong.code, wrong.err]).toEqual([1, expect.stringContaining('4001')]);
    expect((await run(['show', '99999999'])).code).toBe(1);
  });
});
