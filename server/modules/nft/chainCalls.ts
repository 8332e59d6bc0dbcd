import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { nftCustody } from '@/contract/nftCustody';
import { AddressField, ChainNameField } from '@/contract/wallet/schema';
import { SymbolField } from '@/contract/fields';
import { devFeaturesOn } from '../../config';
import type { SessionInfo } from '../../plugins/auth';
import { defineHandler, type HandlerContext } from '../../plugins/handler';
import { simulatedChain, withdrawProof } from '../chain';
import { MINED_JOB_KINDS } from '../chain/dev';
import { verifyCapitalPassword } from '../user/payment';
import { checkOwner, spendOwnerProof } from '../user/security';
import {
  advanceNftDeposit,
  advanceNftWithdrawal,
  issueWithdrawToken,
  NFT_DEPOSIT_JOB,
  NFT_WITHDRAW_JOB,
  nftDepositAddress,
  nftDepositOf,
  nftDepositPage,
  nftWithdrawalOf,
  nftWithdrawalPage,
  nftWithdrawalsByIds,
  nftWithdrawLimit,
  placeNftWithdrawal,
  planNftWithdrawal,
  receiveNft,
  takeWithdrawToken,
} from './chain';
import type { Move } from './moves';

/** What both withdrawals carry to prove the owner asks: the payment password and the email (+ authenticator) code. */
type ProvenWithdrawal = { password: string; email_code: string; ga_code?: string };

const PAGE_SIZE = 15;

/**
 * Before any secret is spent: the refusals of the withdrawal itself (hold, items, address, daily count, fee), then
 * the payment password and the owner's codes, checked only (the handler spends them with what it places).
 */
async function checkNftWithdrawal(
  { db, config, session, lang, body }: HandlerContext<ProvenWithdrawal, SessionInfo>,
  moves: Move[],
  address: string,
): Promise<void> {
  await planNftWithdrawal(db, session.userId, lang, moves, address);
  await verifyCapitalPassword(db, session, body.password);
  await checkOwner(db, config, session.userId, withdrawProof(body));
}

/**
 * /finance-api/api/nft/* on the chain: deposit address, deposits, withdrawals and the batch token flow
 * (docs/wallet-nft-chain.md). The chain is the chain module's gateway (the simulation here).
 */
