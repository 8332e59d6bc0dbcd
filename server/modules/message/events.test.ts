import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@/contract/full';
import { Codes } from '@/contract/codes';
import { nftMarket } from '@/contract/nftMarket';
import type { MarketOrder } from '@/contract/nftMarket/types';
import { offer } from '@/contract/offer';
import type { BidPlacedRes } from '@/contract/offer/types';
import { quote } from '@/contract/quote';
import { START_TIMEOUT, createTestServer, uniqueEmail, type TestServer } from '../../testing/harness';
import {
  CAPITAL,
  depositAndConfirm,
  devPost,
  idem,
  walletUser,
  withdrawBody,
  type WalletUser,
} from '../chain/chainKit';
import { fixFees, inADay, scenarios } from '../market/bids/testKit';
import { enableGa, userIdOf } from '../user/testKit';
import { fund } from '../wallet/walletKit';

/**
 * Every event that tells a user writes exactly one message to the right user, from inside the event's transaction:
 * a retried call or a job run again writes none more, a refused one none at all.
 */
let server: TestServer;
const { collection, mint } = scenarios(() => server, 'MSG', { collection: 'Notice', token: 'Notice cat' });

beforeAll(async () => {
  server = await createTestServer();
  await fixFees(server);
}, START_TIMEOUT);
afterAll(() => server.close());

interface Told {
  template: string;
  kind: string;
  link: string;
  params: Record<string, string | number>;
  title: Record<string, string>;
  body: Record<string, string>;
}

/** The event messages of a user (the welcome has no template), oldest first. */
const toldTo = (userId: number, template?: string) =>
  server.db.query<Told>(
    `SELECT template, kind, link, params, title, body FROM messages
      WHERE user_id = $1 AND template IS NOT NULL AND ($2::text IS NULL OR template = $2) ORDER BY id`,
    [userId, template ?? null],
  );

/** The market's messages of a user, oldest first (each test user has also heard of their payment password). */
const trades = async (userId: number) =>
  (await toldTo(userId)).filter((m) => m.kind === 'trade').map((m) => m.template);

/** A user who may buy without the payment password, with USDT to spend. */
async function trader(tag: string, usdt = '0'): Promise<WalletUser> {
  const user = await walletUser(server, tag);
  await server.db.query('UPDATE users SET nft_free = true WHERE id = $1', [user.userId]);
  if (usdt !== '0') await fund(server, user.userId, 'USDT', usdt);
  return user;
}

const once = (user: WalletUser, key = idem()) => ({ token: user.token, headers: key });
const list = (user: WalletUser, itemId: number, price: string) =>
  server.post<MarketOrder>(nftMarket.on.path, { item_id: itemId, price }, once(user));
const buy = (user: WalletUser, order: MarketOrder, key = idem()) =>
  server.post(nftMarket.buy.path, { order_no: order.order_no, price: order.price, password: CAPITAL }, once(user, key));
const makeOffer = (user: WalletUser, symbol: string, tokenId: string, price: string) =>
  server.post<BidPlacedRes>(
    offer.offerMake.path,
    { symbol, token_id: tokenId, price, expires_at: inADay(), password: CAPITAL },
    once(user),
  );

