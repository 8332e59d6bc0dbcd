import { sign } from '@telegram-apps/init-data-node';
import BigNumber from 'bignumber.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@/contract/full';
import { Codes } from '@/contract/codes';
import type {
  AccessTokenRes,
  FindByUsernameRes,
  MarketTrade,
  ReferralClaimRes,
  ReferralEarningsRes,
  ReferralInviteesRes,
  ReferralMineRes,
} from '@/contract';
import { encodeStartApp } from '@/domain/startapp';
import { START_TIMEOUT, createTestServer, type TestServer } from '../../testing/harness';
import { systemAccount } from '../finance/ledger';
import { fixFees } from '../market/bids/testKit';
import { balanceOf, fund, ledgerProblems, newKey, once, PAYMENT_PASSWORD, walletUser } from '../wallet/walletKit';
import { referralCodeOfInitData } from './codes';
import { payReferralShares, referralShareOf } from './feeShare';
import { USERNAME_LOOKUPS_PER_10_MIN, WEB_CLAIM_WINDOW_SECONDS } from './index';

const BOT_TOKEN = '123456:TEST-BOT-TOKEN';
const r = contract.referral;
let server: TestServer;
let telegramIds = 8_100_000;
let launches = 0;

beforeAll(async () => {
  server = await createTestServer({ botToken: BOT_TOKEN, referralFeeShare: '0.25' });
  await fixFees(server);
  await server.db.query("UPDATE nft_collections SET royalty_rate = 0, creator_user_id = NULL WHERE symbol = 'ASTRO'");
}, START_TIMEOUT);
afterAll(() => server.close());

/** Signs in through Telegram as a new Telegram user, the launch carrying `startParam` when given. */
async function telegramSignIn(username: string, startParam?: string | null) {
  telegramIds += 1;
  const user = { id: telegramIds, first_name: 'Tester', username };
  const data = sign(
    {
      user,
      query_id: `AAH-ref-${(launches += 1)}`,
      signature: '',
      ...(startParam ? { start_param: startParam } : {}),
    } as never,
    BOT_TOKEN,
    new Date(),
  );
  const res = await server.post<AccessTokenRes>(contract.user.loginThirdX.path, {
    source: 'telegram',
    init_data: data,
  });
  expect(res.code).toBe(0);
  const [row] = await server.db.query<{ user_id: number }>(
    "SELECT user_id FROM third_accounts WHERE platform = 'telegram' AND third_id = $1",
    [String(telegramIds)],
  );
  // until the Telegram sign-in stores usernames itself, the test writes the one Telegram sent
  await server.db.query('UPDATE third_accounts SET username = $2 WHERE user_id = $1', [row!.user_id, username]);
  return { token: res.data.access_token, id: Number(row!.user_id), data };
}

const codeOf = async (token: string) => (await server.post<ReferralMineRes>(r.mine.path, {}, { token })).data.code;
const referrerOfUser = async (userId: number) =>
  (
    await server.db.query<{ referrer_user_id: number }>(
      'SELECT referrer_user_id FROM referrals WHERE referred_user_id = $1',
      [userId],
    )
  )[0]?.referrer_user_id;

describe('find_by_username', () => {
  it('answers the name, picture and Pay ID of a user who signed in with that name, whatever its case or @', async () => {
    const alice = await telegramSignIn('alice_pays');
    await server.db.query(
      "UPDATE third_accounts SET photo_url = 'https://t.me/i/userpic/alice.jpg' WHERE user_id = $1",
      [alice.id],
    );
    const me = await walletUser(server, 'finder');
    const found = await server.post<FindByUsernameRes>(
      r.findByUsername.path,
      { username: ' @Alice_Pays ' },
      { token: me.token },
    );
    expect(found.code).toBe(0);
    const [payId] = await server.db.query<{ pay_id: string }>('SELECT pay_id FROM users WHERE id = $1', [alice.id]);
    expect(found.data).toEqual({
      username: 'alice_pays',
      name: 'alice_pays',
      avatar: 'https://t.me/i/userpic/alice.jpg',
      pay_id: payId!.pay_id,
    });
  });

  it('refuses an unknown name (35050) and a malformed one (35051) with a translated message', async () => {
    const me = await walletUser(server, 'finder');
    const unknown = await server.post(r.findByUsername.path, { username: '@nobody_here_123' }, { token: me.token });
    expect(unknown.code).toBe(Codes.USERNAME_NOT_FOUND);
    expect(unknown.msg).toMatch(/No user with this name/);
    const ko = await server.post(
      r.findByUsername.path,
      { username: 'nobody_here_123' },
      { token: me.token, headers: { 'X-Language': 'ko' } },
    );
    expect(ko.msg).toMatch(/사용자가 없습니다/);
    for (const username of ['ab', 'has space', 'a'.repeat(33), '<script>']) {
      const bad = await server.post(r.findByUsername.path, { username }, { token: me.token });
      expect(bad.code).toBe(Codes.USERNAME_INVALID);
    }
  });

  it('a closed account is not found', async () => {
    const gone = await telegramSignIn('gone_user');
    await server.db.query('UPDATE users SET closed_at = now() WHERE id = $1', [gone.id]);
    const me = await walletUser(server, 'finder');
    expect((await server.post(r.findByUsername.path, { username: 'gone_user' }, { token: me.token })).code).toBe(
      Codes.USERNAME_NOT_FOUND,
    );
  });

  it('takes a rate-limit slot for every look-up, found or not (10029 past the limit)', async () => {
    const me = await walletUser(server, 'guesser');
    for (let i = 0; i < USERNAME_LOOKUPS_PER_10_MIN; i += 1) {
      const res = await server.post(r.findByUsername.path, { username: `guess_${i}_name` }, { token: me.token });
      expect(res.code).toBe(Codes.USERNAME_NOT_FOUND);
    }
    const over = await server.post(r.findByUsername.path, { username: 'alice_pays' }, { token: me.token });
    expect(over.code).toBe(10029);
  });
});

