/**
 * Demo records of the wallet's history that no call creates on the reference server: payments to merchants
 * (appay) and coins moved to games and back (project transfers), for the demo accounts. Every record that moved
 * money is a ledger transaction too, so balances, history and the ledger agree.
 */
import BigNumber from 'bignumber.js';
import type { Queryable } from '../index';
import { postLedger, systemAccount } from '../../modules/finance/ledger';

type L = { en: string; ko: string; zh_tw: string; zh: string };

/** [email, merchant, subject, coin, amount, fee, status, days ago] */
const PAYMENTS: [string, string, L, string, string, string, 'pending' | 'paid' | 'refunded' | 'closed', number][] = [
  [
    'demo1@example.com',
    'Seraph Store',
    {
      en: '1,200 Seraph crystals',
      ko: '세라프 크리스탈 1,200개',
      zh_tw: '1,200 顆熾天使水晶',
      zh: '1,200 颗炽天使水晶',
    },
    'USDT',
    '19.99',
    '0',
    'paid',
    12,
  ],
  [
    'demo1@example.com',
    'Nebula Coffee',
    { en: 'Flat white, large', ko: '플랫 화이트 라지', zh_tw: '大杯白咖啡', zh: '大杯馥芮白' },
    'USDT',
    '4.8',
    '0',
    'paid',
    6,
  ],
  [
    'demo1@example.com',
    'Battle Royale',
    { en: 'Season pass', ko: '시즌 패스', zh_tw: '賽季通行證', zh: '赛季通行证' },
    'USDT',
    '9.99',
    '0',
    'refunded',
    4,
  ],
  [
    'demo1@example.com',
    'Pixel Arcade',
    { en: 'Gift card 50', ko: '기프트 카드 50', zh_tw: '禮品卡 50', zh: '礼品卡 50' },
    'USDT',
    '50',
    '0',
    'closed',
    2,
  ],
  [
    'demo1@example.com',
    'Seraph Store',
    { en: 'Starter bundle', ko: '스타터 번들', zh_tw: '新手禮包', zh: '新手礼包' },
    'ETH',
    '0.004',
    '0',
    'pending',
    0,
  ],
  [
    'demo2@example.com',
    'Mercury Racing',
    { en: 'Turbo engine upgrade', ko: '터보 엔진 업그레이드', zh_tw: '渦輪引擎升級', zh: '涡轮引擎升级' },
    'USDT',
    '25',
    '0.25',
    'paid',
    3,
  ],
];

/** [email, project code, kind, coin, amount, fee, status, game account, days ago] */
const TRANSFERS: [
  string,
  string,
  'recharge' | 'withdraw',
  string,
  string,
  string,
  'pending' | 'success' | 'failed',
  string,
  number,
][] = [
  ['demo1@example.com', 'seraph', 'recharge', 'USDT', '200', '0', 'success', 'seraph#100245', 20],
  ['demo1@example.com', 'seraph', 'withdraw', 'USDT', '150.5', '0.5', 'success', 'seraph#100245', 9],
  ['demo1@example.com', 'battle_royale', 'recharge', 'USDT', '30', '0', 'failed', 'br-ada', 5],
  ['demo1@example.com', 'mercury', 'recharge', 'SOL', '2', '0', 'success', 'mr-77812', 3],
  ['demo1@example.com', 'seraph', 'withdraw', 'USDT', '40', '0.5', 'pending', 'seraph#100245', 0],
  ['demo2@example.com', 'battle_royale', 'recharge', 'USDT', '75', '0', 'success', 'br-demo2', 7],
];

const stamp = (prefix: string, daysAgo: number, n: number) =>
  `${prefix}${String(20260000 + n)}${String(daysAgo).padStart(3, '0')}${String(n).padStart(4, '0')}`;

