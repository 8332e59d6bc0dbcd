import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@/contract';
import type { ProjectListRes, ProjectTransfer, ProjectTransferListRes } from '@/contract/project/types';
import { START_TIMEOUT, createTestServer, uniqueEmail, type TestServer } from '../../testing/harness';

let server: TestServer;
let demo: string;
let stranger: string;

beforeAll(async () => {
  server = await createTestServer();
  demo = await server.signIn('demo1@example.com');
  stranger = await server.signIn(uniqueEmail('project'));
}, START_TIMEOUT);
afterAll(() => server.close());

const p = contract.project;

describe('projects and their records', () => {
  it('lists the projects in the caller’s language', async () => {
    const res = await server.post<ProjectListRes>(p.projectList.path, {}, { token: demo, lang: 'zh_tw' });
    expect(res.data.list.map((x) => [x.code, x.name])).toEqual([
      ['seraph', '熾天使'],
      ['battle_royale', '大逃殺'],
      ['mercury', '水星賽車'],
    ]);
    expect(res.data.list[0]!.nft_symbols).toEqual(['GEMS', 'ASTRO']);
  });

  it('lists recharges and withdrawals separately, with filters and pages', async () => {
    const recharges = await server.post<ProjectTransferListRes>(p.projectRechargeList.path, {}, { token: demo });
    expect(recharges.data).toMatchObject({ count: 3, page_size: 15 });
    expect(recharges.data.list.map((t) => [t.project_name, t.symbol, t.amount, t.status])).toEqual([
      ['Mercury Racing', 'SOL', '2', 'success'],
      ['Battle Royale', 'USDT', '30', 'failed'],
      ['Seraph', 'USDT', '200', 'success'],
    ]);
    const seraph = recharges.data.list[2]!;
    const bySymbol = await server.post<ProjectTransferListRes>(
      p.projectRechargeList.path,
      { symbol: 'sol' },
      { token: demo },
    );
    expect(bySymbol.data.count).toBe(1);
    const byProject = await server.post<ProjectTransferListRes>(
      p.projectWithdrawList.path,
      { project_id: seraph.project_id, status: 'pending' },
      { token: demo },
    );
    expect(byProject.data.list).toEqual([
      expect.objectContaining({ kind: 'withdraw', amount: '40', fee: '0.5', finished_at: null }),
    ]);
    const paged = await server.post<ProjectTransferListRes>(
      p.projectWithdrawList.path,
      { page: 2, page_size: 1 },
      { token: demo },
    );
    expect(paged.data).toMatchObject({ count: 2, page: 2, list: [expect.objectContaining({ amount: '150.5' })] });
  });

  it('shows a record to its owner, under its own kind only', async () => {
    const [recharge] = (await server.post<ProjectTransferListRes>(p.projectRechargeList.path, {}, { token: demo })).data
      .list;
    const detail = await server.post<ProjectTransfer>(
      p.projectRechargeDetail.path,
      { id: recharge!.id },
      { token: demo },
    );
    expect(detail).toMatchObject({ code: 0, data: recharge });
    expect((await server.post(p.projectWithdrawDetail.path, { id: recharge!.id }, { token: demo })).code).toBe(33020);
    expect((await server.post(p.projectRechargeDetail.path, { id: recharge!.id }, { token: stranger })).code).toBe(
      33020,
    );
    expect((await server.post(p.projectRechargeDetail.path, { id: 2 ** 53 }, { token: demo })).code).toBe(10003);
    expect((await server.post(p.projectRechargeDetail.path, { id: '1 OR 1=1' }, { token: demo })).code).toBe(10003);
    expect((await server.post(p.projectRechargeList.path, { status: 'done' }, { token: demo })).code).toBe(10003);
  });
});