describe('recording referrals', () => {
  it('records a new Telegram account once from the signed start_param, with the same code each time', async () => {
    const referrer = await telegramSignIn('ref_owner_a');
    const code = await codeOf(referrer.token);
    expect(code).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(await codeOf(referrer.token)).toBe(code);
    const param = encodeStartApp('/market', code)!;
    const newcomer = await telegramSignIn('newcomer_a', param);
    expect(referralCodeOfInitData(newcomer.data)).toBe(code);
    expect(Number(await referrerOfUser(newcomer.id))).toBe(referrer.id);

    const invitees = await server.post<ReferralInviteesRes>(r.invitees.path, {}, { token: referrer.token });
    expect(invitees.data).toMatchObject({ count: 1, list: [{ name: 'new****_a', source: 'telegram' }] });
  });

  it('never records for an existing account, never self, never over an earlier referral', async () => {
    const first = await telegramSignIn('ref_owner_b');
    const second = await telegramSignIn('ref_owner_c');
    const firstCode = await codeOf(first.token);
    const secondCode = await codeOf(second.token);

    // an existing Telegram account signing in again through a link
    const existing = await telegramSignIn('existing_d');
    const again = sign(
      {
        user: { id: telegramIds, first_name: 'Tester', username: 'existing_d' },
        query_id: `AAH-ref-${(launches += 1)}`,
        signature: '',
        start_param: encodeStartApp('/', firstCode),
      } as never,
      BOT_TOKEN,
      new Date(),
    );
    expect((await server.post(contract.user.loginThirdX.path, { source: 'telegram', init_data: again })).code).toBe(0);
    expect(await referrerOfUser(existing.id)).toBeUndefined();

    // a browser account of yesterday claiming
    const old = await walletUser(server, 'old');
    await server.db.query(`UPDATE users SET created_at = now() - make_interval(secs => $2) WHERE id = $1`, [
      old.id,
      WEB_CLAIM_WINDOW_SECONDS + 60,
    ]);
    const late = await server.post<ReferralClaimRes>(r.claim.path, { code: firstCode }, { token: old.token });
    expect(late.data).toEqual({ recorded: false });

    // one's own code
    const self = await server.post<ReferralClaimRes>(r.claim.path, { code: firstCode }, { token: first.token });
    expect(self.data).toEqual({ recorded: false });

    // a new browser account: recorded once, never re-assigned
    const fresh = await walletUser(server, 'fresh');
    expect(
      (await server.post<ReferralClaimRes>(r.claim.path, { code: firstCode }, { token: fresh.token })).data,
    ).toEqual({ recorded: true });
    expect(
      (await server.post<ReferralClaimRes>(r.claim.path, { code: secondCode }, { token: fresh.token })).data,
    ).toEqual({ recorded: false });
    expect(Number(await referrerOfUser(fresh.id))).toBe(first.id);

    // an unknown or malformed code
    for (const code of ['ZZZZZZZZ', 'short', "x'; DROP"]) {
      expect((await server.post(r.claim.path, { code }, { token: fresh.token })).code).toBe(
        Codes.REFERRAL_CODE_INVALID,
      );
    }
  });

  it('a start param without a valid code records nothing', async () => {
    const plain = await telegramSignIn('plain_e', encodeStartApp('/market'));
    expect(await referrerOfUser(plain.id)).toBeUndefined();
    const junk = await telegramSignIn('junk_f', 'not-base64-@@@'.replace(/@/g, '_'));
    expect(await referrerOfUser(junk.id)).toBeUndefined();
  });
});

