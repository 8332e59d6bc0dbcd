import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { alert } from '@/contract/alert';
import { ALERT_KINDS, PRICE_ALERT_LIMIT } from '@/contract/alert/kinds';
import type { AlertSettingsRes, PriceAlert, PriceAlertListRes } from '@/contract';
import { Codes } from '@/contract/codes';
import { decodeStartParam } from '@/shared/lib/url';
import type { FakeBotApi } from '../../testing/fakeBotApi';
import { START_TIMEOUT, uniqueEmail, type TestServer } from '../../testing/harness';
import { botTestServer } from '../../testing/servers';
import { userIdOf } from '../user/testKit';
import { writeMessage, type Notice } from '../message/write';
import { ALERT_MAX_ATTEMPTS } from './job';
import { ALERT_JOB } from './outbox';
import { checkPriceAlerts } from './price';

// Alerts in the chat: the choices, the outbox row written with its message, the job that sends it once through the
// Bot API (a local fake), and price alerts that tell once per crossing.
let server: TestServer;
let fake: FakeBotApi;
let close: () => Promise<void>;
let chatIds = 500_000;

beforeAll(async () => {
  ({ server, bot: fake, close } = await botTestServer({ botUsername: 'AlertsBot' }));
}, START_TIMEOUT);
afterAll(() => close());
afterEach(() => fake.reset());

interface AlertUser {
  token: string;
  userId: number;
  chatId: string;
}

/** A signed-in user with a linked Telegram account (write access as given). */
async function alertUser(writeAccess = true, language = 'en'): Promise<AlertUser> {
  const email = uniqueEmail('alerts');
  const token = await server.signIn(email);
  const userId = await userIdOf(server, email);
  const chatId = String((chatIds += 1));
  await server.db.query(
    `INSERT INTO third_accounts (user_id, platform, third_id, display_name, write_access) VALUES ($1, 'telegram', $2, 'T', $3)`,
    [userId, chatId, writeAccess],
  );
  await server.db.query('UPDATE users SET language = $2 WHERE id = $1', [userId, language]);
  return { token, userId, chatId };
}

let events = 0;
const sold = (userId: number, name = 'Cat #1'): Notice => ({
  userId,
  kind: 'trade',
  template: 'item_sold',
  params: { quantity: 1, name, price: '12.5', symbol: 'USDT' },
  link: '/nft/detail721?symbol=CAT&token_id=1',
  eventKey: `test:${(events += 1)}:sold`,
});

const alertsOf = (userId: number) =>
  server.db.query<{ id: number; status: string; kind: string; attempts: number; tg_message_id: number | null }>(
    'SELECT id, status, kind, attempts, tg_message_id FROM telegram_alerts WHERE user_id = $1 ORDER BY id',
    [userId],
  );
const writeAccessOf = async (userId: number) =>
  (
    await server.db.query<{ write_access: boolean }>(
      `SELECT write_access FROM third_accounts WHERE user_id = $1 AND platform = 'telegram'`,
      [userId],
    )
  )[0]?.write_access;
const runAlerts = (aheadSeconds = 0, app = server.app) => app.jobs.runDue({ kinds: [ALERT_JOB], aheadSeconds });
const sendsTo = (chatId: string) => fake.calls('sendMessage').filter((call) => String(call.params.chat_id) === chatId);

describe('alert choices', () => {
  it('has every kind on by default, keeps a change, and refuses an unknown kind', async () => {
    const user = await alertUser(false);
    const first = await server.post<AlertSettingsRes>(alert.settings.path, {}, { token: user.token });
    expect(first.data).toEqual({
      telegram_linked: true,
      write_access: false,
      bot_username: 'AlertsBot',
      kinds: ALERT_KINDS.map((kind) => ({ kind, enabled: true })),
    });
    const off = await server.post<AlertSettingsRes>(
      alert.set.path,
      { kind: 'item_sold', enabled: false },
      { token: user.token },
    );
    expect(off.data.kinds.find((k) => k.kind === 'item_sold')?.enabled).toBe(false);
    expect(off.data.kinds.filter((k) => !k.enabled)).toHaveLength(1);
    const on = await server.post<AlertSettingsRes>(
      alert.set.path,
      { kind: 'item_sold', enabled: true },
      { token: user.token },
    );
    expect(on.data.kinds.every((k) => k.enabled)).toBe(true);
    expect((await server.post(alert.set.path, { kind: 'nope', enabled: true }, { token: user.token })).code).toBe(
      10003,
    );
    expect((await server.post(alert.settings.path, {})).code).toBe(4001);
  });

  it('records write access for a linked Telegram account, and refuses it without one', async () => {
    const user = await alertUser(false);
    const granted = await server.post<AlertSettingsRes>(alert.writeAccess.path, {}, { token: user.token });
    expect(granted.data.write_access).toBe(true);
    expect(await writeAccessOf(user.userId)).toBe(true);

    const plain = await server.signIn(uniqueEmail('no-telegram'));
    const refused = await server.post(alert.writeAccess.path, {}, { token: plain });
    expect(refused.code).toBe(Codes.ALERT_NO_TELEGRAM);
    const settings = await server.post<AlertSettingsRes>(alert.settings.path, {}, { token: plain });
    expect(settings.data).toMatchObject({ telegram_linked: false, write_access: false });
  });
});

