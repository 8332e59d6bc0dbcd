import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_TICKETS_MAX, workorder } from '@/contract/workorder';
import { START_TIMEOUT, uniqueEmail, type TestServer } from '../../testing/harness';
import { twoInstances } from '../../testing/servers';
import { categoriesOf, createTicket, idempotencyKey } from './testKit';

// The open-ticket limit across two server instances, each with its own connection pool, on one PostgreSQL: creates
// racing on different connections must queue on the user's row lock, so exactly the allowed number pass. A
// `.pg.test.ts` file runs only in the suite's PostgreSQL pass (server/testing/with-postgres.sh).
if (!process.env.DATABASE_URL) throw new Error('limit.pg.test.ts needs DATABASE_URL (server/testing/with-postgres.sh)');

let server: TestServer;
let other: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ server, other, close } = await twoInstances());
}, START_TIMEOUT);
afterAll(() => close());

describe('the open-ticket limit on PostgreSQL', () => {
  it(`lets exactly ${OPEN_TICKETS_MAX} of 24 concurrent creates on two instances pass`, async () => {
    const token = await server.signIn(uniqueEmail('pg-limit'));
    const { leaf } = await categoriesOf(server, token);
    const body = (i: number) => ({ category_id: leaf.id, title: `race ${i}`, description: 'At once' });
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        i % 2 === 0
          ? createTicket(server, token, body(i))
          : server.post(workorder.createWorkOrder.path, body(i), {
              app: other,
              token,
              headers: { 'idempotency-key': idempotencyKey() },
            }),
      ),
    );
    expect(answers.filter((res) => res.code === 0)).toHaveLength(OPEN_TICKETS_MAX);
    expect(answers.filter((res) => res.code !== 0).map((res) => res.code)).toEqual(
      Array.from({ length: 24 - OPEN_TICKETS_MAX }, () => 34014),
    );
    const [row] = await server.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM tickets t JOIN users u ON u.id = t.user_id WHERE t.title LIKE 'race %'`,
    );
    expect(Number(row?.count)).toBe(OPEN_TICKETS_MAX);
  }, 120_000);
});
