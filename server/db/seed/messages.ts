import type { ServerLang } from '@/contract';
import { SERVER_LANGS } from '@/contract/fields';
import type { Queryable } from '../index';
import { escapeHtml } from '../../lib/html';
import { insertMessage, writeMessage } from '../../modules/message/write';

type L = Record<ServerLang, string>;

/** The parts every seeded article's full text shares around its own title and summary. */
const ARTICLE_PARTS: { lead: L; list: [L, L, L]; more: L; links: L } = {
  lead: {
    en: 'Here is what changes for you, and what you need to do (usually nothing at all).',
    ko: '무엇이 달라지는지, 그리고 무엇을 해야 하는지 알려 드립니다(대부분은 아무것도 하지 않으셔도 됩니다).',
    zh_tw: '以下說明對您有哪些變化，以及您需要做什麼（通常什麼都不用做）。',
    zh: '以下说明对您有哪些变化，以及您需要做什么（通常什么都不用做）。',
  },
  list: [
    {
      en: 'It is available on every device you sign in on.',
      ko: '로그인하는 모든 기기에서 사용할 수 있습니다.',
      zh_tw: '您登入的所有裝置皆可使用。',
      zh: '您登录的所有设备均可使用。',
    },
    {
      en: 'Your balances and NFTs stay exactly where they are.',
      ko: '잔액과 NFT는 그대로 유지됩니다.',
      zh_tw: '您的餘額與 NFT 維持不變。',
      zh: '您的余额与 NFT 保持不变。',
    },
    {
      en: 'Questions? Our support team answers every ticket.',
      ko: '궁금한 점이 있으면 고객지원팀이 모든 문의에 답변해 드립니다.',
      zh_tw: '有問題嗎？客服團隊會回覆每一張工單。',
      zh: '有疑问吗？客服团队会回复每一张工单。',
    },
  ],
  more: {
    en: 'We roll changes out gradually, so it may take a few minutes to reach your account. Thank you for trading with us.',
    ko: '변경 사항은 순차적으로 적용되므로 계정에 반영되기까지 몇 분 정도 걸릴 수 있습니다. 이용해 주셔서 감사합니다.',
    zh_tw: '我們會逐步推出更新，因此可能需要幾分鐘才會套用到您的帳戶。感謝您的支持。',
    zh: '我们会逐步推出更新，因此可能需要几分钟才会应用到您的账户。感谢您的支持。',
  },
  links: {
    en: 'Follow our <a href="https://t.me/telegram">Telegram channel</a> for news, or <a href="/nft/search">browse the marketplace</a>.',
    ko: '소식은 <a href="https://t.me/telegram">텔레그램 채널</a>에서 확인하시거나 <a href="/nft/search">마켓플레이스를 둘러보세요</a>.',
    zh_tw:
      '關注我們的 <a href="https://t.me/telegram">Telegram 頻道</a>獲取最新消息，或<a href="/nft/search">瀏覽市場</a>。',
    zh: '关注我们的 <a href="https://t.me/telegram">Telegram 频道</a>获取最新消息，或<a href="/nft/search">浏览市场</a>。',
  },
};

/**
 * A seeded article's full text, HTML per language: its title as a heading, its summary, a paragraph, its picture,
 * a list, a link to an outside page (Telegram) and one inside the app.
 */
export function articleContent(article: { title: L; summary: L }, image: string): L {
  const content = {} as L;
  for (const lang of SERVER_LANGS) {
    const title = escapeHtml(article.title[lang]);
    content[lang] = [
      `<h2>${title}</h2>`,
      `<p><strong>${escapeHtml(article.summary[lang])}</strong></p>`,
      `<p>${escapeHtml(ARTICLE_PARTS.lead[lang])}</p>`,
      `<img src="${image}" alt="${title}">`,
      `<ul>${ARTICLE_PARTS.list.map((item) => `<li>${escapeHtml(item[lang])}</li>`).join('')}</ul>`,
      `<p>${escapeHtml(ARTICLE_PARTS.more[lang])}</p>`,
      `<p>${ARTICLE_PARTS.links[lang]}</p>`,
    ].join('\n');
  }
  return content;
}

/** An operator's notice to every demo account: a little HTML (bold, a link, a list). */
const SYSTEM_NOTICE: { title: L; body: L } = {
  title: {
    en: 'Scheduled maintenance on Sunday',
    ko: '일요일 정기 점검 안내',
    zh_tw: '週日系統維護公告',
    zh: '周日系统维护公告',
  },
  body: {
    en: '<p>The marketplace will be <b>read-only for about 30 minutes</b> on Sunday at 02:00 UTC.</p><ul><li>Deposits arrive as usual.</li><li>Withdrawals wait until the end of the maintenance.</li></ul><p>Details are in <a href="/news">the news</a>.</p>',
    ko: '<p>일요일 02:00(UTC)부터 약 <b>30분 동안 마켓플레이스가 읽기 전용</b>으로 전환됩니다.</p><ul><li>입금은 평소대로 처리됩니다.</li><li>출금은 점검이 끝난 뒤 처리됩니다.</li></ul><p>자세한 내용은 <a href="/news">공지사항</a>을 확인하세요.</p>',
    zh_tw:
      '<p>市場將於週日 02:00（UTC）起<b>暫停交易約 30 分鐘</b>，僅供瀏覽。</p><ul><li>入金照常到帳。</li><li>提領將於維護結束後處理。</li></ul><p>詳情請見<a href="/news">最新消息</a>。</p>',
    zh: '<p>市场将于周日 02:00（UTC）起<b>暂停交易约 30 分钟</b>，仅供浏览。</p><ul><li>充值照常到账。</li><li>提币将在维护结束后处理。</li></ul><p>详情请见<a href="/news">最新消息</a>。</p>',
  },
};

/**
 * A demo account's messages, so that /message is not empty on a fresh start: a deposit, a purchase, a security
 * notice and an operator's notice (the newest), of which the deposit is already read.
 */
export async function seedDemoMessages(
  q: Queryable,
  userId: number,
  nft: { symbol: string; tokenId: string; erc: string; name: string } | null,
): Promise<void> {
  await writeMessage(q, {
    userId,
    kind: 'wallet',
    template: 'deposit_credited',
    params: { amount: '1000', symbol: 'USDT', chain: 'TRC20' },
    link: '/asset/coinDetail?symbol=USDT',
    eventKey: 'seed:deposit',
  });
  await q.query("UPDATE messages SET read_at = now() WHERE user_id = $1 AND event_key = 'seed:deposit'", [userId]);
  if (nft) {
    const page = nft.erc === 'ERC1155' ? '/nft/detail1155' : '/nft/detail721';
    await writeMessage(q, {
      userId,
      kind: 'trade',
      template: 'item_bought',
      params: { name: nft.name, quantity: 1, price: '120', symbol: 'USDT' },
      link: `${page}?symbol=${encodeURIComponent(nft.symbol)}&token_id=${encodeURIComponent(nft.tokenId)}`,
      eventKey: 'seed:bought',
    });
  }
  await writeMessage(q, {
    userId,
    kind: 'security',
    template: 'security_payment_password_set',
    link: '/security/userManage',
    eventKey: 'seed:security',
  });
  await insertMessage(q, {
    userId,
    kind: 'system',
    title: SYSTEM_NOTICE.title,
    body: SYSTEM_NOTICE.body,
    link: '/news',
    eventKey: 'seed:maintenance',
    template: null,
    params: {},
  });
}
