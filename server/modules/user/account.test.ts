import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@/contract';
import type { NicknameByPayIdRes, PaymentSettingRes, Profile, UploadImageRes, UserRiskRes } from '@/contract';
import { hashPassword } from '@/shared/lib/password';
import { START_TIMEOUT, createTestServer, uniqueEmail, type TestServer } from '../../testing/harness';
import { picture } from '../support/testKit';
import { enableGa, gaCode, securityCode, userIdOf } from './testKit';

// Profile edits (images, nickname, Pay ID), payment password and NFT-free, and account deletion.
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
  [PNG, JPEG, WEBP] = await Promise.all([picture('png'), picture('jpeg'), picture('webp')]);
}, START_TIMEOUT);
afterAll(() => server.close());

const profileOf = async (token: string) => (await server.post<Profile>(contract.user.profile.path, {}, { token })).data;
// Real pictures: upload_image decodes each in full (a file that only starts like one is refused).
let PNG: Buffer;
let JPEG: Buffer;
let WEBP: Buffer;
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

describe('upload_image and /uploads/<id>', () => {
  it('stores PNG, JPEG and WebP (type by magic bytes) and serves them with their content type', async () => {
    const token = await server.signIn(uniqueEmail('img'));
    for (const [bytes, type] of [
      [PNG, 'image/png'],
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
    ] as const) {
      // the declared type does not matter, the bytes do
      const res = await server.post<UploadImageRes>(
        contract.user.uploadImage.path,
        { image: dataUrl(bytes, 'image/gif') },
        { token },
      );
      expect(res.code).toBe(0);
      expect(res.data.url).toMatch(/^\/uploads\/[\w-]{22}$/);
      const served = await server.app.inject({ method: 'GET', url: res.data.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.rawPayload.equals(bytes)).toBe(true);
    }
    expect((await profileOf(token)).avatar).toBe('');
  });

  it("purpose 'avatar' sets the profile's avatar", async () => {
    const token = await server.signIn(uniqueEmail('avatar'));
    const res = await server.post<UploadImageRes>(
      contract.user.uploadImage.path,
      { image: dataUrl(PNG), purpose: 'avatar' },
      { token },
    );
    expect((await profileOf(token)).avatar).toBe(res.data.url);
  });

  it('refuses other content (20161), more than 2 MB (20162), and visitors; unknown ids are 404', async () => {
    const token = await server.signIn(uniqueEmail('img-bad'));
    const gif = await server.post(
      contract.user.uploadImage.path,
      { image: dataUrl(Buffer.from('GIF89a-----')) },
      { token, lang: 'zh' },
    );
    expect(gif).toMatchObject({ code: 20161, msg: '仅支持 PNG、JPEG 或 WebP 图片。' });
    expect((await server.post(contract.user.uploadImage.path, { image: 'not a data url' }, { token })).code).toBe(
      20161,
    );
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await server.post(contract.user.uploadImage.path, { image: dataUrl(big) }, { token })).code).toBe(20162);
    expect((await server.post(contract.user.uploadImage.path, { image: dataUrl(PNG) })).code).toBe(4001);
    const missing = await server.app.inject({ method: 'GET', url: '/uploads/AAAAAAAAAAAAAAAAAAAAAA' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 10404 });
  });

  it('accepts a body just under 2 MB of image although the global body limit is 1 MB', async () => {
    const token = await server.signIn(uniqueEmail('img-2mb'));
    // noise, stored without compression: 800 × 870 × 3 bytes and the PNG's framing, just under 2 MiB
    const image = await sharp(randomBytes(800 * 870 * 3), { raw: { width: 800, height: 870, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(image.length).toBeGreaterThan(2_000_000);
    expect(image.length).toBeLessThan(2 * 1024 * 1024);
    const res = await server.post<UploadImageRes>(contract.user.uploadImage.path, { image: dataUrl(image) }, { token });
    expect(res.code).toBe(0);
  });
});

describe('nickname and Pay ID', () => {
  it('modify_nickname: 2 to 20 characters after trimming', async () => {
    const token = await server.signIn(uniqueEmail('nick'));
    expect((await server.post(contract.user.modifyNickname.path, { nickname: '  한글 이름 ' }, { token })).code).toBe(
      0,
    );
    expect((await profileOf(token)).nickname).toBe('한글 이름');
    expect((await server.post(contract.user.modifyNickname.path, { nickname: 'x' }, { token })).code).toBe(20163);
    expect((await server.post(contract.user.modifyNickname.path, { nickname: 'y'.repeat(21) }, { token })).code).toBe(
      20163,
    );
    expect((await server.post(contract.user.modifyNickname.path, { nickname: 'bad\u0007name' }, { token })).code).toBe(
      20163,
    );
  });

  it('get_nickname_by_pay_id finds an account by Pay ID, or 20164', async () => {
    const token = await server.signIn(uniqueEmail('payid'));
    const target = await server.signIn(uniqueEmail('payid-target'));
    await server.post(contract.user.modifyNickname.path, { nickname: 'Receiver' }, { token: target });
    const payId = (await profileOf(target)).pay_id;
    const res = await server.post<NicknameByPayIdRes>(
      contract.user.getNicknameByPayId.path,
      { pay_id: payId },
      { token },
    );
    expect(res.data).toEqual({ pay_id: payId, nickname: 'Receiver', avatar: '' });
    expect((await server.post(contract.user.getNicknameByPayId.path, { pay_id: '1' }, { token })).code).toBe(20164);
    expect((await server.post(contract.user.getNicknameByPayId.path, { pay_id: 'abc' }, { token })).code).toBe(10003);
  });
});

describe('payment password and NFT-free', () => {
  const CAPITAL = hashPassword('493817');

  it('modify_capital_password (email code; authenticator when on) -> settings -> open/close NFT-free', async () => {
    const email = uniqueEmail('capital');
    const token = await server.signIn(email);
    expect(
      (await server.post<PaymentSettingRes>(contract.user.getUserPaymentSetting.path, {}, { token })).data,
    ).toEqual({
      has_capital_password: false,
      nft_free: false,
    });
    expect((await server.post(contract.user.openNftFree.path, { password: CAPITAL }, { token })).code).toBe(20166);
    const secret = await enableGa(server, token);
    await server.db.query('UPDATE users SET risk_type = 0, risk_until = NULL WHERE email = $1', [email]);
    const code = await securityCode(server, { token, scene: 'set_capital_password', to: email });
    expect(
      (await server.post(contract.user.modifyCapitalPassword.path, { password: CAPITAL, email_code: code }, { token }))
        .code,
    ).toBe(20104);
    const set = await server.post(
      contract.user.modifyCapitalPassword.path,
      { password: CAPITAL, email_code: code, ga_code: await gaCode(server, secret) },
      { token },
    );
    expect(set.code).toBe(0);
    // the first payment password replaces none: withdrawals are not paused
    expect((await server.post<UserRiskRes>(contract.user.userRisk.path, {}, { token })).data).toEqual({ type: 0 });
    const [row] = await server.db.query<{ capital_password_hash: string }>(
      'SELECT capital_password_hash FROM users WHERE email = $1',
      [email],
    );
    expect(row?.capital_password_hash).toMatch(/^scrypt\$/);

    expect(
      (await server.post(contract.user.openNftFree.path, { password: hashPassword('000000') }, { token })).code,
    ).toBe(20165);
    expect((await server.post(contract.user.openNftFree.path, { password: CAPITAL }, { token })).code).toBe(0);
    expect(
      (await server.post<PaymentSettingRes>(contract.user.getUserPaymentSetting.path, {}, { token })).data,
    ).toEqual({
      has_capital_password: true,
      nft_free: true,
    });
    expect((await server.post(contract.user.closeNftFree.path, {}, { token })).code).toBe(0);
    expect(
      (await server.post<PaymentSettingRes>(contract.user.getUserPaymentSetting.path, {}, { token })).data.nft_free,
    ).toBe(false);
  });

  it('the first payment password pauses no withdrawal; changing it pauses them for 24 hours', async () => {
    const email = uniqueEmail('capital-hold');
    const token = await server.signIn(email);
    const risk = async () => (await server.post<UserRiskRes>(contract.user.userRisk.path, {}, { token })).data;
    const setPay = async (password: string) => {
      const code = await securityCode(server, { token, scene: 'set_capital_password', to: email });
      return server.post(contract.user.modifyCapitalPassword.path, { password, email_code: code }, { token });
    };
    expect((await setPay(CAPITAL)).code).toBe(0);
    expect(await risk()).toEqual({ type: 0 });
    expect((await setPay(hashPassword('135790'))).code).toBe(0);
    const held = await risk();
    expect(held.type).toBe(1);
    expect((held.until ?? 0) - Date.now() / 1000).toBeGreaterThan(23.9 * 3600);
  });

  it('limits wrong payment passwords (10029)', async () => {
    const email = uniqueEmail('capital-brute');
    const token = await server.signIn(email);
    const code = await securityCode(server, { token, scene: 'set_capital_password', to: email });
    await server.post(contract.user.modifyCapitalPassword.path, { password: CAPITAL, email_code: code }, { token });
    for (let i = 0; i < 10; i += 1)
      await server.post(contract.user.openNftFree.path, { password: hashPassword(`wrong${i}`) }, { token });
    expect((await server.post(contract.user.openNftFree.path, { password: CAPITAL }, { token })).code).toBe(10029);
  });
});

describe('close (account deletion)', () => {
  it('is refused with a localised reason while a balance is held, and the code stays usable', async () => {
    const email = uniqueEmail('close-balance');
    const token = await server.signIn(email);
    const userId = await userIdOf(server, email);
    await server.db.query(
      `INSERT INTO balances (user_id, symbol, frozen) SELECT $1, symbol, '0.000000000000000001' FROM coins LIMIT 1`,
      [userId],
    );
    const code = await securityCode(server, { token, scene: 'user_close', to: email });
    const refused = await server.post(contract.user.close.path, { email_code: code }, { token, lang: 'ko' });
    expect(refused).toMatchObject({
      code: 20501,
      msg: '계정에 잔액이 남아 있습니다. 계정을 삭제하기 전에 출금하거나 이체해 주세요.',
    });
    await server.db.query('UPDATE balances SET frozen = 0 WHERE user_id = $1', [userId]);
    expect((await server.post(contract.user.close.path, { email_code: code }, { token })).code).toBe(0);
  });

  it('names NFTs, and both', async () => {
    const email = uniqueEmail('close-nft');
    const token = await server.signIn(email);
    const userId = await userIdOf(server, email);
    await server.db.query(
      `INSERT INTO nft_items (collection_id, token_id, name, image, erc_type, owner_user_id, amount)
       SELECT id, 'close-test-' || $1::text, 'Test', '', 'ERC1155', $1::bigint, 1 FROM nft_collections LIMIT 1`,
      [userId],
    );
    const nft = await server.post(contract.user.close.path, { email_code: '123456' }, { token });
    expect(nft).toMatchObject({
      code: 20501,
      msg: 'Your account still holds NFTs. Move or sell them before deleting the account.',
    });
    await server.db.query(`INSERT INTO balances (user_id, symbol, available) SELECT $1, symbol, 3 FROM coins LIMIT 1`, [
      userId,
    ]);
    const both = await server.post(contract.user.close.path, { email_code: '123456' }, { token });
    expect(both.msg).toBe('Your account still holds a balance and NFTs. Move them out before deleting the account.');
  });

  it('an empty account closes: every session ends, the email is released, nothing signs in to it again', async () => {
    const email = uniqueEmail('close-ok');
    const token = await server.signIn(email);
    const other = await server.signIn(email, { 'x-dtoken': 'device-2' });
    const uid = (await profileOf(token)).uid;
    await server.db.query(`INSERT INTO balances (user_id, symbol, available) SELECT $1, symbol, 0 FROM coins LIMIT 1`, [
      await userIdOf(server, email),
    ]);
    expect((await server.post(contract.user.close.path, { email_code: '000000' }, { token })).code).toBe(20002);
    const code = await securityCode(server, { token, scene: 'user_close', to: email });
    expect((await server.post(contract.user.close.path, { email_code: code, reason: 'leaving' }, { token })).code).toBe(
      0,
    );
    expect((await server.post(contract.user.profile.path, {}, { token })).code).toBe(4001);
    expect((await server.post(contract.user.profile.path, {}, { token: other })).code).toBe(4001);
    const [row] = await server.db.query<{ email: string | null; closed_email: string; closed: boolean }>(
      'SELECT email, closed_email, closed_at IS NOT NULL AS closed FROM users WHERE uid = $1',
      [uid],
    );
    expect(row).toEqual({ email: null, closed_email: email, closed: true });
    // the address signs up as a new, different account
    const fresh = await server.signIn(email);
    expect((await profileOf(fresh)).uid).not.toBe(uid);
  });

  it('a closed account cannot sign in with its password either', async () => {
    const email = uniqueEmail('close-pw');
    const token = await server.signIn(email);
    const password = hashPassword('pw-close');
    const setCode = await securityCode(server, { token, scene: 'set_password', to: email });
    await server.post(contract.userExtra.setPassword.path, { password, email_code: setCode }, { token });
    const code = await securityCode(server, { token, scene: 'user_close', to: email });
    expect((await server.post(contract.user.close.path, { email_code: code }, { token })).code).toBe(0);
    expect((await server.post(contract.user.loginXV2.path, { email, password })).code).toBe(20101);
  });
});