describe('market events', () => {
  it('a purchase tells the seller it sold and the buyer they bought it, once, with the token and the price', async () => {
    const [seller, buyer] = [await trader('sold'), await trader('bought', '100')];
    const symbol = await collection();
    const { itemId, tokenId } = await mint(symbol, seller.userId);
    const order = (await list(seller, itemId, '12.5')).data;
    const key = idem();
    expect((await buy(buyer, order, key)).code).toBe(0);
    expect((await buy(buyer, order, key)).code).toBe(0); // the same request again: the same answer, nothing new
    const [sold] = await toldTo(seller.userId, 'item_sold');
    expect(await toldTo(seller.userId, 'item_sold')).toHaveLength(1);
    expect(sold).toMatchObject({
      kind: 'trade',
      link: `/nft/detail721?symbol=${symbol}&token_id=${tokenId}`,
      params: { name: `Notice cat #${tokenId}`, price: '12.5', symbol: 'USDT', quantity: 1 },
    });
    expect(sold!.body.en).toBe(
      `<p>1 × Notice cat #${tokenId} sold for 12.5 USDT each. The proceeds are in your wallet.</p>`,
    );
    expect(sold!.title.ko).toBe('NFT가 판매되었습니다');
    expect(await trades(buyer.userId)).toEqual(['item_bought']);
  });

  it('a purchase the buyer cannot pay for tells nobody', async () => {
    const [seller, poor] = [await trader('unsold'), await trader('poor')];
    const symbol = await collection();
    const { itemId } = await mint(symbol, seller.userId);
    const order = (await list(seller, itemId, '50')).data;
    expect((await buy(poor, order)).code).toBe(Codes.INSUFFICIENT_BALANCE);
    expect(await toldTo(seller.userId, 'item_sold')).toEqual([]);
    expect((await toldTo(poor.userId)).filter((m) => m.kind === 'trade')).toEqual([]);
  });

  it('an offer tells the holder; taking it tells the bidder it was accepted', async () => {
    const [holder, bidder] = [await trader('holder'), await trader('bidder', '100')];
    const symbol = await collection();
    const { itemId, tokenId } = await mint(symbol, holder.userId);
    const made = await makeOffer(bidder, symbol, tokenId, '20');
    expect(made.code).toBe(0);
    expect(await trades(holder.userId)).toEqual(['offer_received']);
    expect((await toldTo(holder.userId, 'offer_received'))[0]!.params).toMatchObject({ price: '20', quantity: 1 });
    expect(await toldTo(bidder.userId, 'offer_received')).toEqual([]);

    const key = idem();
    const take = () =>
      server.post(
        offer.offerTake.path,
        { order_no: made.data.bid.order_no, item_id: itemId, price: '20', password: CAPITAL },
        once(holder, key),
      );
    expect((await take()).code).toBe(0);
    expect((await take()).code).toBe(0);
    expect(await trades(bidder.userId)).toEqual(['offer_accepted']);
    expect(await trades(holder.userId)).toEqual(['offer_received', 'item_sold']);
  });

  it('a bid filled by a new listing, and one filled at its placement, tell the bidder their bid filled', async () => {
    const [seller, bidder] = [await trader('filler'), await trader('filled', '200')];
    const symbol = await collection();
    const first = await mint(symbol, seller.userId);
    const bid = await server.post<BidPlacedRes>(
      quote.quoteMake.path,
      { symbol, price: '30', quantity: 1, expires_at: inADay(), password: CAPITAL },
      once(bidder),
    );
    expect(bid.code).toBe(0);
    expect((await list(seller, first.itemId, '25')).code).toBe(0);
    expect(await trades(bidder.userId)).toEqual(['bid_filled']);
    expect(await trades(seller.userId)).toEqual(['item_sold']);

    const second = await mint(symbol, seller.userId);
    expect((await list(seller, second.itemId, '10')).code).toBe(0);
    const crossing = await makeOffer(bidder, symbol, second.tokenId, '12');
    expect(crossing.data.fills).toHaveLength(1);
    expect(await trades(bidder.userId)).toEqual(['bid_filled', 'bid_filled']);
    // filled in full at once: no offer is left for the holder to hear of
    expect(await trades(seller.userId)).toEqual(['item_sold', 'item_sold']);
  });
});

