import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_TICKETS_MAX, TICKET_IMAGE_MAX_BYTES, workorder, workorderExtra } from '@/contract/workorder';
import type { CategoryInfoRes, TicketCategory, TicketDetail, TicketListRes } from '@/contract/workorder';
import { createTestServer, START_TIMEOUT, uniqueEmail, type TestServer } from '../../testing/harness';
import { categoriesOf, createTicket, dataUrl, idempotencyKey, picture, uploadTicketImage } from './testKit';

// The user's side of support tickets: categories, create (rules, limit, idempotency), list, detail, reply, close,
// and ticket pictures.
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
}, START_TIMEOUT);
afterAll(() => server.close());

async function newUser(tag: string) {
  const token = await server.signIn(uniqueEmail(tag));
  const categories = await categoriesOf(server, token);
  return { token, ...categories };
}

const ticketBody = (c: { parent: TicketCategory; child: TicketCategory }, extra: Record<string, unknown> = {}) => ({
  category_id: c.parent.id,
  sub_category_id: c.child.id,
  title: 'Deposit missing',
  description: 'I sent 25 USDT an hour ago.',
  ...extra,
});

describe('categories', () => {
  it('lists the top-level categories in the request language, and one with its sub-categories', async () => {
    const token = await server.signIn(uniqueEmail('cat'));
    const en = await server.post<{ list: TicketCategory[] }>(workorder.getCategoryList.path, {}, { token });
    expect(en.data.list.map((c) => c.name)).toEqual([
      'Account & security',
      'Deposits & withdrawals',
      'NFT market',
      'Other',
    ]);
    expect(en.data.list.every((c) => c.description.length > 0)).toBe(true);
    const ko = await server.post<{ list: TicketCategory[] }>(workorder.getCategoryList.path, {}, { token, lang: 'ko' });
    expect(ko.data.list[0]!.name).toBe('계정 및 보안');
    const info = await server.post<CategoryInfoRes>(
      workorder.getCategoryInfo.path,
      { id: en.data.list[1]!.id },
      { token, lang: 'zh' },
    );
    expect(info.data.name).toBe('充值与提现');
    expect(info.data.children.map((c) => c.name)).toEqual(['充值未到账', '提现延迟', '选错网络']);
    const other = await server.post<CategoryInfoRes>(
      workorder.getCategoryInfo.path,
      { id: en.data.list[3]!.id },
      { token },
    );
    expect(other.data.children).toEqual([]);
  });

  it('a sub-category or an unknown id is not a category to open (34012); visitors are refused (4001)', async () => {
    const { token, child } = await newUser('cat-bad');
    expect((await server.post(workorder.getCategoryInfo.path, { id: child.id }, { token })).code).toBe(34012);
    expect((await server.post(workorder.getCategoryInfo.path, { id: 999999 }, { token })).code).toBe(34012);
    expect((await server.post(workorder.getCategoryList.path, {})).code).toBe(4001);
  });
});

