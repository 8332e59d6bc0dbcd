import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { contract } from '@/contract/full';
import { START_TIMEOUT, createTestServer, type TestServer } from '../../testing/harness';
import { takeSseEvents } from '../../testing/sse';
import { devPost, idem, walletUser, withdrawBody, type WalletUser } from './chainKit';

// A deposit's progress reaches its owner's open screens over the market's live channel (server-sent events through
// LISTEN/NOTIFY), and nobody else's.

let server: TestServer;
let other: FastifyInstance;
let owner: WalletUser;
let stranger: WalletUser;

beforeAll(async () => {
  server = await createTestServer();
  // the browsers are connected to a second instance on the same database: the events cross through PostgreSQL
  other = await server.appWith({});
  await other.listen({ port: 0, host: '127.0.0.1' });
  owner = await walletUser(server, 'live-owner');
  stranger = await walletUser(server, 'live-stranger');
}, START_TIMEOUT);

afterAll(async () => {
  await other?.close();
  await server?.close();
});

interface Heard {
  event: string;
  data: { kind?: string };
}

/** An open `/nft-api/live?topics=me` stream (as `cookie` signs it in): what it heard so far, and a way to stop. */
async function listen(cookie: string | null) {
  const address = other.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  const controller = new AbortController();
  const response = await fetch(`http://127.0.0.1:${address.port}/nft-api/live?topics=me`, {
    signal: controller.signal,
    headers: cookie ? { cookie } : {},
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const heard: Heard[] = [];
  let buffer = '';
  const reading = (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (chunk.done) return;
      const taken = takeSseEvents(buffer + decoder.decode(chunk.value, { stream: true }));
      buffer = taken.rest;
      for (const { event, data } of taken.events) heard.push({ event, data: (data ?? {}) as Heard['data'] });
    }
  })();
  await expect.poll(() => heard.some((e) => e.event === 'ready')).toBe(true);
  const wallet = () => heard.filter((e) => e.event === 'wallet').map((e) => e.data.kind);
  return {
    wallet,
    stop: async () => {
      controller.abort();
      await reading;
    },
  };
}

describe('wallet events on the live channel', () => {
  it("tells the owner's stream of a deposit seen, confirming and credited; another user's stream hears nothing", async () => {
    const mine = await listen(`access_token=${owner.token}`);
    const theirs = await listen(`access_token=${stranger.token}`);
    const visitor = await listen(null);

    const address = await server.post<{ address: string }>(
      contract.finance.getDepositAddress.path,
      { symbol: 'USDT', chain_name: 'TRC20' },
      { token: owner.token },
    );
    const sent = await devPost(server, '/dev/chain/deposit', {
      chain: 'TRC20',
      address: address.data.address,
      symbol: 'USDT',
      amount: '25',
    });
    expect(sent.code).toBe(0);
    await expect.poll(() => mine.wallet(), { timeout: 10_000 }).toContain('deposit_seen');
    await devPost(server, '/dev/chain/mine', { chain: 'TRC20', blocks: 5 });
    await expect.poll(() => mine.wallet(), { timeout: 10_000 }).toContain('deposit_confirming');
    await devPost(server, '/dev/chain/mine', { chain: 'TRC20', blocks: 40 });
    await expect.poll(() => mine.wallet(), { timeout: 10_000 }).toContain('deposit_credited');

    // the notifications had time to reach every stream: the owner's heard them, the others heard none
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(theirs.wallet()).toEqual([]);
    expect(visitor.wallet()).toEqual([]);
    await Promise.all([mine.stop(), theirs.stop(), visitor.stop()]);
  }, 60_000);

  it("tells the sender of their withdrawal's new status, and the receiver of the money credited", async () => {
    const sender = await listen(`access_token=${owner.token}`);
    const receiver = await listen(`access_token=${stranger.token}`);
    // to the stranger's deposit address here: settled internally, the stranger's deposit credited
    const to = await server.post<{ address: string }>(
      contract.finance.getDepositAddress.path,
      { symbol: 'USDT', chain_name: 'TRC20' },
      { token: stranger.token },
    );
    const request = { symbol: 'USDT', chain_name: 'TRC20', address: to.data.address, amount: '10' };
    const placed = await server.post(contract.finance.withdrawCoin.path, await withdrawBody(server, owner, request), {
      token: owner.token,
      headers: idem(),
    });
    expect(placed.code).toBe(0);
    await expect.poll(() => sender.wallet(), { timeout: 10_000 }).toEqual(['withdrawal']);
    await devPost(server, '/dev/chain/mine', { chain: 'TRC20', blocks: 40 });
    await expect.poll(() => sender.wallet(), { timeout: 10_000 }).toEqual(['withdrawal', 'withdrawal']);
    await expect.poll(() => receiver.wallet(), { timeout: 10_000 }).toEqual(['deposit_credited']);
    await Promise.all([sender.stop(), receiver.stop()]);
  }, 60_000);
});
