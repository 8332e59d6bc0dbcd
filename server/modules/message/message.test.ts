import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@/contract/full';
import type { MessageChangeRes, MessageDetail, MessageListRes, UnreadCountRes } from '@/contract';
import { START_TIMEOUT, createTestServer, uniqueEmail, type TestServer } from '../../testing/harness';
import { insertMessage } from './write';
import { summaryOf } from './summary';

let server: TestServer;
const { list, detail, allRead, del, unreadCount } = contract.message;

beforeAll(async () => {
  server = await createTestServer();
}, START_TIMEOUT);
afterAll(() => server.close());

const userIdOf = async (email: string) =>
  Number((await server.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]))[0]!.id);

/** A signed-in account holding its welcome message and `n` more, kinds taking turns (`trade`, `wallet`). */
async function account(n: number) {
  const email = uniqueEmail('msg');
  const token = await server.signIn(email);
  const userId = await userIdOf(email);
  for (let i = 1; i <= n; i += 1)
    await server.db.tx((q) =>
      insertMessage(q, {
        userId,
        kind: i % 2 === 0 ? 'wallet' : 'trade',
        title: { en: `Title ${i}`, ko: `제목 ${i}` },
        body: { en: `<p>Body <b>${i}</b> &amp; more</p>`, ko: `<p>본문 ${i}</p>` },
        link: `/asset/records?n=${i}`,
        eventKey: `test:${i}`,
        template: null,
        params: {},
      }),
    );
  return { email, token, userId };
}