export function registerNftChainCalls(app: FastifyInstance): void {
  const c = nftCustody;
  const gateway = () => simulatedChain(app);
  const chainConfig = app.config.chain;
  app.jobs.define<{ id: number }>(NFT_DEPOSIT_JOB, (q, job) =>
    advanceNftDeposit(q, gateway(), chainConfig, job.payload.id),
  );
  app.jobs.define<{ id: number }>(NFT_WITHDRAW_JOB, (q, job) =>
    advanceNftWithdrawal(q, gateway(), chainConfig, job.payload.id),
  );
  MINED_JOB_KINDS.add(NFT_DEPOSIT_JOB);
  MINED_JOB_KINDS.add(NFT_WITHDRAW_JOB);

  defineHandler(app, c.getNftDepositAddress, {
    doc: {
      section: 'nftCustody',
      notes: 'one address per user and chain, valid for the chain (`@/domain/address`); 31001',
    },
    handler: async ({ db, session, body }) => nftDepositAddress(db, gateway(), session.userId, body.chain_name),
  });

  defineHandler(app, c.depositList, {
    doc: {
      section: 'nftCustody',
      notes: 'newest first, 15 a page; filter `status` (pending, credited)',
    },
    handler: async ({ db, session, body }) =>
      nftDepositPage(db, session.userId, body.status ?? null, body.page ?? 1, body.page_size ?? PAGE_SIZE),
  });

  defineHandler(app, c.depositDetail, {
    doc: { section: 'nftCustody', notes: "33034 for an unknown id or another user's" },
    handler: async ({ db, session, body }) => nftDepositOf(db, session.userId, body.id),
  });

  defineHandler(app, c.withdrawLimit, {
    doc: {
      section: 'nftCustody',
      notes: "the collection's chain; fees and limits are data (`nft_chain_fees`); 33033",
    },
    handler: async ({ db, session, body }) => nftWithdrawLimit(db, session.userId, body.symbol),
  });

  defineHandler(app, c.withdraw, {
    doc: {
      section: 'nftCustody',
      notes:
        'idempotent; refusals first (hold 31005, 33030, 33031, address 31002, daily count 33036, fee balance 30001), then the payment password and the email code of scene `withdraw` (+ authenticator); the editions move to withdrawing and the fee is frozen at once',
    },
    // as withdraw_coin: the codes are checked before and spent in the transaction once the withdrawal is placed
    precheck: (ctx) => checkNftWithdrawal(ctx, [ctx.body], ctx.body.address),
    handler: async ({ db, config, session, body, lang }) => {
      const placed = await placeNftWithdrawal(
        db,
        session.userId,
        lang,
        [body],
        body.address,
        config.chain.withdrawDelaySeconds,
      );
      await spendOwnerProof(db, config, session.userId, withdrawProof(body));
      return { batch_no: placed.batchNo, list: await nftWithdrawalsByIds(db, session.userId, placed.ids) };
    },
  });

  defineHandler(app, c.batchWithdrawGetToken, {
    doc: {
      section: 'nftCustody',
      notes:
        'the security steps once for up to 50 items and one address: refusals as withdraw, then the payment password and the email code; the token serves withdraw_by_token once',
    },
    precheck: (ctx) => checkNftWithdrawal(ctx, ctx.body.items, ctx.body.address),
    // the token and the spent codes in one transaction: no token without its codes spent, no codes spent for none
    handler: ({ db, config, session, body, lang }) =>
      db.tx(async (q) => {
        const { chain } = await planNftWithdrawal(q, session.userId, lang, body.items, body.address);
        const token = await issueWithdrawToken(q, session.userId, chain, body.address, body.items);
        await spendOwnerProof(q, config, session.userId, withdrawProof(body));
        return token;
      }),
  });

  defineHandler(app, c.withdrawByToken, {
    doc: {
      section: 'nftCustody',
      notes: 'idempotent; all the items of the token or none; 33035 (unknown, used, expired), then as withdraw',
    },
    handler: async ({ db, config, session, body, lang }) => {
      const placed = await db.tx(async (q) => {
        const token = await takeWithdrawToken(q, session.userId, body.token);
        return placeNftWithdrawal(
          q,
          session.userId,
          lang,
          token.items,
          token.address,
          config.chain.withdrawDelaySeconds,
        );
      });
      return { batch_no: placed.batchNo, list: await nftWithdrawalsByIds(db, session.userId, placed.ids) };
    },
  });

  defineHandler(app, c.withdrawList, {
    doc: {
      section: 'nftCustody',
      notes: 'newest first, 15 a page; filter `status` (pending, processing, done, failed)',
    },
    handler: async ({ db, session, body }) =>
      nftWithdrawalPage(db, session.userId, body.status ?? null, body.page ?? 1, body.page_size ?? PAGE_SIZE),
  });

  defineHandler(app, c.withdrawDetail, {
    doc: { section: 'nftCustody', notes: "33034 for an unknown id or another user's" },
    handler: async ({ db, session, body }) => nftWithdrawalOf(db, session.userId, body.id),
  });

  if (devFeaturesOn(app.config)) registerDevNftDeposit(app);
}

interface NftDepositBody {
  chain: string;
  address: string;
  symbol: string;
  token_id: string;
  amount?: number;
}

/**
 * POST /dev/chain/nft_deposit {chain, address, symbol, token_id, amount?} (development only, as /dev/chain/deposit):
 * an NFT arrives at one of our NFT deposit addresses; pending until the chain's confirmations (/dev/chain/mine).
 */
function registerDevNftDeposit(app: FastifyInstance): void {
  const schema = {
    body: {
      type: 'object',
      required: ['chain', 'address', 'symbol', 'token_id'],
      properties: {
        chain: ChainNameField,
        address: AddressField,
        symbol: SymbolField,
        token_id: { type: 'string', pattern: '^[0-9A-Za-z_-]{1,78}$' },
        amount: { type: 'integer', minimum: 1, maximum: 1_000_000 },
      },
    },
  };
  app.post<{ Body: NftDepositBody }>('/dev/chain/nft_deposit', { schema }, async (request) => {
    const body = request.body;
    const chain = simulatedChain(app);
    const txHash = chain.depositHash(body.chain, randomBytes(16).toString('hex'));
    const deposit = await app.db.tx((q) =>
      receiveNft(q, chain, {
        chain: body.chain,
        address: body.address,
        symbol: body.symbol,
        tokenId: body.token_id,
        amount: body.amount ?? 1,
        txHash,
      }),
    );
    return { code: 0, msg: 'ok', data: { id: deposit.id, status: deposit.status, tx_hash: txHash } };
  });
}
