import { botRequests, postTelegramUpdate, privateMessage, waitForBotRequest } from './support/botApi';
import { E2E_BOT_USERNAME } from './support/server';
import { expect, test } from './support/test';

// The bot through the server's webhook and this worker's fake Bot API: /start in the user's language with a button
// that opens the mini app carrying the deep link's payload; a webhook call without the secret is refused.
let telegramIds = 9_300_000 + Math.floor(Math.random() * 100_000) * 10;

test('/start with a deep-link payload answers once, in Korean, with a button opening the app at the payload', async ({
  baseURL,
}) => {
  const user = { id: (telegramIds += 1), first_name: '민아', language_code: 'ko' };
  expect(await postTelegramUpdate(baseURL!, privateMessage(user, '/start startapp-payload_1'))).toBe(200);
  const sent = await waitForBotRequest('sendMessage', (params) => params.chat_id === user.id);
  expect(sent.params.text).toContain('NFT Wallet에 오신 것을 환영합니다');
  expect(sent.params.reply_markup).toEqual({
    inline_keyboard: [
      [
        {
          text: 'NFT Wallet 열기',
          url: `https://t.me/${E2E_BOT_USERNAME}/app?startapp=startapp-payload_1`,
        },
      ],
    ],
  });
  expect(botRequests('sendMessage').filter((call) => call.params.chat_id === user.id)).toHaveLength(1);
});

test('the webhook refuses a call without the secret or with a wrong one, and the bot sends nothing', async ({
  baseURL,
}) => {
  const user = { id: (telegramIds += 1), language_code: 'en' };
  expect(await postTelegramUpdate(baseURL!, privateMessage(user, '/start'), { secret: null })).toBe(401);
  expect(await postTelegramUpdate(baseURL!, privateMessage(user, '/start'), { secret: 'not-the-secret' })).toBe(401);
  // a right call afterwards is answered: the refusals were the secret's, not the update's
  expect(await postTelegramUpdate(baseURL!, privateMessage(user, '/help'))).toBe(200);
  const sent = await waitForBotRequest('sendMessage', (params) => params.chat_id === user.id);
  expect(sent.params.text).toMatch(/\/wallet/);
  expect(botRequests('sendMessage').filter((call) => call.params.chat_id === user.id)).toHaveLength(1);
});
