import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db';
import { ApiError, Codes } from '../../errors';

export interface Move {
  item_id: number;
  amount?: number | undefined;
}

/** The same item asked twice in one batch counts once, with the amounts added. */
function merged(moves: Move[]): { itemId: number; amount: number }[] {
  const byItem = new Map<number, number>();
  for (const move of moves) byItem.set(move.item_id, (byItem.get(move.item_id) ?? 0) + (move.amount ?? 1));
  return [...byItem].map(([itemId, amount]) => ({ itemId, amount }));
}

/**
 * Moves editions between the wallet and the game package, inside the caller's transaction: every item or none
 * (an ApiError rolls the batch back). Each UPDATE checks what is free where it runs (wallet = amount minus the
 * package, withdrawing and listed parts; package = in_package), so two concurrent moves of one ERC721 item
 * cannot both pass: the second re-reads the row after the first commits and finds nothing free.
 */
export async function moveItems(
  q: Queryable,
  userId: number,
  direction: 'to_package' | 'from_package',
  moves: Move[],
): Promise<{ batchNo: string; itemIds: number[] }> {
  const batchNo = `NB${Date.now()}${randomBytes(4).toString('hex').toUpperCase()}`;
  const toPackage = direction === 'to_package';
  for (const { itemId, amount } of merged(moves)) {
    const [item] = await q.query<{ name: string; erc_type: string; wallet: number; in_package: number }>(
      `SELECT name, erc_type, amount - in_package - withdrawing - listed AS wallet, in_package
         FROM nft_items WHERE id = $1 AND owner_user_id = $2 AND amount > 0`,
      [itemId, userId],
    );
    if (!item) throw new ApiError(Codes.NFT_NOT_FOUND, 'nft_not_found');
    const refuse = (available: number) =>
      toPackage
        ? new ApiError(Codes.NFT_NOT_MOVABLE, 'nft_not_movable', { name: item.name, available })
        : new ApiError(Codes.NFT_NOT_IN_PACKAGE, 'nft_not_in_package', { name: item.name, available });
    if (item.erc_type === 'ERC721' && amount !== 1) throw refuse(toPackage ? item.wallet : item.in_package);
    const moved = await q.query(
      toPackage
        ? `UPDATE nft_items SET in_package = in_package + $3
            WHERE id = $1 AND owner_user_id = $2 AND amount - in_package - withdrawing - listed >= $3 RETURNING id`
        : `UPDATE nft_items SET in_package = in_package - $3
            WHERE id = $1 AND owner_user_id = $2 AND in_package >= $3 RETURNING id`,
      [itemId, userId, amount],
    );
    if (moved.length === 0) {
      const [now] = await q.query<{ wallet: number; in_package: number }>(
        'SELECT amount - in_package - withdrawing - listed AS wallet, in_package FROM nft_items WHERE id = $1',
        [itemId],
      );
      throw refuse((toPackage ? now?.wallet : now?.in_package) ?? 0);
    }
    await q.query(
      'INSERT INTO nft_package_moves (batch_no, user_id, item_id, direction, amount) VALUES ($1, $2, $3, $4, $5)',
      [batchNo, userId, itemId, direction, amount],
    );
  }
  return { batchNo, itemIds: merged(moves).map((move) => move.itemId) };
}
