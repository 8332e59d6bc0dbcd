import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alert } from '@/contract/alert';
import { contract } from '@/contract/full';
import type { MarketOrder, PriceAlert } from '@/contract';
import { createTestServer, START_TIMEOUT, type TestServer } from '../../testing/harness';
import { fixFees, listOn, mintToken, newCollection, users } from '../market/bids/testKit';
import { fund, once, type WalletUser } from '../wallet/walletKit';
import { checkPriceAlerts, runPriceAlertCheck } from './price';
import { PRICE_ALERT_COLLECTION_DELAY, PRICE_ALERT_COLLECTION_JOB } from './trigger';

// A change to a collection's listings (listed, repriced, delisted, sold) queues the check of its price alerts in the
// change's own transaction, so an alert tells a second later instead of at the next minute's sweep; still once per
// crossing, and only for that collection.
const m = contract.nftMarket;
let server: TestServer;
let seller: WalletUser;
let buyer: WalletUser;
let watcher: WalletUser;

beforeAll(async () => {
  server = await createTestServer();
  await fixFees(server);
  [seller, buyer, watcher] = (await users(server, 'trigger', 3)) as [WalletUser, WalletUser, WalletUser];
  await fund(server, buyer.id, 'USDT', '100');
}, START_TIMEOUT);
afterAll(() => server.close());

let tokens = 0;
/** A new token of the collection held by the seller, listed at `price`; its order number. */
async function listed(collectionId: number, price: string) {
  tokens += 1;
  const itemId = await mintToken(server, collectionId, seller.id, `trig-${tokens}`, {});
  const order = await listOn(server.post, seller, itemId, price);
  expect(order.code, order.msg).toBe(0);
  return order.data.order_no;
}
const reprice = async (orderNo: string, price: string) =>
  expect(
    (await server.post<MarketOrder>(m.change.path, { order_no: orderNo, price }, { token: seller.token })).code,
  ).toBe(0);
const delist = async (orderNo: string) =>
  expect((await server.post<MarketOrder>(m.off.path, { order_no: orderNo }, { token: seller.token })).code).toBe(0);
const buy = async (orderNo: string, price: string) =>
  expect((await server.post(m.buy.path, { order_no: orderNo, price }, once(buyer.token))).code).toBe(0);
const watch = async (symbol: string, direction: 'below' | 'above', price: string) => {
  const added = await server.post<PriceAlert>(
    alert.priceAdd.path,
    { symbol, direction, price },
    { token: watcher.token },
  );
  expect(added.code, added.msg).toBe(0);
  return added.data;
};

/** The unfinished checks queued for the collection. */
const queued = (collectionId: number) =>
  server.db.query<{ wait: number }>(
    `SELECT extract(epoch FROM run_at - created_at)::float AS wait FROM jobs
      WHERE kind = $1 AND done_at IS NULL AND failed_at IS NULL AND payload->>'collectionId' = $2`,
    [PRICE_ALERT_COLLECTION_JOB, String(collectionId)],
  );
/** Runs the queued collection checks as the job runner does once their second has passed. */
const runChecks = () =>
  server.app.jobs.runDue({ kinds: [PRICE_ALERT_COLLECTION_JOB], aheadSeconds: PRICE_ALERT_COLLECTION_DELAY + 1 });
const noticesOn = async (symbol: string) =>
  (
    await server.db.query<{ template: string; floor: string }>(
      `SELECT template, params->>'floor' AS floor FROM messages
        WHERE user_id = $1 AND template LIKE 'price_alert%' AND link LIKE '%symbol=' || $2 ORDER BY id`,
      [watcher.id, symbol],
    )
  ).map((row) => `${row.template} ${row.floor}`);

describe('price alerts checked on a listing change', () => {
  it('queues one check per collection for a burst of changes, none while nobody watches it', async () => {
    const collectionId = await newCollection(server, 'TRIGA');
    const first = await listed(collectionId, '10');
    await reprice(first, '11');
    expect(await queued(collectionId)).toEqual([]);

    await watch('TRIGA', 'below', '8');
    await reprice(first, '9');
    await listed(collectionId, '12');
    await delist(first);
    const jobs = await queued(collectionId);
    expect(jobs).toHaveLength(1);
    // waits its second, so the burst's changes are read together
    expect(Number(jobs[0]!.wait)).toBe(PRICE_ALERT_COLLECTION_DELAY);
    expect(await runChecks()).toBe(1);
    expect(await queued(collectionId)).toEqual([]);
    expect(await noticesOn('TRIGA')).toEqual([]);
  });

  it('tells within the check after a listing, a new price, a delisting or a sale crosses, once per crossing', async () => {
    const collectionId = await newCollection(server, 'TRIGB');
    const cheap = await listed(collectionId, '10');
    const dear = await listed(collectionId, '15');
    await watch('TRIGB', 'below', '8');
    await watch('TRIGB', 'above', '12');

    // a new price under the alert's: told by the check the change queued, not by the sweep
    await reprice(cheap, '7.5');
    await runChecks();
    expect(await noticesOn('TRIGB')).toEqual(['price_alert_below 7.5']);
    // the sweep after it, and a further change on the same side, tell nothing more
    await server.db.tx((q) => checkPriceAlerts(q));
    await reprice(cheap, '7');
    await runChecks();
    expect(await noticesOn('TRIGB')).toEqual(['price_alert_below 7.5']);

    // delisted: the floor is the dearer listing again, above both prices: the "below" re-arms and "above" tells
    await delist(cheap);
    await runChecks();
    expect(await noticesOn('TRIGB')).toEqual(['price_alert_below 7.5', 'price_alert_above 15']);

    // a new listing under 8: the second crossing of "below"
    const another = await listed(collectionId, '6');
    await runChecks();
    expect(await noticesOn('TRIGB')).toEqual(['price_alert_below 7.5', 'price_alert_above 15', 'price_alert_below 6']);

    // sold: the floor goes back up to 15, "above" crosses again and "below" re-arms; a new price crosses "below"
    await buy(another, '6');
    await runChecks();
    await reprice(dear, '5');
    await runChecks();
    expect(await noticesOn('TRIGB')).toEqual([
      'price_alert_below 7.5',
      'price_alert_above 15',
      'price_alert_below 6',
      'price_alert_above 15',
      'price_alert_below 5',
    ]);
  });

  it('checks only the changed collection; the minute sweep still checks every one', async () => {
    const changed = await newCollection(server, 'TRIGC');
    const quiet = await newCollection(server, 'TRIGD');
    const order = await listed(changed, '10');
    await listed(quiet, '10');
    await watch('TRIGC', 'below', '8');
    await watch('TRIGD', 'below', '8');
    // the quiet collection's floor moves without a listing change (as the seed's or a repair would)
    await server.db.query('UPDATE nft_tokens SET best_price = 7 WHERE collection_id = $1 AND best_price IS NOT NULL', [
      quiet,
    ]);
    await reprice(order, '7');
    await runChecks();
    expect(await noticesOn('TRIGC')).toEqual(['price_alert_below 7']);
    expect(await noticesOn('TRIGD')).toEqual([]);
    // the sweep job's run (no server of the tests enqueues it: jobs are off)
    await server.db.tx((q) => runPriceAlertCheck(q));
    expect(await noticesOn('TRIGD')).toEqual(['price_alert_below 7']);
    expect(await noticesOn('TRIGC')).toEqual(['price_alert_below 7']);
  });
});
