import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nftCustody } from '@/contract/nftCustody';
import type {
  CustodyItemListRes,
  NftDeposit,
  NftDepositAddressRes,
  NftDepositListRes,
  NftWithdrawal,
  NftWithdrawLimitRes,
  NftWithdrawListRes,
  NftWithdrawRes,
  NftWithdrawTokenRes,
} from '@/contract/nftCustody/types';
import { isValidAddress } from '@/domain/address';
import { ApiError } from '../../errors';
import { createTestServer, START_TIMEOUT, type TestServer } from '../../testing/harness';
import {
  CAPITAL,
  balanceOf,
  depositNftAndConfirm,
  devPost,
  idem,
  ledgerProblems,
  walletUser,
  type WalletUser,
} from '../chain/chainKit';
import { postLedger, systemAccount } from '../finance/ledger';
import { securityCode } from '../user/testKit';
import { placeNftWithdrawal } from './chain';

// NFTs on the simulated chain: deposit → confirmations → custody; withdraw → processing → done (editions leave, fee
// paid) or failed (all back); the batch token; refusals; one ERC721 item withdrawn once however many race.
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
}, START_TIMEOUT);
afterAll(() => server.close());

const n = nftCustody;
const post = <T>(path: string, body: Record<string, unknown>, user: WalletUser, headers?: Record<string, string>) =>
  server.post<T>(path, body, { token: user.token, ...(headers ? { headers } : {}) });
const OUT = '0x52908400098527886E0F7030069857D2E4169EE7';
let tokenSeq = 9000;
const nextToken = () => String((tokenSeq += 1));

const fund = (userId: number, amount: string) =>
  server.db.tx(async (q) =>
    postLedger(q, 'test_funding', `nft-fund:${userId}:${amount}:${tokenSeq}`, [
      { userId: await systemAccount(q, 'test_funding'), part: 'system', symbol: 'USDT', amount: `-${amount}` },
      { userId, part: 'available', symbol: 'USDT', amount },
    ]),
  );

/** An ASTRO (ERC721 on ERC20) token deposited and confirmed: the user's custody item id. */
const depositNft = (user: WalletUser, tokenId = nextToken()) => depositNftAndConfirm(server, user, tokenId);

async function withdrawBody(user: WalletUser, extra: Record<string, unknown>) {
  const email_code = await securityCode(server, { token: user.token, scene: 'withdraw', to: user.email });
  return { password: CAPITAL, email_code, address: OUT, ...extra };
}

const itemStatus = async (user: WalletUser, itemId: number) =>
  (await post<{ status: string; amount: number }>(n.itemDetail.path, { item_id: itemId }, user)).data;

describe('NFT deposits', () => {
  it('gives one valid address per chain, confirms a deposit, then credits it to custody once', async () => {
    const user = await walletUser(server, 'nft-dep');
    const res = await post<NftDepositAddressRes>(n.getNftDepositAddress.path, { chain_name: 'erc20' }, user);
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ chain_name: 'ERC20', confirmations: 12 });
    expect(res.data.symbols).toContain('ASTRO');
    expect(isValidAddress(res.data.address, 'ERC20')).toBe(true);
    const again = await post<NftDepositAddressRes>(n.getNftDepositAddress.path, { chain_name: 'ERC20' }, user);
    expect(again.data.address).toBe(res.data.address);

    const tokenId = nextToken();
    const sent = await devPost(server, '/dev/chain/nft_deposit', {
      chain: 'ERC20',
      address: res.data.address,
      symbol: 'ASTRO',
      token_id: tokenId,
    });
    expect(sent).toMatchObject({ code: 0, data: { status: 'pending' } });
    const list = async () => (await post<NftDepositListRes>(n.depositList.path, {}, user)).data;
    expect((await list()).list[0]).toMatchObject({ symbol: 'ASTRO', token_id: tokenId, status: 'pending' });
    const held = async () =>
      (await post<CustodyItemListRes>(n.itemList.path, { symbol: 'ASTRO' }, user)).data.list.filter(
        (item) => item.token_id === tokenId,
      );
    expect(await held()).toEqual([]);
    await devPost(server, '/dev/chain/mine', { chain: 'ERC20', blocks: 5 });
    expect((await list()).list[0]).toMatchObject({ status: 'pending', confirmations: 6 });
    await devPost(server, '/dev/chain/mine', { chain: 'ERC20', blocks: 40 });
    await devPost(server, '/dev/chain/mine', { chain: 'ERC20', blocks: 40 });
    const credited = (await list()).list[0]!;
    expect(credited).toMatchObject({ status: 'credited', confirmations: 12, required_confirmations: 12 });
    expect(await held()).toHaveLength(1);

    const detail = await post<NftDeposit>(n.depositDetail.path, { id: credited.id }, user);
    expect(detail.data).toMatchObject({ id: credited.id, token_id: tokenId });
    const stranger = await walletUser(server, 'nft-dep-other');
    expect((await post(n.depositDetail.path, { id: credited.id }, stranger)).code).toBe(33034);

    // The chain cannot hold one ERC721 token twice; an address of nobody is refused.
    const twice = await devPost(server, '/dev/chain/nft_deposit', {
      chain: 'ERC20',
      address: res.data.address,
      symbol: 'ASTRO',
      token_id: tokenId,
    });
    expect(twice.code).toBe(33037);
    const nobody = await devPost(server, '/dev/chain/nft_deposit', {
      chain: 'ERC20',
      address: OUT,
      symbol: 'ASTRO',
      token_id: nextToken(),
    });
    expect(nobody.code).toBe(31010);
  });
});

