import { describe, expect, it } from 'vitest';
import { openPglite } from './db';
import { migrate, migrationFiles } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import { SEED_BANNERS, SEED_COINS, SEED_DEMO_USERS } from './db/seed/data';
import { START_TIMEOUT, emptyPgliteTemplate } from './testing/harness';
import { seedCounts } from './testing/seedCounts';

// Several instances start on one database at once (a deployment of more than one server, a rolling restart that
// brings a migration): migrations and the demo seed run once, and every instance comes up (on PostgreSQL: startup.pg.test.ts).

describe('on one PGlite handle', () => {
  it(
    'two migrate-and-seed runs at once apply each migration once and seed once',
    async () => {
      const db = await openPglite('memory://', { loadDataDir: await emptyPgliteTemplate() });
      try {
        const runs = await Promise.all(
          [0, 1].map(async () => ({ applied: await migrate(db), seeded: await seedIfEmpty(db) })),
        );
        expect(runs.flatMap((run) => run.applied).sort()).toEqual(migrationFiles().map((file) => file.name));
        expect(runs.filter((run) => run.seeded)).toHaveLength(1);
        expect(await seedCounts(db)).toEqual({
          coins: SEED_COINS.length,
          demos: SEED_DEMO_USERS.length,
          banners: SEED_BANNERS.length,
        });
      } finally {
        await db.close();
      }
    },
    START_TIMEOUT,
  );
});