describe('the outbox, written with the message', () => {
  it('queues one alert with its job when the message commits', async () => {
    const user = await alertUser();
    await server.db.tx((q) => writeMessage(q, sold(user.userId)));
    const rows = await alertsOf(user.userId);
    expect(rows).toMatchObject([{ status: 'pending', kind: 'item_sold' }]);
    const jobs = await server.db.query('SELECT id FROM jobs WHERE kind = $1 AND payload @> $2', [
      ALERT_JOB,
      JSON.stringify({ id: Number(rows[0]!.id) }),
    ]);
    expect(jobs).toHaveLength(1);
  });

  it('leaves no alert when the event rolls back', async () => {
    const user = await alertUser();
    await expect(
      server.db.tx(async (q) => {
        await writeMessage(q, sold(user.userId));
        throw new Error('the event failed after its message');
      }),
    ).rejects.toThrow('the event failed');
    expect(await alertsOf(user.userId)).toHaveLength(0);
    const messages = await server.db.query('SELECT id FROM messages WHERE user_id = $1 AND template = $2', [
      user.userId,
      'item_sold',
    ]);
    expect(messages).toHaveLength(0);
  });

  it('queues nothing without write access, for a kind turned off, or for a notice that is not an alert', async () => {
    const noAccess = await alertUser(false);
    await server.db.tx((q) => writeMessage(q, sold(noAccess.userId)));
    expect(await alertsOf(noAccess.userId)).toHaveLength(0);

    const turnedOff = await alertUser();
    await server.post(alert.set.path, { kind: 'item_sold', enabled: false }, { token: turnedOff.token });
    await server.db.tx((q) => writeMessage(q, sold(turnedOff.userId)));
    expect(await alertsOf(turnedOff.userId)).toHaveLength(0);

    const bought = await alertUser();
    await server.db.tx((q) => writeMessage(q, { ...sold(bought.userId), template: 'item_bought' }));
    expect(await alertsOf(bought.userId)).toHaveLength(0);
  });

  it('queues once for an event written twice', async () => {
    const user = await alertUser();
    const notice = sold(user.userId);
    await server.db.tx((q) => writeMessage(q, notice));
    await server.db.tx((q) => writeMessage(q, notice));
    expect(await alertsOf(user.userId)).toHaveLength(1);
  });
});

