import type { FastifyInstance } from 'fastify';
import { contract } from '@/contract/full';
import type { DepositListReq } from '@/contract/wallet/types';
import { isValidAddress } from '@/domain/address';
import { devFeaturesOn } from '../../config';
import type { Queryable } from '../../db';
import { trimDecimal } from '../../lib/decimal';
import { defineHandler } from '../../plugins/handler';
import { verifyCapitalPassword } from '../user/payment';
import { checkOwner, spendOwnerProof, type OwnerProofInput } from '../user/security';
import { registerDevChain } from './dev';
import {
  addressOwner,
  advanceDeposit,
  advanceWithdrawal,
  assessWithdrawal,
  cancelWithdrawal,
  coinChain,
  depositAddress,
  depositPage,
  DEPOSIT_JOB,
  knownChain,
  placeWithdrawal,
  withdrawalOf,
  withdrawalPage,
  withdrawLimit,
  WITHDRAW_JOB,
} from './service';
import { SimulatedChain } from './simulation';

/** The second factors of a withdrawal (coins and NFTs): the email code of scene `withdraw`, the authenticator's. */
export const withdrawProof = (body: { email_code: string; ga_code?: string }): OwnerProofInput => ({
  scene: 'withdraw',
  emailCode: body.email_code,
  gaCode: body.ga_code,
});

/** Asset logs list 15 a page, as the client asks for them. */
export const LOG_PAGE_SIZE = 15;

/** What `deposit_list` answers for a user and a body (also /asset's page, wallet/boot.ts). */
export const depositListOf = (db: Queryable, userId: number, body: DepositListReq) =>
  depositPage(db, userId, {
    ...(body.symbol ? { symbol: body.symbol } : {}),
    ...(body.status ? { status: body.status } : {}),
    page: body.page ?? 1,
    pageSize: body.page_size ?? LOG_PAGE_SIZE,
  });

const simulations = new WeakMap<FastifyInstance, SimulatedChain>();

/** The app's simulated chain (tests, the dev routes): the gateway this reference server uses. */
export function simulatedChain(app: FastifyInstance): SimulatedChain {
  const chain = simulations.get(app);
  if (!chain) throw new Error('the chain module is not registered');
  return chain;
}

