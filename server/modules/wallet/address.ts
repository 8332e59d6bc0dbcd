import type { FastifyInstance } from 'fastify';
import { contract } from '@/contract/full';
import type { AddressEntry } from '@/contract';
import { isValidAddress, suggestChains } from '@/domain/address';
import type { Queryable } from '../../db';
import type { PublicCache } from '../../lib/publicCache';
import { ApiError, Codes } from '../../errors';
import { defineHandler } from '../../plugins/handler';
import { coinOf, epoch, pageOf } from './money';

/** Addresses one account may keep. */
export const ADDRESS_BOOK_MAX = 200;

const COLUMNS = `a.id, a.chain_name AS chain, a.address, a.label, a.memo,
  ${epoch('a.created_at')} AS created_at, ${epoch('a.updated_at')} AS updated_at`;

const out = (row: AddressEntry): AddressEntry => ({
  ...row,
  id: Number(row.id),
  created_at: Number(row.created_at),
  updated_at: Number(row.updated_at),
});

async function serverChains(q: Queryable, cache: PublicCache): Promise<string[]> {
  return cache.get('coins', 'chain_names', async () =>
    (await q.query<{ chain_name: string }>('SELECT chain_name FROM chains ORDER BY sort, chain_name')).map(
      (row) => row.chain_name,
    ),
  );
}

/** The server's spelling of `chain` (any case), or 32032. */
async function chainOf(q: Queryable, cache: PublicCache, chain: string): Promise<string> {
  const wanted = chain.trim().toUpperCase();
  const found = (await serverChains(q, cache)).find((name) => name.toUpperCase() === wanted);
  if (!found) throw new ApiError(Codes.CHAIN_UNKNOWN, 'chain_unknown');
  return found;
}

/** The address as typed (not trimmed: the rule refuses whitespace), checked by the one address rule (`@/domain/address`). */
function checkAddress(address: string, chain: string): string {
  if (!address || !isValidAddress(address, chain))
    throw new ApiError(Codes.ADDRESS_INVALID, 'address_invalid', { chain });
  return address;
}

const duplicate = (error: unknown) => (error as { code?: string }).code === '23505';

async function byId(q: Queryable, userId: number, id: number): Promise<AddressEntry> {
  const [row] = await q.query<AddressEntry>(
    `SELECT ${COLUMNS} FROM user_addresses a WHERE a.user_id = $1 AND a.id = $2`,
    [userId, id],
  );
  if (!row) throw new ApiError(Codes.WALLET_RECORD_NOT_FOUND, 'wallet_record_not_found');
  return out(row);
}

export default function registerAddressCalls(app: FastifyInstance): void {
  defineHandler(app, contract.address.list, {
    doc: {
      section: 'addressBook',
      notes: 'newest first; `chain` filter',
    },
    handler: async ({ db, session, body }) => {
      const { page, page_size, offset } = pageOf(body);
      const chain = body.chain?.trim().toUpperCase() ?? null;
      const where = 'a.user_id = $1 AND ($2::text IS NULL OR upper(a.chain_name) = $2)';
      const [count] = await db.query<{ n: number }>(`SELECT count(*) AS n FROM user_addresses a WHERE ${where}`, [
        session.userId,
        chain,
      ]);
      const rows = await db.query<AddressEntry>(
        `SELECT ${COLUMNS} FROM user_addresses a WHERE ${where} ORDER BY a.id DESC LIMIT $3 OFFSET $4`,
        [session.userId, chain, page_size, offset],
      );
      return { list: rows.map(out), count: Number(count?.n ?? 0), page, page_size };
    },
  });

  defineHandler(app, contract.address.add, {
    doc: {
      section: 'addressBook',
      notes: `32032 unknown chain, 31002 invalid address (the chain's prefix and length, then its real format with its checksum), 32031 duplicate, 32033 over ${ADDRESS_BOOK_MAX}`,
    },
    handler: async ({ db, cache, session, body }) => {
      const chain = await chainOf(db, cache, body.chain);
      const address = checkAddress(body.address, chain);
      const [count] = await db.query<{ n: number }>('SELECT count(*) AS n FROM user_addresses WHERE user_id = $1', [
        session.userId,
      ]);
      if (Number(count?.n ?? 0) >= ADDRESS_BOOK_MAX)
        throw new ApiError(Codes.ADDRESS_BOOK_FULL, 'address_book_full', { max: ADDRESS_BOOK_MAX });
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO user_addresses (user_id, chain_name, address, label, memo) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id, chain_name, address) DO NOTHING RETURNING id`,
        [session.userId, chain, address, body.label.trim(), (body.memo ?? '').trim()],
      );
      if (!row) throw new ApiError(Codes.ADDRESS_DUPLICATE, 'address_duplicate');
      return byId(db, session.userId, Number(row.id));
    },
  });

  defineHandler(app, contract.address.edit, {
    doc: {
      section: 'addressBook',
      notes: 'changes the given fields; the same checks as add; 32020',
    },
    handler: async ({ db, cache, session, body }) => {
      const current = await byId(db, session.userId, body.id);
      const chain = body.chain === undefined ? current.chain : await chainOf(db, cache, body.chain);
      const address = checkAddress(body.address ?? current.address, chain);
      try {
        await db.query(
          `UPDATE user_addresses SET chain_name = $3, address = $4, label = $5, memo = $6, updated_at = now()
            WHERE user_id = $1 AND id = $2`,
          [
            session.userId,
            body.id,
            chain,
            address,
            body.label === undefined ? current.label : body.label.trim(),
            body.memo === undefined ? current.memo : body.memo.trim(),
          ],
        );
      } catch (error) {
        if (duplicate(error)) throw new ApiError(Codes.ADDRESS_DUPLICATE, 'address_duplicate');
        throw error;
      }
      return byId(db, session.userId, body.id);
    },
  });

  defineHandler(app, contract.address.delete, {
    doc: { section: 'addressBook', notes: '32020' },
    handler: async ({ db, session, body }) => {
      const rows = await db.query('DELETE FROM user_addresses WHERE user_id = $1 AND id = $2 RETURNING id', [
        session.userId,
        body.id,
      ]);
      if (rows.length === 0) throw new ApiError(Codes.WALLET_RECORD_NOT_FOUND, 'wallet_record_not_found');
      return {};
    },
  });

  defineHandler(app, contract.address.check, {
    doc: {
      section: 'addressBook',
      notes: "the server's chains the address may belong to (the chain suggestion when an address is pasted)",
    },
    handler: async ({ db, cache, body }) => ({ chains: suggestChains(body.address, await serverChains(db, cache)) }),
  });

  defineHandler(app, contract.address.transferList, {
    doc: {
      section: 'addressBook',
      notes: 'the saved addresses on a chain of the coin (and `chain` when given); 30002',
    },
    handler: async ({ db, session, body }) => {
      const coin = await coinOf(db, body.symbol);
      const rows = await db.query<AddressEntry>(
        `SELECT ${COLUMNS} FROM user_addresses a
           JOIN coin_chains cc ON cc.chain_name = a.chain_name AND cc.symbol = $2
          WHERE a.user_id = $1 AND ($3::text IS NULL OR upper(a.chain_name) = $3)
          ORDER BY a.id DESC LIMIT 200`,
        [session.userId, coin.symbol, body.chain?.trim().toUpperCase() ?? null],
      );
      return { list: rows.map(out) };
    },
  });
}