describe('the alert job', () => {
  it('sends once, in the user’s language, escaped, with a button into the app', async () => {
    const user = await alertUser(true, 'ko');
    await server.db.tx((q) => writeMessage(q, sold(user.userId, '<b>Cat</b> & "friends"')));
    await runAlerts();
    await runAlerts();
    const sent = sendsTo(user.chatId);
    expect(sent).toHaveLength(1);
    const params = sent[0]!.params as {
      text: string;
      parse_mode: string;
      reply_markup: { inline_keyboard: { text: string; url: string }[][] };
    };
    expect(params.parse_mode).toBe('HTML');
    expect(params.text).toContain('<b>NFT가 판매되었습니다</b>');
    expect(params.text).toContain('&lt;b&gt;Cat&lt;/b&gt; &amp; &quot;friends&quot;');
    expect(params.text).not.toContain('<p>');
    const button = params.reply_markup.inline_keyboard[0]![0]!;
    expect(button.text).toBe('열기');
    const url = new URL(button.url);
    expect(`${url.origin}${url.pathname}`).toBe(`https://t.me/AlertsBot/${server.config.miniAppName}`);
    expect(decodeStartParam(url.searchParams.get('startapp'))).toBe('/nft/detail721?symbol=CAT&token_id=1');
    expect(await alertsOf(user.userId)).toMatchObject([{ status: 'sent', attempts: 1 }]);
    expect((await alertsOf(user.userId))[0]!.tg_message_id).not.toBeNull();
  });

  it('sends once when two runners take the job at the same time', async () => {
    const user = await alertUser();
    await server.db.tx((q) => writeMessage(q, sold(user.userId)));
    const [a, b] = [await server.appWith({}), await server.appWith({})];
    const [ranA, ranB] = await Promise.all([runAlerts(0, a), runAlerts(0, b)]);
    expect(ranA + ranB).toBe(1);
    expect(sendsTo(user.chatId)).toHaveLength(1);
  });

  it('waits Telegram’s retry_after on a 429, then sends', async () => {
    const user = await alertUser();
    fake.once('sendMessage', () => ({
      ok: false,
      error_code: 429,
      description: 'Too Many Requests: retry after 30',
      parameters: { retry_after: 30 },
    }));
    await server.db.tx((q) => writeMessage(q, sold(user.userId)));
    await runAlerts();
    expect(sendsTo(user.chatId)).toHaveLength(1);
    expect(await alertsOf(user.userId)).toMatchObject([{ status: 'pending' }]);
    const [job] = await server.db.query<{ wait: number }>(
      `SELECT extract(epoch from run_at - now())::float AS wait FROM jobs WHERE dedupe_key = $1`,
      [
        `alert:${(await server.db.query<{ message_id: number }>('SELECT message_id FROM telegram_alerts WHERE user_id = $1', [user.userId]))[0]!.message_id}`,
      ],
    );
    expect(job!.wait).toBeGreaterThan(25);
    expect(job!.wait).toBeLessThanOrEqual(30);
    await runAlerts(10);
    expect(sendsTo(user.chatId)).toHaveLength(1);
    await runAlerts(31);
    expect(sendsTo(user.chatId)).toHaveLength(2);
    expect(await alertsOf(user.userId)).toMatchObject([{ status: 'sent' }]);
  });

  it('turns write access off on a 403 and sends nothing more', async () => {
    const user = await alertUser();
    fake.once('sendMessage', () => ({
      ok: false,
      error_code: 403,
      description: 'Forbidden: bot was blocked by the user',
    }));
    await server.db.tx((q) => writeMessage(q, sold(user.userId)));
    await runAlerts();
    expect(await alertsOf(user.userId)).toMatchObject([{ status: 'dropped' }]);
    expect(await writeAccessOf(user.userId)).toBe(false);
    await server.db.tx((q) => writeMessage(q, sold(user.userId)));
    expect(await alertsOf(user.userId)).toHaveLength(1);
    await runAlerts(3600);
    expect(sendsTo(user.chatId)).toHaveLength(1);
  });

  it('drops an alert whose kind was turned off before it went out', async () => {
    const user = await alertUser();
    await server.db.tx((q) => writeMessage(q, sold(user.userId)));
    await server.post(alert.set.path, { kind: 'item_sold', enabled: false }, { token: user.token });
    await runAlerts();
    expect(sendsTo(user.chatId)).toHaveLength(0);
    expect(await alertsOf(user.userId)).toMatchObject([{ status: 'dropped' }]);
  });

  it('retries a failure with a growing wait and gives up after its attempts', async () => {
    const user = await alertUser();
    fake.on('sendMessage', () => ({ ok: false, error_code: 502, description: 'Bad Gateway' }));
    await server.db.tx((q) => writeMessage(q, sold(user.userId)));
    for (let attempt = 1; attempt <= ALERT_MAX_ATTEMPTS + 2; attempt += 1) await runAlerts(3600);
    expect(sendsTo(user.chatId)).toHaveLength(ALERT_MAX_ATTEMPTS);
    expect(await alertsOf(user.userId)).toMatchObject([{ status: 'failed', attempts: ALERT_MAX_ATTEMPTS }]);
    fake.off('sendMessage');
  });
});