describe('message list', () => {
  it('pages newest first (15 by default), in the request language with English fallback, with the unread count', async () => {
    const { token } = await account(20);
    const first = await server.post<MessageListRes>(list.path, {}, { token });
    expect(first.code).toBe(0);
    expect(first.data).toMatchObject({ count: 21, page: 1, page_size: 15, unread_count: 21 });
    expect(first.data.list).toHaveLength(15);
    expect(first.data.list[0]).toMatchObject({
      kind: 'wallet',
      title: 'Title 20',
      summary: 'Body 20 & more',
      link: '/asset/records?n=20',
      read: false,
    });
    const ids = first.data.list.map((m) => m.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const second = await server.post<MessageListRes>(list.path, { page: 2 }, { token });
    expect(second.data.list).toHaveLength(6);
    expect(second.data.list.some((m) => ids.includes(m.id))).toBe(false);

    const ko = await server.post<MessageListRes>(list.path, { page_size: 1 }, { token, lang: 'ko' });
    expect(ko.data.list[0]).toMatchObject({ title: '제목 20', summary: '본문 20' });
    // a language the row lacks falls back to English
    const zh = await server.post<MessageListRes>(list.path, { page_size: 1 }, { token, lang: 'zh' });
    expect(zh.data.list[0]?.title).toBe('Title 20');
  });

  it('filters by kind and by unread', async () => {
    const { token } = await account(6);
    const wallet = await server.post<MessageListRes>(list.path, { kind: 'wallet' }, { token });
    expect(wallet.data.count).toBe(3);
    expect(wallet.data.list.every((m) => m.kind === 'wallet')).toBe(true);
    const one = wallet.data.list[0]!;
    await server.post(detail.path, { id: one.id }, { token });
    const unread = await server.post<MessageListRes>(list.path, { unread: true }, { token });
    expect(unread.data.count).toBe(6);
    expect(unread.data.list.map((m) => m.id)).not.toContain(one.id);
    expect(unread.data.unread_count).toBe(6);
    const unreadWallet = await server.post<MessageListRes>(list.path, { kind: 'wallet', unread: true }, { token });
    expect(unreadWallet.data.count).toBe(2);
  });
});

describe('message detail, all_read, del', () => {
  it('detail answers the HTML body in the language and marks it read', async () => {
    const { token } = await account(2);
    const [newest] = (await server.post<MessageListRes>(list.path, {}, { token })).data.list;
    const read = await server.post<MessageDetail>(detail.path, { id: newest!.id }, { token, lang: 'ko' });
    expect(read.data).toMatchObject({ id: newest!.id, title: '제목 2', body: '<p>본문 2</p>', read: true });
    const en = await server.post<MessageDetail>(detail.path, { id: newest!.id }, { token });
    expect(en.data.body).toBe('<p>Body <b>2</b> &amp; more</p>');
    expect((await server.post<UnreadCountRes>(unreadCount.path, {}, { token })).data.count).toBe(2);
  });

  it('all_read marks every message, or one kind', async () => {
    const { token } = await account(4);
    const trade = await server.post<MessageChangeRes>(allRead.path, { kind: 'trade' }, { token });
    expect(trade.data).toEqual({ changed: 2, unread_count: 3 });
    const rest = await server.post<MessageChangeRes>(allRead.path, {}, { token });
    expect(rest.data).toEqual({ changed: 3, unread_count: 0 });
    expect((await server.post<MessageChangeRes>(allRead.path, {}, { token })).data.changed).toBe(0);
  });

  it('del hides messages softly and answers the count after', async () => {
    const { token, userId } = await account(3);
    const ids = (await server.post<MessageListRes>(list.path, {}, { token })).data.list.map((m) => m.id);
    const gone = await server.post<MessageChangeRes>(del.path, { ids: ids.slice(0, 2) }, { token });
    expect(gone.data).toEqual({ changed: 2, unread_count: 2 });
    expect((await server.post<MessageListRes>(list.path, {}, { token })).data.count).toBe(2);
    expect((await server.post(detail.path, { id: ids[0] }, { token })).code).toBe(34001);
    // again: nothing changes
    expect((await server.post<MessageChangeRes>(del.path, { ids: ids.slice(0, 2) }, { token })).data.changed).toBe(0);
    const rows = await server.db.query<{ deleted: number }>(
      'SELECT count(*) AS deleted FROM messages WHERE user_id = $1 AND deleted_at IS NOT NULL',
      [userId],
    );
    expect(Number(rows[0]!.deleted)).toBe(2);
  });

  it('one user never reads, marks or deletes another’s messages', async () => {
    const owner = await account(2);
    const other = await account(0);
    const ids = (await server.post<MessageListRes>(list.path, {}, { token: owner.token })).data.list.map((m) => m.id);
    const peek = await server.post(detail.path, { id: ids[0] }, { token: other.token });
    expect(peek.code).toBe(34001);
    expect(peek.msg).toMatch(/not found/i);
    expect((await server.post(detail.path, { id: 9_000_000_000 }, { token: other.token })).code).toBe(34001);
    const deleted = await server.post<MessageChangeRes>(del.path, { ids }, { token: other.token });
    expect(deleted.data).toEqual({ changed: 0, unread_count: 1 });
    await server.post(allRead.path, {}, { token: other.token });
    const after = await server.post<MessageListRes>(list.path, {}, { token: owner.token });
    expect(after.data).toMatchObject({ count: 3, unread_count: 3 });
  });

  it('refuses hostile bodies with 10003, never a 500', async () => {
    const { token } = await account(0);
    const bad: [string, Record<string, unknown>][] = [
      [list.path, { page: -1 }],
      [list.path, { page_size: 1000 }],
      [list.path, { kind: 'nope' }],
      [list.path, { unread: 'yes please' }],
      [detail.path, {}],
      [detail.path, { id: -5 }],
      [detail.path, { id: '1; DROP TABLE messages' }],
      [detail.path, { id: 1.5 }],
      [allRead.path, { kind: 42 }],
      [del.path, { ids: [] }],
      [del.path, { ids: [-1] }],
      [del.path, { ids: 'all' }],
      [del.path, { ids: [1, 1] }],
      [del.path, { ids: Array.from({ length: 5000 }, (_, i) => i + 1) }],
    ];
    for (const [path, body] of bad) {
      const res = await server.post(path, body, { token });
      expect([path, body, res.code, res.status]).toEqual([path, body, 10003, 200]);
    }
  });

  it('reading and deleting need a session', async () => {
    expect((await server.post(list.path, {})).code).toBe(4001);
    expect((await server.post(del.path, { ids: [1] })).code).toBe(4001);
  });
});

describe('the seed', () => {
  it('gives a demo account messages of several kinds, the newest an operator notice with a little HTML', async () => {
    const token = await server.signIn('demo1@example.com');
    const res = await server.post<MessageListRes>(list.path, {}, { token });
    expect(new Set(res.data.list.map((m) => m.kind))).toEqual(new Set(['system', 'trade', 'wallet', 'security']));
    const notice = res.data.list[0]!;
    expect(notice).toMatchObject({ kind: 'system', link: '/news' });
    expect(notice.summary).not.toContain('<');
    const full = await server.post<MessageDetail>(detail.path, { id: notice.id }, { token, lang: 'zh_tw' });
    expect(full.data.body).toMatch(/<b>.+<\/b>/);
    expect(full.data.body).toContain('<a href="/news">');
    expect(full.data.body).toContain('<li>');
  });
});

describe('summaryOf', () => {
  it('drops tags, decodes entities, collapses whitespace and cuts on a character boundary', () => {
    expect(summaryOf('<h1>Hi</h1><p>a&nbsp;&lt;b&gt;\n\n  c &#39;d&#x27; &bogus;</p><script>alert(1)</script>')).toBe(
      "Hi a <b> c 'd' &bogus;",
    );
    const long = '😀'.repeat(200);
    const cut = summaryOf(`<p>${long}</p>`);
    expect(Array.from(cut)).toHaveLength(140);
    expect(cut.endsWith('😀…')).toBe(true);
    expect(summaryOf('short')).toBe('short');
  });
});