export async function seedCustodyDemo(q: Queryable): Promise<void> {
  const merchant = await systemAccount(q, 'merchant');
  /** What the records moved per `userId:symbol`, made up by the funding account at the end. */
  const moved = new Map<string, BigNumber>();
  const note = (userId: number, symbol: string, amount: string) =>
    moved.set(`${userId}:${symbol}`, (moved.get(`${userId}:${symbol}`) ?? new BigNumber(0)).plus(amount));
  const users = new Map(
    (await q.query<{ id: number; email: string }>('SELECT id, email FROM users WHERE email IS NOT NULL')).map((u) => [
      u.email,
      u.id,
    ]),
  );
  const userOf = (email: string) => {
    const id = users.get(email);
    if (!id) throw new Error(`unknown demo user ${email}`);
    return id;
  };

  for (const [n, [email, name, subject, symbol, amount, fee, status, daysAgo]] of PAYMENTS.entries()) {
    const userId = userOf(email);
    const orderNo = stamp('AP', daysAgo, n + 1);
    const total = new BigNumber(amount).plus(fee).toFixed();
    await q.query(
      `INSERT INTO appay_orders (order_no, user_id, merchant_name, merchant_order_no, subject, symbol, amount, fee, status,
                                 created_at, paid_at, refunded_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() - make_interval(days => $10),
               CASE WHEN $9 IN ('paid', 'refunded') THEN now() - make_interval(days => $10) END,
               CASE WHEN $9 = 'refunded' THEN now() - make_interval(days => $10) + interval '2 hours' END)`,
      [orderNo, userId, name, `M${orderNo.slice(2)}`, JSON.stringify(subject), symbol, amount, fee, status, daysAgo],
    );
    if (status !== 'paid' && status !== 'refunded') continue;
    if (status === 'paid') note(userId, symbol, `-${total}`);
    await postLedger(q, 'appay_payment', orderNo, [
      { userId, part: 'available', symbol, amount: `-${total}` },
      { userId: merchant, part: 'system', symbol, amount: total },
    ]);
    if (status === 'refunded')
      await postLedger(q, 'appay_refund', orderNo, [
        { userId: merchant, part: 'system', symbol, amount: `-${total}` },
        { userId, part: 'available', symbol, amount: total },
      ]);
  }

  const projects = new Map(
    (await q.query<{ id: number; code: string }>('SELECT id, code FROM projects')).map((p) => [p.code, p.id]),
  );
  for (const [n, [email, code, kind, symbol, amount, fee, status, account, daysAgo]] of TRANSFERS.entries()) {
    const userId = userOf(email);
    const projectId = projects.get(code);
    if (!projectId) throw new Error(`unknown project ${code}`);
    const orderNo = stamp(kind === 'recharge' ? 'PR' : 'PW', daysAgo, n + 1);
    await q.query(
      `INSERT INTO project_transfers (order_no, user_id, project_id, kind, symbol, amount, fee, status, game_account,
                                      created_at, finished_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() - make_interval(days => $10),
               CASE WHEN $8 <> 'pending' THEN now() - make_interval(days => $10) + interval '1 minute' END)`,
      [orderNo, userId, projectId, kind, symbol, amount, fee, status, account, daysAgo],
    );
    if (status !== 'success') continue;
    const project = await systemAccount(q, `project:${code}`);
    // a withdrawal arrives net of the project's fee
    const net = kind === 'withdraw' ? new BigNumber(amount).minus(fee).toFixed() : amount;
    note(userId, symbol, kind === 'recharge' ? `-${amount}` : net);
    await postLedger(q, `project_${kind}`, orderNo, [
      { userId, part: 'available', symbol, amount: kind === 'recharge' ? `-${amount}` : net },
      { userId: project, part: 'system', symbol, amount: kind === 'recharge' ? amount : `-${net}` },
    ]);
  }

  // the demo balances stay the ones SEED_DEMO_USERS lists: the funding account makes up what the records moved
  const funding = await systemAccount(q, 'funding');
  for (const [account, sum] of moved) {
    if (sum.isZero()) continue;
    const [userId, symbol] = account.split(':') as [string, string];
    await postLedger(q, 'demo_funding', 'history', [
      { userId: funding, part: 'system', symbol, amount: sum.toFixed() },
      { userId: Number(userId), part: 'available', symbol, amount: sum.negated().toFixed() },
    ]);
  }

  // two of Demo One's Seraph gems already sit in the game package
  const [gems] = await q.query<{ id: number; owner: number }>(
    `SELECT i.id, i.owner_user_id AS owner FROM nft_items i JOIN nft_collections c ON c.id = i.collection_id
      WHERE c.symbol = 'GEMS' AND i.token_id = '2' AND i.owner_user_id = $1`,
    [userOf('demo1@example.com')],
  );
  if (gems) {
    await q.query('UPDATE nft_items SET in_package = 2 WHERE id = $1', [gems.id]);
    await q.query(
      `INSERT INTO nft_package_moves (batch_no, user_id, item_id, direction, amount, created_at)
       VALUES ('NB20260000000SEED', $1, $2, 'to_package', 2, now() - interval '1 day')`,
      [gems.owner, gems.id],
    );
  }
}
