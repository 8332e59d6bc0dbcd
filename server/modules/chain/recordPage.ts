import type { Queryable, SqlParam } from '../../db';

/**
 * One page of a user's chain records (deposits or withdrawals, coins or NFTs), with the total: `select` reads the
 * rows in their order (its conditions over `params`; the page's LIMIT and OFFSET follow them), `count` counts the
 * same rows with the same `params`.
 */
export async function recordPage<Row, Entry>(
  q: Queryable,
  query: {
    select: string;
    count: string;
    params: SqlParam[];
    page: number;
    size: number;
    toEntry: (row: Row) => Entry;
  },
) {
  const { params, page, size } = query;
  const rows = await q.query<Row>(`${query.select} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [
    ...params,
    size,
    (page - 1) * size,
  ]);
  const [total] = await q.query<{ count: number }>(query.count, params);
  return { list: rows.map(query.toEntry), count: Number(total?.count ?? 0), page, page_size: size };
}