describe('create_work_order', () => {
  it('opens a ticket whose description is the first reply, trimmed, with the caller’s pictures', async () => {
    const user = await newUser('create');
    const image = await uploadTicketImage(server, user.token);
    const res = await createTicket(
      server,
      user.token,
      ticketBody(user, { title: '  Deposit missing  ', description: '\n I sent 25 USDT. \n', images: [image] }),
    );
    expect(res).toMatchObject({
      code: 0,
      data: {
        title: 'Deposit missing',
        status: 'open',
        category: `${user.parent.name} · ${user.child.name}`,
        category_id: user.parent.id,
        sub_category_id: user.child.id,
        replies: [{ from: 'user', author: '', content: 'I sent 25 USDT.', images: [image] }],
      },
    });
    expect(res.data.last_reply_at).toBe(res.data.created_at);
    const leaf = await createTicket(server, user.token, {
      category_id: user.leaf.id,
      title: 'Question',
      description: 'Hello',
    });
    expect(leaf.data).toMatchObject({ category: user.leaf.name, sub_category_id: null });
  });

  it('holds the category rule (34012) and refuses a blank title or description (10003)', async () => {
    const user = await newUser('create-rules');
    const refused = async (body: Record<string, unknown>) => (await createTicket(server, user.token, body)).code;
    // a category with children needs one of them; a child of another category, or a child as category, is refused
    expect(await refused(ticketBody(user, { sub_category_id: undefined }))).toBe(34012);
    expect(await refused(ticketBody(user, { category_id: user.leaf.id }))).toBe(34012);
    expect(await refused(ticketBody(user, { category_id: user.child.id, sub_category_id: undefined }))).toBe(34012);
    expect(await refused(ticketBody(user, { sub_category_id: user.parent.id }))).toBe(34012);
    expect(await refused(ticketBody(user, { category_id: 999999 }))).toBe(34012);
    expect(await refused(ticketBody(user, { title: '   ' }))).toBe(10003);
    expect(await refused(ticketBody(user, { description: ' \n\t ' }))).toBe(10003);
    expect(await refused(ticketBody(user, { title: 'x'.repeat(101) }))).toBe(10003);
    const list = await server.post<TicketListRes>(workorder.getMyWorkOrderList.path, {}, { token: user.token });
    expect(list.data.count).toBe(0);
  });

  it('takes only the caller’s ticket pictures (34013): not another user’s, not an avatar, not an unknown id', async () => {
    const user = await newUser('create-img');
    const other = await newUser('create-img-other');
    const theirs = await uploadTicketImage(server, other.token);
    const avatar = await server.post<{ url: string }>(
      '/user-api/api/user/upload_image',
      { image: dataUrl(await picture('png')), purpose: 'avatar' },
      { token: user.token },
    );
    expect(avatar.code).toBe(0);
    for (const images of [[theirs], [avatar.data.url], ['/uploads/AAAAAAAAAAAAAAAAAAAAAA']])
      expect((await createTicket(server, user.token, ticketBody(user, { images }))).code).toBe(34013);
    expect(
      (await createTicket(server, user.token, ticketBody(user, { images: ['https://evil.example/x.png'] }))).code,
    ).toBe(10003);
  });

  it('is idempotent: the same key answers the same ticket and opens one', async () => {
    const user = await newUser('create-once');
    const key = idempotencyKey();
    const [first, second] = await Promise.all([
      createTicket(server, user.token, ticketBody(user), key),
      createTicket(server, user.token, ticketBody(user), key),
    ]);
    expect(first.code).toBe(0);
    expect(second.data.id).toBe(first.data.id);
    expect((await createTicket(server, user.token, ticketBody(user), key)).data.id).toBe(first.data.id);
    const list = await server.post<TicketListRes>(workorder.getMyWorkOrderList.path, {}, { token: user.token });
    expect(list.data.count).toBe(1);
    // without a key the call is refused, nothing opened
    const keyless = await server.post(workorder.createWorkOrder.path, ticketBody(user), { token: user.token });
    expect(keyless.code).toBe(10003);
  });

  it(`allows ${OPEN_TICKETS_MAX} tickets that are not closed, even to concurrent creates (34014); closing one frees a place`, async () => {
    const user = await newUser('limit');
    for (let i = 0; i < OPEN_TICKETS_MAX - 3; i++)
      expect((await createTicket(server, user.token, ticketBody(user, { title: `t${i}` }))).code).toBe(0);
    const race = await Promise.all(
      Array.from({ length: 12 }, (_, i) => createTicket(server, user.token, ticketBody(user, { title: `race${i}` }))),
    );
    expect(race.filter((res) => res.code === 0)).toHaveLength(3);
    const refused = race.filter((res) => res.code !== 0);
    expect(new Set(refused.map((res) => res.code))).toEqual(new Set([34014]));
    expect(refused[0]!.msg).toContain(String(OPEN_TICKETS_MAX));
    const [closing] = race.filter((res) => res.code === 0);
    expect(
      (await server.post(workorderExtra.closeWorkOrder.path, { id: closing!.data.id }, { token: user.token })).code,
    ).toBe(0);
    expect((await createTicket(server, user.token, ticketBody(user))).code).toBe(0);
    expect((await createTicket(server, user.token, ticketBody(user))).code).toBe(34014);
  });
});