describe('fee share', () => {
  it('rounds down to the coin’s places and never exceeds the fee', () => {
    expect(referralShareOf('0.1', '0.25', 2).toFixed()).toBe('0.02');
    expect(referralShareOf('0.03', '0.2', 2).toFixed()).toBe('0');
    expect(referralShareOf('1.23456789', '1', 6).toFixed()).toBe('1.234567');
    expect(referralShareOf('5', '0', 6).toFixed()).toBe('0');
  });

  it('pays the buyer’s and the seller’s referrers their share of each fee, once, and the ledger sums to zero', async () => {
    const referrerA = await walletUser(server, 'refa');
    const referrerB = await walletUser(server, 'refb');
    const buyer = await walletUser(server, 'buyer');
    const seller = await walletUser(server, 'seller');
    for (const [user, by] of [
      [buyer, referrerA],
      [seller, referrerB],
    ] as const) {
      expect(
        (await server.post<ReferralClaimRes>(r.claim.path, { code: await codeOf(by.token) }, { token: user.token }))
          .data.recorded,
      ).toBe(true);
    }
    await fund(server, buyer.id, 'USDT', '100');
    const [item] = await server.db.query<{ id: number }>(
      `INSERT INTO nft_items (collection_id, token_id, name, image, erc_type, owner_user_id, amount, attributes)
       SELECT id, '880001', 'Referral cat', '/seed/nft/astro/1.svg', 'ERC721', $1, 1, '[]' FROM nft_collections WHERE symbol = 'ASTRO'
       RETURNING id`,
      [seller.id],
    );
    const listed = await server.post<{ order_no: string }>(
      contract.nftMarket.on.path,
      { item_id: item!.id, price: '10' },
      once(seller.token),
    );
    expect(listed.code).toBe(0);
    const key = newKey();
    const body = { order_no: listed.data.order_no, price: '10', password: PAYMENT_PASSWORD };
    const bought = await server.post<MarketTrade>(contract.nftMarket.buy.path, body, once(buyer.token, key));
    expect(bought.code).toBe(0);
    // the same request again (a retry): the stored answer, no second trade, no second share
    const retried = await server.post<MarketTrade>(contract.nftMarket.buy.path, body, once(buyer.token, key));
    expect(retried.data.trade_no).toBe(bought.data.trade_no);

    // buyer fee 1 % of 10 = 0.1 → 0.025; seller fee 2 % = 0.2 → 0.05
    expect((await balanceOf(server, referrerA.id, 'USDT')).raw?.available).toMatch(/^0\.0250*$/);
    expect((await balanceOf(server, referrerB.id, 'USDT')).raw?.available).toMatch(/^0\.050*$/);

    // settling the same trade's shares again pays nothing more
    const [trade] = await server.db.query<{ id: number }>('SELECT id FROM market_trades WHERE trade_no = $1', [
      bought.data.trade_no,
    ]);
    await server.db.tx(async (q) =>
      payReferralShares(q, {
        tradeId: Number(trade!.id),
        tradeNo: bought.data.trade_no,
        buyerId: buyer.id,
        sellerId: seller.id,
        symbol: 'USDT',
        decimals: 6,
        buyerFee: '0.1',
        sellerFee: '0.2',
        feeAccount: await systemAccount(q, 'market_fees'),
      }),
    );
    const shares = await server.db.query('SELECT 1 FROM referral_fee_shares WHERE trade_id = $1', [trade!.id]);
    expect(shares).toHaveLength(2);
    expect((await balanceOf(server, referrerA.id, 'USDT')).available).toBe(0.025);
    expect(await ledgerProblems(server)).toEqual([]);

    // the fee account kept the rest of the fees: 0.3 − 0.075
    const [kept] = await server.db.query<{ total: string }>(
      `SELECT sum(e.amount)::text AS total FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE e.user_id = (SELECT id FROM users WHERE uid = 'system:market_fees') AND e.symbol = 'USDT'
          AND (t.reference = $1 OR t.reference LIKE $1 || ':%')`,
      [bought.data.trade_no],
    );
    expect(new BigNumber(kept!.total).toFixed()).toBe('0.225');

    const earnings = await server.post<ReferralEarningsRes>(r.earnings.path, {}, { token: referrerB.token });
    expect(earnings.data).toMatchObject({
      totals: [{ symbol: 'USDT', amount: '0.05' }],
      recent: [{ symbol: 'USDT', amount: '0.05', side: 'seller' }],
    });
    const mine = await server.post<ReferralMineRes>(r.mine.path, {}, { token: referrerB.token });
    expect(mine.data).toMatchObject({ bot_username: 'NFTMarketTestBot', fee_share: '0.25' });
  });
});
