import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@/contract';
import type { AppayOrder, AppayOrderListRes } from '@/contract/appay/types';
import { START_TIMEOUT, createTestServer, uniqueEmail, type TestServer } from '../../testing/harness';

let server: TestServer;
let demo: string;
let stranger: string;

beforeAll(async () => {
  server = await createTestServer();
  demo = await server.signIn('demo1@example.com');
  stranger = await server.signIn(uniqueEmail('appay'));
}, START_TIMEOUT);
afterAll(() => server.close());

const list = (body: Record<string, unknown>, token = demo, lang = 'en') =>
  server.post<AppayOrderListRes>(contract.appay.appayOrderList.path, body, { token, lang });

describe('payment orders', () => {
  it('lists the caller’s payments newest first, with a status filter and pages', async () => {
    const all = await list({});
    expect(all.code).toBe(0);
    expect(all.data).toMatchObject({ count: 5, page: 1, page_size: 15 });
    expect(all.data.list.map((o) => o.status)).toEqual(['pending', 'closed', 'refunded', 'paid', 'paid']);
    expect(all.data.list[3]).toMatchObject({
      merchant_name: 'Nebula Coffee',
      subject: 'Flat white, large',
      amount: '4.8',
    });
    const paid = await list({ status: 'paid' });
    expect(paid.data.count).toBe(2);
    expect(paid.data.list.every((o) => o.status === 'paid' && o.paid_at! > 0)).toBe(true);
    const second = await list({ page: 2, page_size: 2 });
    expect(second.data.list.map((o) => o.order_no)).toEqual(all.data.list.slice(2, 4).map((o) => o.order_no));
    const ko = await list({ status: 'refunded' }, demo, 'ko');
    expect(ko.data.list[0]!.subject).toBe('시즌 패스');
    expect((await list({}, stranger)).data).toEqual({ list: [], count: 0, page: 1, page_size: 15 });
  });

  it('shows one order to its owner only', async () => {
    const [first] = (await list({})).data.list;
    const detail = await server.post<AppayOrder>(
      contract.appay.appayOrderDetail.path,
      { order_no: first!.order_no },
      { token: demo },
    );
    expect(detail).toMatchObject({ code: 0, data: first });
    const other = await server.post(
      contract.appay.appayOrderDetail.path,
      { order_no: first!.order_no },
      { token: stranger },
    );
    expect(other.code).toBe(33010);
  });

  it('refuses hostile input', async () => {
    for (const body of [{ status: 'stolen' }, { page: 0 }, { page_size: 1000 }, { page: 1.5 }])
      expect((await list(body)).code).toBe(10003);
    for (const order_no of ["' OR 1=1 --", '', 'x'.repeat(41)])
      expect((await server.post(contract.appay.appayOrderDetail.path, { order_no }, { token: demo })).code).toBe(10003);
    expect((await server.post(contract.appay.appayOrderList.path, {})).code).toBe(4001);
  });

  it('keeps the ledger balanced after the seeded payments and refunds', async () => {
    const unbalanced = await server.db.query(
      'SELECT symbol FROM ledger_entries GROUP BY symbol HAVING sum(amount) <> 0',
    );
    expect(unbalanced).toEqual([]);
  });
});