describe('list, detail, reply, close', () => {
  it('lists the caller’s tickets by latest activity, filters by status, and pages', async () => {
    const user = await newUser('list');
    const a = (await createTicket(server, user.token, ticketBody(user, { title: 'A' }))).data;
    const b = (await createTicket(server, user.token, ticketBody(user, { title: 'B' }))).data;
    // A gets the latest activity
    await server.db.query("UPDATE tickets SET last_reply_at = now() - interval '1 hour' WHERE id = $1", [b.id]);
    const list = await server.post<TicketListRes>(workorder.getMyWorkOrderList.path, {}, { token: user.token });
    expect(list.data).toMatchObject({ count: 2, page: 1, page_size: 15 });
    expect(list.data.list.map((t) => t.title)).toEqual(['A', 'B']);
    expect(list.data.list[0]).not.toHaveProperty('replies');
    await server.post(workorderExtra.closeWorkOrder.path, { id: a.id }, { token: user.token });
    const open = await server.post<TicketListRes>(
      workorder.getMyWorkOrderList.path,
      { status: 'open' },
      { token: user.token },
    );
    expect(open.data.list.map((t) => t.id)).toEqual([b.id]);
    const paged = await server.post<TicketListRes>(
      workorder.getMyWorkOrderList.path,
      { page: 2, page_size: 1 },
      { token: user.token },
    );
    expect(paged.data).toMatchObject({ count: 2, page: 2, page_size: 1, list: [{ title: 'B' }] });
    const other = await newUser('list-other');
    expect(
      (await server.post<TicketListRes>(workorder.getMyWorkOrderList.path, {}, { token: other.token })).data.count,
    ).toBe(0);
    expect((await server.post(workorder.getMyWorkOrderList.path, { status: 'lost' }, { token: user.token })).code).toBe(
      10003,
    );
  });

  it('replies (idempotent) reopen the ticket; a closed ticket takes no reply and no second close (34011)', async () => {
    const user = await newUser('reply');
    const ticket = (await createTicket(server, user.token, ticketBody(user))).data;
    await server.db.query(
      "UPDATE tickets SET status = 'answered', last_reply_at = now() - interval '1 hour' WHERE id = $1",
      [ticket.id],
    );
    const key = idempotencyKey();
    const reply = (content: string) =>
      server.post<TicketDetail>(
        workorderExtra.replyWorkOrder.path,
        { id: ticket.id, content },
        { token: user.token, headers: { 'idempotency-key': key } },
      );
    const first = await reply('  Any news?  ');
    expect(first.data).toMatchObject({ status: 'open', replies: [{}, { from: 'user', content: 'Any news?' }] });
    expect(first.data.last_reply_at).toBeGreaterThan(ticket.created_at - 1);
    expect((await reply('  Any news?  ')).data.replies).toHaveLength(2);
    // the same key with another body is refused
    expect((await reply('something else')).code).toBe(10003);
    const blank = await server.post(
      workorderExtra.replyWorkOrder.path,
      { id: ticket.id, content: '   ' },
      { token: user.token, headers: { 'idempotency-key': idempotencyKey() } },
    );
    expect(blank.code).toBe(10003);

    const closed = await server.post<TicketDetail>(
      workorderExtra.closeWorkOrder.path,
      { id: ticket.id },
      { token: user.token },
    );
    expect(closed.data.status).toBe('closed');
    expect((await server.post(workorderExtra.closeWorkOrder.path, { id: ticket.id }, { token: user.token })).code).toBe(
      34011,
    );
    const late = await server.post(
      workorderExtra.replyWorkOrder.path,
      { id: ticket.id, content: 'One more thing' },
      { token: user.token, headers: { 'idempotency-key': idempotencyKey() } },
    );
    expect(late.code).toBe(34011);
  });

  it('another user’s ticket is never found (34010) by info, reply or close', async () => {
    const owner = await newUser('owner');
    const stranger = await newUser('stranger');
    const ticket = (await createTicket(server, owner.token, ticketBody(owner))).data;
    expect(
      (await server.post(workorder.getWorkOrderInfo.path, { id: ticket.id }, { token: stranger.token })).code,
    ).toBe(34010);
    const reply = await server.post(
      workorderExtra.replyWorkOrder.path,
      { id: ticket.id, content: 'mine now' },
      { token: stranger.token, headers: { 'idempotency-key': idempotencyKey() } },
    );
    expect(reply.code).toBe(34010);
    expect(
      (await server.post(workorderExtra.closeWorkOrder.path, { id: ticket.id }, { token: stranger.token })).code,
    ).toBe(34010);
    expect((await server.post(workorder.getWorkOrderInfo.path, { id: 99999999 }, { token: owner.token })).code).toBe(
      34010,
    );
    const info = await server.post<TicketDetail>(
      workorder.getWorkOrderInfo.path,
      { id: ticket.id },
      { token: owner.token },
    );
    expect(info.data).toMatchObject({ id: ticket.id, status: 'open' });
  });
});