describe('wallet events', () => {
  const OTHER_TRC20 = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
  const runJobs = (seconds: number) => server.app.jobs.runDue({ aheadSeconds: seconds });

  it('a credited deposit tells its owner once, with the amount as stored', async () => {
    const user = await walletUser(server, 'deposit');
    const { id } = await depositAndConfirm(server, user, 'USDT', 'TRC20', '25.5');
    await runJobs(3600);
    await runJobs(3600);
    const told = await toldTo(user.userId, 'deposit_credited');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      kind: 'wallet',
      params: { amount: '25.5', symbol: 'USDT', chain: 'TRC20' },
      link: `/asset/tradeDetail?kind=deposit&id=${id}&symbol=USDT`,
    });
  });

  it('a withdrawal done and one failed tell the sender; an internal one tells the receiver too', async () => {
    const [alice, bob] = [await walletUser(server, 'wd-alice'), await walletUser(server, 'wd-bob')];
    await depositAndConfirm(server, alice, 'USDT', 'TRC20', '100');
    await runJobs(3600);
    const body = await withdrawBody(server, alice, {
      symbol: 'USDT',
      chain_name: 'TRC20',
      address: OTHER_TRC20,
      amount: '20',
    });
    const made = await server.post<{ id: number }>(contract.finance.withdrawCoin.path, body, once(alice));
    expect(made.code).toBe(0);
    await runJobs(60);
    await devPost(server, '/dev/chain/mine', { chain: 'TRC20', blocks: 25 });
    await runJobs(3600);
    const done = await toldTo(alice.userId, 'withdrawal_done');
    expect(done).toHaveLength(1);
    expect(done[0]!.params).toMatchObject({ amount: '20', symbol: 'USDT', address: OTHER_TRC20 });

    const failing = await server.appWith({ chain: { ...server.config.chain, withdrawFailureRate: 1 } });
    const again = await withdrawBody(server, alice, {
      symbol: 'USDT',
      chain_name: 'TRC20',
      address: OTHER_TRC20,
      amount: '10',
    });
    expect((await server.post(contract.finance.withdrawCoin.path, again, once(alice))).code).toBe(0);
    await failing.jobs.runDue({ aheadSeconds: 60 });
    await failing.jobs.runDue({ aheadSeconds: 60 });
    await failing.close();
    expect((await toldTo(alice.userId, 'withdrawal_failed')).map((m) => m.params.amount)).toEqual(['10']);

    const bobAddress = await server.post<{ address: string }>(
      contract.finance.getDepositAddress.path,
      { symbol: 'USDT', chain_name: 'TRC20' },
      { token: bob.token },
    );
    const internal = await withdrawBody(server, alice, {
      symbol: 'USDT',
      chain_name: 'TRC20',
      address: bobAddress.data.address,
      amount: '15',
    });
    expect((await server.post(contract.finance.withdrawCoin.path, internal, once(alice))).code).toBe(0);
    await runJobs(60);
    await runJobs(60);
    expect(await toldTo(alice.userId, 'withdrawal_done')).toHaveLength(2);
    expect((await toldTo(bob.userId, 'deposit_credited')).map((m) => m.params.amount)).toEqual(['15']);
  });

  it('a transfer by Pay ID tells the receiver once, and the sender nothing', async () => {
    const [alice, bob] = [await walletUser(server, 'tr-alice'), await walletUser(server, 'tr-bob')];
    await fund(server, alice.userId, 'USDT', '50');
    await server.db.query("UPDATE users SET nickname = 'Alice <b>A</b>' WHERE id = $1", [alice.userId]);
    const [row] = await server.db.query<{ pay_id: string }>('SELECT pay_id FROM users WHERE id = $1', [bob.userId]);
    const key = idem();
    const send = () =>
      server.post(
        contract.finance.transfer.path,
        { symbol: 'USDT', amount: '7.25', pay_id: row!.pay_id, password: CAPITAL },
        once(alice, key),
      );
    expect((await send()).code).toBe(0);
    expect((await send()).code).toBe(0);
    const told = await toldTo(bob.userId, 'transfer_received');
    expect(told).toHaveLength(1);
    // the sender's name is escaped into the HTML body
    expect(told[0]!.body.en).toBe('<p>Alice &lt;b&gt;A&lt;/b&gt; sent you 7.25 USDT.</p>');
    expect(await toldTo(alice.userId, 'transfer_received')).toEqual([]);
  });
});

describe('account events', () => {
  it('a sign-in on a device the account has not used tells the user; the same device again does not', async () => {
    const email = uniqueEmail('device');
    const phone = { 'x-dtoken': 'phone-1', 'x-dname': 'Pixel 9' };
    await server.signIn(email, phone);
    const userId = await userIdOf(server, email);
    // the account's first sign-in has nothing to compare with
    expect(await toldTo(userId, 'new_device')).toEqual([]);
    await server.signIn(email, phone);
    expect(await toldTo(userId, 'new_device')).toEqual([]);
    const laptop = { 'x-dtoken': 'laptop-1', 'x-dname': 'MacBook' };
    await server.signIn(email, laptop);
    await server.signIn(email, laptop);
    const told = await toldTo(userId, 'new_device');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ kind: 'security', params: { device: 'MacBook' } });
  });

  it('a security change tells the user: payment password set, authenticator on', async () => {
    const user = await walletUser(server, 'secure');
    expect((await toldTo(user.userId)).map((m) => m.template)).toEqual(['security_payment_password_set']);
    await enableGa(server, user.token);
    const told = await toldTo(user.userId);
    expect(told.map((m) => m.template)).toEqual(['security_payment_password_set', 'security_ga_on']);
    expect(told[1]).toMatchObject({ kind: 'security', link: '/security/userManage' });
  });
});
