import type { Db } from '../db';

/** How many coins, demo accounts and banners the database holds: the demo seed's mark, written once or not. */
export async function seedCounts(db: Db) {
  const [row] = await db.query<{ coins: number; demos: number; banners: number }>(
    `SELECT (SELECT count(*) FROM coins) AS coins,
            (SELECT count(*) FROM users WHERE email LIKE 'demo%@example.com') AS demos,
            (SELECT count(*) FROM banners) AS banners`,
  );
  return row;
}