describe('upload_image (tickets)', () => {
  it('stores real PNG, JPEG and WebP pictures and serves them with their type', async () => {
    const token = await server.signIn(uniqueEmail('timg'));
    for (const [format, type] of [
      ['png', 'image/png'],
      ['jpeg', 'image/jpeg'],
      ['webp', 'image/webp'],
    ] as const) {
      const bytes = await picture(format);
      const url = await uploadTicketImage(server, token, bytes);
      expect(url).toMatch(/^\/uploads\/[\w-]{22}$/);
      const served = await server.app.inject({ method: 'GET', url });
      expect([served.statusCode, served.headers['content-type']]).toEqual([200, type]);
      expect(served.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('refuses what does not decode as the picture its first bytes claim (20161)', async () => {
    const token = await server.signIn(uniqueEmail('timg-bad'));
    const png = await picture('png');
    const jpeg = await picture('jpeg');
    const bad = [
      Buffer.concat([png.subarray(0, 8), Buffer.from('<script>alert(1)</script>'.repeat(20))]),
      png.subarray(0, png.length - 16),
      jpeg.subarray(0, Math.floor(jpeg.length / 2)),
      Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from('<!doctype html><p>hi</p>'),
    ];
    for (const bytes of bad) {
      const res = await server.post(workorder.uploadImage.path, { image: dataUrl(bytes) }, { token, lang: 'ko' });
      expect(res.code).toBe(20161);
    }
    expect((await server.post(workorder.uploadImage.path, { image: 'not a data url' }, { token })).code).toBe(20161);
  });

  it('refuses past 5 MB decoded (20162) and hostile bodies (10003), never a 500', async () => {
    const token = await server.signIn(uniqueEmail('timg-big'));
    const big = Buffer.concat([await picture('png'), Buffer.alloc(TICKET_IMAGE_MAX_BYTES)]);
    const res = await server.post(workorder.uploadImage.path, { image: dataUrl(big) }, { token });
    expect([res.status, res.code]).toEqual([200, 20162]);
    for (const body of [{}, { image: 42 }, { image: ['x'] }, { image: '' }, { image: { toString: 'x' } }]) {
      const hostile = await server.post(workorder.uploadImage.path, body as Record<string, unknown>, { token });
      expect(hostile.code).toBe(10003);
    }
    const tooLong = await server.post(workorder.uploadImage.path, { image: 'a'.repeat(7_300_001) }, { token });
    expect(tooLong.status).toBeLessThan(500);
    expect([10003, 10004]).toContain(tooLong.code);
  });
});