describe('NFT withdrawals', () => {
  it('moves the item to withdrawing and freezes the fee, then settles after the confirmations', async () => {
    const user = await walletUser(server, 'nft-out');
    await fund(user.userId, '20');
    const itemId = await depositNft(user);
    const limit = await post<NftWithdrawLimitRes>(n.withdrawLimit.path, { symbol: 'ASTRO' }, user);
    expect(limit.data).toMatchObject({ chain_name: 'ERC20', fee_symbol: 'USDT', fee: '5', fee_available: '20' });

    const res = await post<NftWithdrawRes>(
      n.withdraw.path,
      await withdrawBody(user, { item_id: itemId }),
      user,
      idem(),
    );
    expect(res.code).toBe(0);
    expect(res.data.list[0]).toMatchObject({ item_id: itemId, status: 'pending', fee: '5', fee_symbol: 'USDT' });
    expect((await itemStatus(user, itemId)).status).toBe('withdrawing');
    expect(await balanceOf(server.db, user.userId, 'USDT')).toEqual({ available: '15', frozen: '5' });
    // A withdrawing item moves nowhere else.
    const again = await post(n.nftToPackage.path, { item_id: itemId }, user, idem());
    expect(again.code).toBe(33031);

    await server.app.jobs.runDue({ aheadSeconds: 3600 });
    const id = res.data.list[0]!.id;
    const detail = async () => (await post<NftWithdrawal>(n.withdrawDetail.path, { id }, user)).data;
    expect((await detail()).status).toBe('processing');
    expect((await detail()).tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    await devPost(server, '/dev/chain/mine', { chain: 'ERC20', blocks: 40 });
    expect((await detail()).status).toBe('done');
    expect((await post(n.itemDetail.path, { item_id: itemId }, user)).code).toBe(33030);
    expect(await balanceOf(server.db, user.userId, 'USDT')).toEqual({ available: '15', frozen: '0' });
    const list = await post<NftWithdrawListRes>(n.withdrawList.path, { status: 'done' }, user);
    expect(list.data.list.map((entry) => entry.id)).toContain(id);
    expect(await ledgerProblems(server.db)).toEqual({ sums: [], mismatches: [] });
  });

  it('refuses a bad address, a wrong payment password and the hold, and moves nothing', async () => {
    const user = await walletUser(server, 'nft-refuse');
    await fund(user.userId, '20');
    const itemId = await depositNft(user);
    const bad = await post(
      n.withdraw.path,
      await withdrawBody(user, { item_id: itemId, address: 'T123' }),
      user,
      idem(),
    );
    expect(bad.code).toBe(31002);
    // the chain's prefix and length fit, the real format does not: one letter of an EIP-55 address in the
    // wrong case, 42 zeros
    for (const address of ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', '0'.repeat(42)]) {
      const mistyped = await post(
        n.withdraw.path,
        await withdrawBody(user, { item_id: itemId, address }),
        user,
        idem(),
      );
      expect(mistyped.code).toBe(31002);
    }
    const wrong = await post(
      n.withdraw.path,
      await withdrawBody(user, { item_id: itemId, password: CAPITAL.replace(/.$/, (c) => (c === '0' ? '1' : '0')) }),
      user,
      idem(),
    );
    expect([20165, 20166]).toContain(wrong.code);
    await server.db.query(`UPDATE users SET risk_type = 1, risk_until = now() + interval '1 day' WHERE id = $1`, [
      user.userId,
    ]);
    const held = await post(n.withdraw.path, await withdrawBody(user, { item_id: itemId }), user, idem());
    expect(held.code).toBe(31005);
    expect((await itemStatus(user, itemId)).status).toBe('wallet');
    expect(await balanceOf(server.db, user.userId, 'USDT')).toEqual({ available: '20', frozen: '0' });
  });

  it('a failed broadcast gives the item and the fee back', async () => {
    const user = await walletUser(server, 'nft-fail');
    await fund(user.userId, '20');
    const itemId = await depositNft(user);
    const res = await post<NftWithdrawRes>(
      n.withdraw.path,
      await withdrawBody(user, { item_id: itemId }),
      user,
      idem(),
    );
    expect(res.code).toBe(0);
    const chain = (await import('../chain')).simulatedChain(server.app) as unknown as {
      config: { withdrawFailureRate: number };
    };
    const rate = chain.config.withdrawFailureRate;
    chain.config.withdrawFailureRate = 1;
    try {
      await server.app.jobs.runDue({ aheadSeconds: 3600 });
    } finally {
      chain.config.withdrawFailureRate = rate;
    }
    const detail = await post<NftWithdrawal>(n.withdrawDetail.path, { id: res.data.list[0]!.id }, user);
    expect(detail.data).toMatchObject({ status: 'failed', fail_reason: 'rejected_by_network' });
    expect((await itemStatus(user, itemId)).status).toBe('wallet');
    expect(await balanceOf(server.db, user.userId, 'USDT')).toEqual({ available: '20', frozen: '0' });
    expect(await ledgerProblems(server.db)).toEqual({ sums: [], mismatches: [] });
  });

  it('a retried request with the same idempotency key withdraws once', async () => {
    const user = await walletUser(server, 'nft-idem');
    await fund(user.userId, '20');
    const itemId = await depositNft(user);
    const headers = idem();
    const body = await withdrawBody(user, { item_id: itemId });
    const first = await post<NftWithdrawRes>(n.withdraw.path, body, user, headers);
    const second = await post<NftWithdrawRes>(n.withdraw.path, body, user, headers);
    expect(first.code).toBe(0);
    expect(second).toEqual(first);
    const list = await post<NftWithdrawListRes>(n.withdrawList.path, {}, user);
    expect(list.data.count).toBe(1);
  });

  it('20 withdrawals of one ERC721 item at once: exactly one is placed', async () => {
    const user = await walletUser(server, 'nft-race');
    await fund(user.userId, '200');
    const itemId = await depositNft(user);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        server.db.tx((q) => placeNftWithdrawal(q, user.userId, 'en', [{ item_id: itemId }], OUT, 0)),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expect((result.reason as ApiError).code).toBe(33031);
    }
    expect(await balanceOf(server.db, user.userId, 'USDT')).toEqual({ available: '195', frozen: '5' });
  });

  it('a batch token carries the security steps once and serves one withdrawal', async () => {
    const user = await walletUser(server, 'nft-batch');
    await fund(user.userId, '20');
    const first = await depositNft(user);
    const second = await depositNft(user);
    const issued = await post<NftWithdrawTokenRes>(
      n.batchWithdrawGetToken.path,
      await withdrawBody(user, { items: [{ item_id: first }, { item_id: second }] }),
      user,
    );
    expect(issued.code).toBe(0);
    expect(issued.data.expires_at).toBeGreaterThan(Date.now() / 1000);
    const used = await post<NftWithdrawRes>(n.withdrawByToken.path, { token: issued.data.token }, user, idem());
    expect(used.code).toBe(0);
    expect(used.data.list.map((entry) => entry.item_id).sort()).toEqual([first, second].sort());
    expect(new Set(used.data.list.map((entry) => entry.batch_no)).size).toBe(1);
    expect(await balanceOf(server.db, user.userId, 'USDT')).toEqual({ available: '10', frozen: '10' });
    const reused = await post(n.withdrawByToken.path, { token: issued.data.token }, user, idem());
    expect(reused.code).toBe(33035);
    const stranger = await walletUser(server, 'nft-batch-other');
    expect((await post(n.withdrawByToken.path, { token: 'x'.repeat(32) }, stranger, idem())).code).toBe(33035);
  });
});