/** Deposits and withdrawals of coins (/finance-api/api/finance/…), on the ChainGateway (here: the simulation). */
export default function chainModule(app: FastifyInstance): void {
  const gateway = new SimulatedChain(app.config.signSecret, app.config.chain);
  simulations.set(app, gateway);
  const chainConfig = app.config.chain;
  app.jobs.define<{ id: number }>(DEPOSIT_JOB, (q, job) => advanceDeposit(q, gateway, chainConfig, job.payload.id));
  app.jobs.define<{ id: number }>(WITHDRAW_JOB, (q, job) => advanceWithdrawal(q, gateway, chainConfig, job.payload.id));

  defineHandler(app, contract.finance.getDepositAddress, {
    doc: {
      section: 'depositWithdraw',
      notes: 'one address per user, coin and chain, valid for the chain (`@/domain/address`); 30002, 31001',
    },
    handler: async ({ db, session, body }) => {
      const coin = await coinChain(db, body.symbol, body.chain_name);
      return {
        symbol: coin.symbol,
        chain_name: coin.chain_name,
        address: await depositAddress(db, gateway, session.userId, coin),
        min_deposit: trimDecimal(coin.min_deposit),
        confirmations: coin.confirmations,
      };
    },
  });

  defineHandler(app, contract.finance.depositList, {
    doc: {
      section: 'depositWithdraw',
      notes: 'newest first, 15 a page; filters `symbol`, `status` (pending, credited, below_minimum)',
    },
    handler: ({ db, session, body }) => depositListOf(db, session.userId, body),
  });

  defineHandler(app, contract.finance.withdrawLimit, {
    doc: {
      section: 'depositWithdraw',
      notes: 'per coin and chain, from the database; the daily limit counts per UTC day',
    },
    handler: async ({ db, session, body }) =>
      withdrawLimit(db, session.userId, await coinChain(db, body.symbol, body.chain_name)),
  });

  defineHandler(app, contract.finance.checkAddress, {
    doc: {
      section: 'depositWithdraw',
      notes:
        "the chain's prefix and length, then its real format: TRON base58check (0x41), Bitcoin base58check (P2PKH, P2SH) or bech32/bech32m (`bc1`, `tb1`), EVM hex with the EIP-55 checksum when mixed-case, Solana base58 of 32 bytes; 31001 unknown chain (or one the `symbol` does not use)",
    },
    handler: async ({ db, session, body }) => {
      const chain = body.symbol
        ? (await coinChain(db, body.symbol, body.chain_name)).chain_name
        : await knownChain(db, body.chain_name);
      const valid = isValidAddress(body.address, chain);
      const owner = valid ? await addressOwner(db, chain, body.address) : null;
      return { valid, internal: owner !== null && owner !== session.userId, own: owner === session.userId };
    },
  });

  defineHandler(app, contract.finance.withdrawCheck, {
    doc: {
      section: 'depositWithdraw',
      notes:
        'a dry run of withdraw_coin: every problem at once (hold 31005, coin/chain, address, amount, balance, daily limit)',
    },
    handler: async ({ db, session, lang, body }) => (await assessWithdrawal(db, session.userId, lang, body)).check,
  });

  defineHandler(app, contract.finance.withdrawCoin, {
    doc: {
      section: 'depositWithdraw',
      notes:
        'idempotent; refusals as withdraw_check (first one), then the payment password (20165/20166) and the email code of scene `withdraw` (+ authenticator when on); freezes amount + fee',
    },
    // The request's own problems first (nothing written), then the secrets: each wrong guess stays counted, as this
    // runs outside the call's transaction (a refusal inside it would roll the count back). The codes are checked
    // here but spent in the transaction, after the request is checked again under the user's lock: a withdrawal
    // refused there (the balance or the daily limit moved meanwhile) leaves them good for the corrected one.
    precheck: async ({ db, config, session, lang, body }) => {
      const { refusal } = await assessWithdrawal(db, session.userId, lang, body);
      if (refusal) throw refusal;
      await verifyCapitalPassword(db, session, body.password);
      await checkOwner(db, config, session.userId, withdrawProof(body));
    },
    handler: async ({ db, config, session, lang, body }) => {
      const id = await placeWithdrawal(db, session.userId, lang, body, {
        delaySeconds: config.chain.withdrawDelaySeconds,
        spendProof: () => spendOwnerProof(db, config, session.userId, withdrawProof(body)),
      });
      const { timeline: _timeline, ...entry } = await withdrawalOf(db, session.userId, id, lang);
      return entry;
    },
  });

  defineHandler(app, contract.finance.withdrawCancel, {
    doc: {
      section: 'depositWithdraw',
      notes: 'idempotent; only while pending (31007), releases amount + fee; 31006',
    },
    handler: async ({ db, session, lang, body }) => {
      await cancelWithdrawal(db, session.userId, body.id);
      const { timeline: _timeline, ...entry } = await withdrawalOf(db, session.userId, body.id, lang);
      return entry;
    },
  });

  defineHandler(app, contract.finance.withdrawList, {
    doc: {
      section: 'depositWithdraw',
      notes: 'newest first, 15 a page; filters `symbol`, `status`',
    },
    handler: async ({ db, session, lang, body }) =>
      withdrawalPage(db, session.userId, lang, {
        ...(body.symbol ? { symbol: body.symbol } : {}),
        ...(body.status ? { status: body.status } : {}),
        page: body.page ?? 1,
        pageSize: body.page_size ?? LOG_PAGE_SIZE,
      }),
  });

  defineHandler(app, contract.finance.withdrawDetail, {
    doc: {
      section: 'depositWithdraw',
      notes: "31006 for an unknown id or another user's",
    },
    handler: async ({ db, session, lang, body }) => withdrawalOf(db, session.userId, body.id, lang),
  });

  if (devFeaturesOn(app.config)) registerDevChain(app, gateway);
}
