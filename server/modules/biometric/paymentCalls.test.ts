import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@/contract/full';
import type { BiometricEnableRes } from '@/contract';
import { Codes, SecurityCodes } from '../../errors';
import { createTestServer, START_TIMEOUT, type TestServer } from '../../testing/harness';
import { depositNftAndConfirm } from '../chain/chainKit';
import { fund, once, PAYMENT_PASSWORD, walletUser, type WalletUser } from '../wallet/walletKit';

/**
 * Every call the client pays with biometrics takes a `bio1.` token where it takes the payment password (the schema's
 * PaymentSecretField) and checks it as the password (verifyCapitalPassword): a token the server does not honour is
 * refused exactly as a wrong password, the caller's own token gets past the check to the call's own refusals.
 */

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
}, START_TIMEOUT);
afterAll(() => server.close());

const TRC20 = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const ERC20 = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const inADay = () => Math.floor(Date.now() / 1000) + 86_400;

/**
 * Each payment call with a body that passes its schema, the payment secret in `password`; `item` is a custody item of
 * the caller (an NFT withdrawal checks the item before the password).
 */
const CALLS: [string, string, (password: string, item: number) => Record<string, unknown>][] = [
  [
    'send to a user',
    contract.finance.transfer.path,
    (password) => ({ symbol: 'USDT', amount: '1', pay_id: '1', password }),
  ],
  [
    'withdraw coins',
    contract.finance.withdrawCoin.path,
    (password) => ({
      symbol: 'USDT',
      chain_name: 'TRC20',
      address: TRC20,
      amount: '10',
      password,
      email_code: '123456',
    }),
  ],
  [
    'withdraw an NFT',
    contract.nftCustody.withdraw.path,
    (password, item) => ({ item_id: item, amount: 1, address: ERC20, password, email_code: '123456' }),
  ],
  [
    'withdraw NFTs at once',
    contract.nftCustody.batchWithdrawGetToken.path,
    (password, item) => ({ items: [{ item_id: item, amount: 1 }], address: ERC20, password, email_code: '123456' }),
  ],
  ['buy a listing', contract.nftMarket.buy.path, (password) => ({ order_no: 'NOSUCHORDER', price: '1', password })],
  [
    'buy a cart',
    contract.nftMarket.buyBatchVerify.path,
    (password) => ({ items: [{ order_no: 'NOSUCHORDER', price: '1' }], password }),
  ],
  [
    'make an offer',
    contract.offer.offerMake.path,
    (password) => ({ symbol: 'KEEPER', token_id: '1', price: '3', expires_at: inADay(), password }),
  ],
  [
    'make a collection bid',
    contract.quote.quoteMake.path,
    (password) => ({ symbol: 'KEEPER', price: '3', quantity: 1, expires_at: inADay(), password }),
  ],
  [
    'accept an offer',
    contract.offer.offerTake.path,
    (password) => ({ order_no: 'NOSUCHORDER', item_id: 987654, price: '3', password }),
  ],
];

/** A funded user with biometrics turned on for their session. */
async function payer(tag: string) {
  const user = await walletUser(server, tag);
  await fund(server, user.id, 'USDT', '100');
  const enabled = await server.post<BiometricEnableRes>(
    contract.biometric.enable.path,
    { password: PAYMENT_PASSWORD },
    { token: user.token },
  );
  expect(enabled.code).toBe(0);
  return { ...user, bio: enabled.data };
}

let tokenSeq = 7100;

/** An ASTRO token (ERC721) deposited on the simulated chain and confirmed: the user's custody item id. */
const depositItem = (user: WalletUser) => depositNftAndConfirm(server, user, String((tokenSeq += 1)));

describe('a biometric token on every payment call', () => {
  it('is checked as the payment password: a forged one is a wrong password, the own one passes the check', async () => {
    // one account for the forged tokens (each takes a wrong-guess slot, fewer than the hourly ten) and one for the own
    const forger = await payer('bio-calls-forged');
    const owner = await payer('bio-calls-own');
    const forged = `bio1.${forger.bio.id}.${'A'.repeat(43)}`;
    const items = { forger: await depositItem(forger), owner: await depositItem(owner) };
    for (const [name, path, body] of CALLS) {
      const refused = await server.post(path, body(forged, items.forger), once(forger.token));
      expect([name, refused.code]).toEqual([name, SecurityCodes.CAPITAL_PASSWORD_WRONG]);
      const own = await server.post(path, body(owner.bio.token, items.owner), once(owner.token));
      // past the password: the call's own refusal (no such order, token, item, code…), never the password's or the schema's
      expect([name, own.code]).not.toEqual([name, SecurityCodes.CAPITAL_PASSWORD_WRONG]);
      expect([name, own.code]).not.toEqual([name, Codes.INVALID_PARAM]);
      expect([name, own.code]).not.toEqual([name, Codes.PAYMENT_PASSWORD_REQUIRED]);
    }
  });
});