describe('price alerts', () => {
  let symbol = '';
  let collectionId = 0;
  beforeAll(async () => {
    const [row] = await server.db.query<{ id: number; symbol: string }>(
      `SELECT c.id, c.symbol FROM nft_collections c WHERE (SELECT count(*) FROM nft_tokens t WHERE t.collection_id = c.id) >= 2
        ORDER BY c.id LIMIT 1`,
    );
    symbol = row!.symbol;
    collectionId = Number(row!.id);
  });
  /** Lists one token of the collection at `price` and nothing else (null: nothing listed). */
  const setFloor = async (price: string | null) => {
    await server.db.query('UPDATE nft_tokens SET best_price = NULL WHERE collection_id = $1', [collectionId]);
    if (price !== null)
      await server.db.query(
        `UPDATE nft_tokens SET best_price = $2, best_symbol = 'USDT'
          WHERE collection_id = $1 AND token_id = (SELECT min(token_id) FROM nft_tokens WHERE collection_id = $1)`,
        [collectionId, price],
      );
  };
  const check = () => server.db.tx((q) => checkPriceAlerts(q));
  const noticesOf = (userId: number) =>
    server.db.query<{ template: string; params: Record<string, string> }>(
      `SELECT template, params FROM messages WHERE user_id = $1 AND template LIKE 'price_alert%' ORDER BY id`,
      [userId],
    );

  it('adds, lists and removes, within the limit, and refuses bad input', async () => {
    const user = await alertUser();
    await setFloor('10');
    const added = await server.post<PriceAlert>(
      alert.priceAdd.path,
      { symbol: symbol.toLowerCase(), direction: 'below', price: '8.5' },
      { token: user.token },
    );
    expect(added.code).toBe(0);
    expect(added.data).toMatchObject({ symbol, direction: 'below', price: '8.5', price_symbol: 'USDT', fired: false });
    expect(added.data.floor_price).toBe('10');
    const listed = await server.post<PriceAlertListRes>(alert.priceList.path, {}, { token: user.token });
    expect(listed.data).toMatchObject({ limit: PRICE_ALERT_LIMIT, list: [{ id: added.data.id }] });

    const other = await alertUser();
    expect((await server.post(alert.priceDel.path, { id: added.data.id }, { token: other.token })).code).toBe(
      Codes.PRICE_ALERT_NOT_FOUND,
    );
    expect((await server.post(alert.priceDel.path, { id: added.data.id }, { token: user.token })).code).toBe(0);
    expect((await server.post(alert.priceDel.path, { id: added.data.id }, { token: user.token })).code).toBe(
      Codes.PRICE_ALERT_NOT_FOUND,
    );

    const bad = (body: Record<string, unknown>) => server.post(alert.priceAdd.path, body, { token: user.token });
    expect((await bad({ symbol: 'NO_SUCH_ONE', direction: 'below', price: '1' })).code).toBe(
      Codes.NFT_COLLECTION_NOT_FOUND,
    );
    expect((await bad({ symbol, direction: 'below', price: '0' })).code).toBe(Codes.MARKET_PRICE_INVALID);
    expect((await bad({ symbol, direction: 'sideways', price: '1' })).code).toBe(10003);
    expect((await bad({ symbol, direction: 'below', price: '-1' })).code).toBe(10003);
    expect((await bad({ symbol, direction: 'below', price: '1e3' })).code).toBe(10003);

    for (let i = 0; i < PRICE_ALERT_LIMIT; i += 1)
      expect((await bad({ symbol, direction: 'above', price: String(100 + i) })).code).toBe(0);
    expect((await bad({ symbol, direction: 'above', price: '500' })).code).toBe(Codes.PRICE_ALERT_LIMIT);
  });

  it('tells once per crossing, re-arms when the floor comes back, and reaches the chat', async () => {
    const user = await alertUser();
    await setFloor('10');
    const below = await server.post<PriceAlert>(
      alert.priceAdd.path,
      { symbol, direction: 'below', price: '8' },
      { token: user.token },
    );
    await server.post(alert.priceAdd.path, { symbol, direction: 'above', price: '20' }, { token: user.token });
    await check();
    expect(await noticesOf(user.userId)).toHaveLength(0);

    await setFloor('7.5');
    await check();
    await check();
    expect(await noticesOf(user.userId)).toMatchObject([
      { template: 'price_alert_below', params: { floor: '7.5', price: '8', symbol: 'USDT' } },
    ]);
    await runAlerts();
    expect(sendsTo(user.chatId)).toHaveLength(1);

    await setFloor(null); // nothing listed: no floor, nothing changes
    await check();
    await setFloor('6');
    await check();
    expect(await noticesOf(user.userId)).toHaveLength(1);

    await setFloor('9'); // back above: re-armed
    await check();
    await setFloor('8');
    await check();
    await setFloor('25'); // the other alert
    await check();
    expect((await noticesOf(user.userId)).map((n) => n.template)).toEqual([
      'price_alert_below',
      'price_alert_below',
      'price_alert_above',
    ]);
    const listed = await server.post<PriceAlertListRes>(alert.priceList.path, {}, { token: user.token });
    expect(listed.data.list.find((a) => a.id === below.data.id)).toMatchObject({ fired: false });
  });

  it('does not tell at once of a floor already past the price when the alert is set', async () => {
    const user = await alertUser();
    await setFloor('5');
    const added = await server.post<PriceAlert>(
      alert.priceAdd.path,
      { symbol, direction: 'below', price: '8' },
      { token: user.token },
    );
    expect(added.data.fired).toBe(true);
    await check();
    expect(await noticesOf(user.userId)).toHaveLength(0);
  });
});
