import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@/contract/full';
import type { AddressCheckRes, AddressEntry, AddressListRes, AddressTransferListRes } from '@/contract';
import { createTestServer, START_TIMEOUT, type TestServer } from '../../testing/harness';
import { ADDRESS_BOOK_MAX } from './address';
import { walletUser, type WalletUser } from './walletKit';

const a = contract.address;
let server: TestServer;
let alice: WalletUser;
let bob: WalletUser;

const TRON = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const EVM = `0x${'a'.repeat(40)}`;
const BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const SOL = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

beforeAll(async () => {
  server = await createTestServer();
  alice = await walletUser(server, 'book-a');
  bob = await walletUser(server, 'book-b');
}, START_TIMEOUT);
afterAll(() => server.close());

const add = (body: Record<string, unknown>, user = alice) =>
  server.post<AddressEntry>(a.add.path, { label: 'Mine', ...body }, { token: user.token });

describe('address book', () => {
  it('adds, lists, edits and deletes, per user', async () => {
    const tron = await add({ chain: 'trc20', address: TRON, label: ' Exchange ', memo: 'tag 7' });
    expect(tron.code).toBe(0);
    expect(tron.data).toMatchObject({ chain: 'TRC20', address: TRON, label: 'Exchange', memo: 'tag 7' });
    const evm = await add({ chain: 'ERC20', address: EVM });
    expect(evm.code).toBe(0);
    const list = await server.post<AddressListRes>(a.list.path, {}, { token: alice.token });
    expect(list.data).toMatchObject({ count: 2, page: 1, page_size: 15 });
    expect(list.data.list.map((entry) => entry.id)).toEqual([evm.data.id, tron.data.id]);
    expect(
      (await server.post<AddressListRes>(a.list.path, { chain: 'erc20' }, { token: alice.token })).data.count,
    ).toBe(1);
    expect((await server.post<AddressListRes>(a.list.path, {}, { token: bob.token })).data.count).toBe(0);

    const edited = await server.post<AddressEntry>(
      a.edit.path,
      { id: evm.data.id, label: 'Cold wallet', chain: 'BSC' },
      { token: alice.token },
    );
    expect(edited.data).toMatchObject({ id: evm.data.id, chain: 'BSC', address: EVM, label: 'Cold wallet', memo: '' });
    expect((await server.post(a.edit.path, { id: evm.data.id, address: 'T123' }, { token: alice.token })).code).toBe(
      31002,
    );
    expect((await server.post(a.edit.path, { id: evm.data.id, label: 'x' }, { token: bob.token })).code).toBe(32020);
    expect((await server.post(a.delete.path, { id: evm.data.id }, { token: bob.token })).code).toBe(32020);
    expect((await server.post(a.delete.path, { id: evm.data.id }, { token: alice.token })).code).toBe(0);
    expect((await server.post(a.delete.path, { id: evm.data.id }, { token: alice.token })).code).toBe(32020);
  });

  it('refuses invalid addresses per chain (spec section 5), unknown chains and duplicates', async () => {
    const bad = await add({ chain: 'BTC', address: 'bc1short' });
    expect(bad).toMatchObject({ code: 31002, msg: 'This is not a valid BTC address.' });
    expect((await add({ chain: 'TRC20', address: `${TRON} ` })).code).toBe(31002);
    expect((await add({ chain: 'ERC20', address: `1x${'a'.repeat(40)}` })).code).toBe(31002);
    expect((await add({ chain: 'SOLANA', address: '7'.repeat(43) })).code).toBe(31002);
    // the real formats, not only the chain's prefix and length: a broken checksum, a mistyped EIP-55 case
    expect((await add({ chain: 'TRC20', address: 'Tnotvalid' })).code).toBe(31002);
    expect((await add({ chain: 'TRC20', address: TRON.replace(/8$/, '9') })).code).toBe(31002);
    expect((await add({ chain: 'BTC', address: BTC.replace(/q$/, 'p') })).code).toBe(31002);
    expect((await add({ chain: 'ERC20', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD' })).code).toBe(31002);
    expect((await add({ chain: 'SOLANA', address: 'z'.repeat(44) })).code).toBe(31002);
    expect((await add({ chain: 'DOGE', address: 'D'.repeat(34) })).code).toBe(32032);
    expect((await add({ chain: 'BTC', address: BTC })).code).toBe(0);
    expect((await add({ chain: 'btc', address: BTC, label: 'again' })).code).toBe(32031);
    // another user may save the same address
    expect((await add({ chain: 'BTC', address: BTC }, bob)).code).toBe(0);
    const sol = await add({ chain: 'SOLANA', address: SOL });
    expect(
      (await server.post(a.edit.path, { id: sol.data.id, chain: 'BTC', address: BTC }, { token: alice.token })).code,
    ).toBe(32031);
    for (const hostile of [
      { label: 'x'.repeat(51) },
      { address: 'x'.repeat(201) },
      { chain: '' },
      { memo: 5 },
      { label: 'a\u0000b' },
    ])
      expect((await add({ chain: 'BTC', address: BTC, ...hostile })).code).toBe(10003);
  });

  it('check suggests the chains an address may belong to', async () => {
    const check = (address: string) => server.post<AddressCheckRes>(a.check.path, { address }, { token: alice.token });
    expect((await check(EVM)).data.chains).toEqual(['ERC20', 'BSC']);
    expect((await check(TRON)).data.chains).toEqual(['TRC20']);
    expect((await check(BTC)).data.chains).toEqual(['BTC']);
    expect((await check(SOL)).data.chains).toEqual(['SOLANA']);
    expect((await check('hello')).data.chains).toEqual([]);
  });

  it('transfer_list gives the saved addresses usable for a coin (and chain)', async () => {
    const usdt = await server.post<AddressTransferListRes>(
      a.transferList.path,
      { symbol: 'USDT' },
      { token: alice.token },
    );
    expect(usdt.data.list.map((entry) => entry.chain).sort()).toEqual(['SOLANA', 'TRC20']);
    const tron = await server.post<AddressTransferListRes>(
      a.transferList.path,
      { symbol: 'usdt', chain: 'trc20' },
      { token: alice.token },
    );
    expect(tron.data.list.map((entry) => entry.address)).toEqual([TRON]);
    const btc = await server.post<AddressTransferListRes>(
      a.transferList.path,
      { symbol: 'BTC' },
      { token: alice.token },
    );
    expect(btc.data.list.map((entry) => entry.address)).toEqual([BTC]);
    expect((await server.post(a.transferList.path, { symbol: 'DOGE' }, { token: alice.token })).code).toBe(30002);
  });

  it(`holds at most ${ADDRESS_BOOK_MAX} addresses`, async () => {
    const carol = await walletUser(server, 'book-c', false);
    await server.db.query(
      `INSERT INTO user_addresses (user_id, chain_name, address, label)
       SELECT $1, 'ERC20', '0x' || lpad(to_hex(n), 40, '0'), 'n' FROM generate_series(1, $2) AS n`,
      [carol.id, ADDRESS_BOOK_MAX],
    );
    expect((await add({ chain: 'BTC', address: BTC }, carol)).code).toBe(32033);
  });
});
