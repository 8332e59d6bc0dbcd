import type { Texts } from '../../messages/texts';

/** A notice: its title and its body (a sentence or two, HTML-escaped and put in a paragraph by `writeMessage`). */
type NoticeTexts = { title: Texts; body: Texts };

/** Said after every security notice: what to do when the change was not the user's own. */
const NOT_YOU: Texts = {
  en: 'If this was not you, change your password and contact support at once.',
  ko: '본인이 한 일이 아니라면 즉시 비밀번호를 변경하고 고객지원팀에 문의하세요.',
  zh_tw: '如果這不是您本人的操作，請立即變更密碼並聯絡客服。',
  zh: '如果这不是您本人的操作，请立即修改密码并联系客服。',
};

const SECURITY_TITLE: Texts = {
  en: 'Security setting changed',
  ko: '보안 설정이 변경되었습니다',
  zh_tw: '安全設定已變更',
  zh: '安全设置已更改',
};

/** A security notice: the change in one sentence, then what to do if it was not the user. */
const security = (what: Texts): NoticeTexts => ({
  title: SECURITY_TITLE,
  body: {
    en: `${what.en} ${NOT_YOU.en}`,
    ko: `${what.ko} ${NOT_YOU.ko}`,
    zh_tw: `${what.zh_tw}${NOT_YOU.zh_tw}`,
    zh: `${what.zh}${NOT_YOU.zh}`,
  },
});

/**
 * The notices the server writes into users' messages when something happens to their account (see
 * server/modules/message/write.ts): a title and a body per notice, in the four server languages. `{name}` is a
 * parameter; values are escaped before they go into the body, which is HTML. Amounts are the stored decimal strings.
 */
export const NOTICES = {
  ticket_answered: {
    title: {
      en: 'Support answered your ticket',
      ko: '고객지원팀이 문의에 답변했습니다',
      zh_tw: '客服已回覆您的工單',
      zh: '客服已回复您的工单',
    },
    body: {
      en: 'There is a new reply to “{title}”. Open the ticket to read it.',
      ko: '“{title}” 문의에 새 답변이 있습니다. 문의를 열어 확인해 주세요.',
      zh_tw: '「{title}」有新的回覆，請開啟工單查看。',
      zh: '“{title}”有新的回复，请打开工单查看。',
    },
  },
  deposit_credited: {
    title: { en: 'Deposit received', ko: '입금 완료', zh_tw: '入金已到帳', zh: '充值已到账' },
    body: {
      en: '{amount} {symbol} arrived on {chain} and is now in your wallet.',
      ko: '{chain} 네트워크로 {amount} {symbol}이(가) 입금되어 지갑에 반영되었습니다.',
      zh_tw: '{amount} {symbol} 已透過 {chain} 到帳，現已存入您的錢包。',
      zh: '{amount} {symbol} 已通过 {chain} 到账，现已存入您的钱包。',
    },
  },
  nft_deposit_credited: {
    title: { en: 'NFT received', ko: 'NFT 입금 완료', zh_tw: 'NFT 已到帳', zh: 'NFT 已到账' },
    body: {
      en: '{quantity} × {name} arrived on {chain} and is now in your wallet.',
      ko: '{chain} 네트워크로 {name} {quantity}개가 입금되어 지갑에 반영되었습니다.',
      zh_tw: '{quantity} 個 {name} 已透過 {chain} 到帳，現已存入您的錢包。',
      zh: '{quantity} 个 {name} 已通过 {chain} 到账，现已存入您的钱包。',
    },
  },
  withdrawal_done: {
    title: { en: 'Withdrawal complete', ko: '출금 완료', zh_tw: '提領完成', zh: '提币完成' },
    body: {
      en: 'Your withdrawal of {amount} {symbol} to {address} is complete.',
      ko: '{address}(으)로 보낸 {amount} {symbol} 출금이 완료되었습니다.',
      zh_tw: '您提領至 {address} 的 {amount} {symbol} 已完成。',
      zh: '您提取至 {address} 的 {amount} {symbol} 已完成。',
    },
  },
  withdrawal_failed: {
    title: { en: 'Withdrawal failed', ko: '출금 실패', zh_tw: '提領失敗', zh: '提币失败' },
    body: {
      en: 'Your withdrawal of {amount} {symbol} to {address} failed. The amount and the fee are back in your wallet.',
      ko: '{address}(으)로 보낸 {amount} {symbol} 출금이 실패했습니다. 금액과 수수료는 지갑으로 반환되었습니다.',
      zh_tw: '您提領至 {address} 的 {amount} {symbol} 失敗，金額與手續費已退回您的錢包。',
      zh: '您提取至 {address} 的 {amount} {symbol} 失败，金额与手续费已退回您的钱包。',
    },
  },
  stars_credited: {
    title: { en: 'Stars top-up received', ko: 'Stars 충전 완료', zh_tw: 'Stars 儲值已到帳', zh: 'Stars 充值已到账' },
    body: {
      en: 'Your payment of {stars} Stars added {amount} {symbol} to your wallet.',
      ko: '{stars} Stars 결제로 지갑에 {amount} {symbol}이(가) 충전되었습니다.',
      zh_tw: '您支付的 {stars} 顆 Stars 已為錢包儲值 {amount} {symbol}。',
      zh: '您支付的 {stars} 颗 Stars 已为钱包充值 {amount} {symbol}。',
    },
  },
  stars_refunded: {
    title: { en: 'Stars refunded', ko: 'Stars 환불 완료', zh_tw: 'Stars 已退款', zh: 'Stars 已退款' },
    body: {
      en: 'Your {stars} Stars were refunded to Telegram, and the {amount} {symbol} they added was taken back from your wallet.',
      ko: '{stars} Stars가 텔레그램으로 환불되었으며, 충전되었던 {amount} {symbol}은(는) 지갑에서 차감되었습니다.',
      zh_tw: '您的 {stars} 顆 Stars 已退回 Telegram，當時儲值的 {amount} {symbol} 已從錢包扣回。',
      zh: '您的 {stars} 颗 Stars 已退回 Telegram，当时充值的 {amount} {symbol} 已从钱包扣回。',
    },
  },
  nft_withdrawal_done: {
    title: { en: 'NFT withdrawal complete', ko: 'NFT 출금 완료', zh_tw: 'NFT 提領完成', zh: 'NFT 提取完成' },
    body: {
      en: 'Your withdrawal of {quantity} × {name} to {address} is complete.',
      ko: '{address}(으)로 보낸 {name} {quantity}개 출금이 완료되었습니다.',
      zh_tw: '您提領至 {address} 的 {quantity} 個 {name} 已完成。',
      zh: '您提取至 {address} 的 {quantity} 个 {name} 已完成。',
    },
  },
  nft_withdrawal_failed: {
    title: { en: 'NFT withdrawal failed', ko: 'NFT 출금 실패', zh_tw: 'NFT 提領失敗', zh: 'NFT 提取失败' },
    body: {
      en: 'Your withdrawal of {quantity} × {name} to {address} failed. The NFT and the fee are back in your wallet.',
      ko: '{address}(으)로 보낸 {name} {quantity}개 출금이 실패했습니다. NFT와 수수료는 지갑으로 반환되었습니다.',
      zh_tw: '您提領至 {address} 的 {quantity} 個 {name} 失敗，NFT 與手續費已退回您的錢包。',
      zh: '您提取至 {address} 的 {quantity} 个 {name} 失败，NFT 与手续费已退回您的钱包。',
    },
  },
  transfer_received: {
    title: { en: 'Transfer received', ko: '이체 받음', zh_tw: '收到轉帳', zh: '收到转账' },
    body: {
      en: '{sender} sent you {amount} {symbol}.',
      ko: '{sender}님이 {amount} {symbol}을(를) 보냈습니다.',
      zh_tw: '{sender} 向您轉帳 {amount} {symbol}。',
      zh: '{sender} 向您转账 {amount} {symbol}。',
    },
  },
  item_sold: {
    title: { en: 'Your NFT sold', ko: 'NFT가 판매되었습니다', zh_tw: '您的 NFT 已售出', zh: '您的 NFT 已售出' },
    body: {
      en: '{quantity} × {name} sold for {price} {symbol} each. The proceeds are in your wallet.',
      ko: '{name} {quantity}개가 개당 {price} {symbol}에 판매되었습니다. 판매 대금은 지갑에 입금되었습니다.',
      zh_tw: '{quantity} 個 {name} 以每個 {price} {symbol} 售出，款項已存入您的錢包。',
      zh: '{quantity} 个 {name} 以每个 {price} {symbol} 售出，款项已存入您的钱包。',
    },
  },
  item_bought: {
    title: { en: 'Purchase complete', ko: '구매 완료', zh_tw: '購買成功', zh: '购买成功' },
    body: {
      en: 'You bought {quantity} × {name} for {price} {symbol} each. It is in your wallet.',
      ko: '{name} {quantity}개를 개당 {price} {symbol}에 구매했습니다. 지갑에서 확인하세요.',
      zh_tw: '您以每個 {price} {symbol} 購買了 {quantity} 個 {name}，已存入您的錢包。',
      zh: '您以每个 {price} {symbol} 购买了 {quantity} 个 {name}，已存入您的钱包。',
    },
  },
  offer_received: {
    title: { en: 'New offer', ko: '새 제안', zh_tw: '收到新出價', zh: '收到新出价' },
    body: {
      en: 'Someone offered {price} {symbol} each for {quantity} × {name}, which you hold.',
      ko: '보유 중인 {name} {quantity}개에 개당 {price} {symbol}의 제안이 들어왔습니다.',
      zh_tw: '有人對您持有的 {name} 出價每個 {price} {symbol}，共 {quantity} 個。',
      zh: '有人对您持有的 {name} 出价每个 {price} {symbol}，共 {quantity} 个。',
    },
  },
  offer_accepted: {
    title: { en: 'Offer accepted', ko: '제안 수락됨', zh_tw: '出價已被接受', zh: '出价已被接受' },
    body: {
      en: 'Your offer was accepted: you bought {quantity} × {name} for {price} {symbol} each.',
      ko: '제안이 수락되어 {name} {quantity}개를 개당 {price} {symbol}에 구매했습니다.',
      zh_tw: '您的出價已被接受：您以每個 {price} {symbol} 購買了 {quantity} 個 {name}。',
      zh: '您的出价已被接受：您以每个 {price} {symbol} 购买了 {quantity} 个 {name}。',
    },
  },
  bid_filled: {
    title: { en: 'Bid filled', ko: '입찰 체결', zh_tw: '出價已成交', zh: '出价已成交' },
    body: {
      en: 'Your bid filled: you bought {quantity} × {name} for {price} {symbol} each.',
      ko: '입찰이 체결되어 {name} {quantity}개를 개당 {price} {symbol}에 구매했습니다.',
      zh_tw: '您的出價已成交：您以每個 {price} {symbol} 購買了 {quantity} 個 {name}。',
      zh: '您的出价已成交：您以每个 {price} {symbol} 购买了 {quantity} 个 {name}。',
    },
  },
  price_alert_below: {
    title: { en: 'Price alert', ko: '가격 알림', zh_tw: '價格提醒', zh: '价格提醒' },
    body: {
      en: 'The floor of {name} fell to {floor} {symbol}, at or below your alert price of {price} {symbol}.',
      ko: '{name}의 최저가가 {floor} {symbol}(으)로 내려가 알림 가격 {price} {symbol} 이하가 되었습니다.',
      zh_tw: '{name} 的地板價已降至 {floor} {symbol}，達到或低於您設定的提醒價格 {price} {symbol}。',
      zh: '{name} 的地板价已降至 {floor} {symbol}，达到或低于您设置的提醒价格 {price} {symbol}。',
    },
  },
  price_alert_above: {
    title: { en: 'Price alert', ko: '가격 알림', zh_tw: '價格提醒', zh: '价格提醒' },
    body: {
      en: 'The floor of {name} rose to {floor} {symbol}, at or above your alert price of {price} {symbol}.',
      ko: '{name}의 최저가가 {floor} {symbol}(으)로 올라 알림 가격 {price} {symbol} 이상이 되었습니다.',
      zh_tw: '{name} 的地板價已升至 {floor} {symbol}，達到或高於您設定的提醒價格 {price} {symbol}。',
      zh: '{name} 的地板价已升至 {floor} {symbol}，达到或高于您设置的提醒价格 {price} {symbol}。',
    },
  },
  new_device: {
    title: {
      en: 'New sign-in to your account',
      ko: '새 기기에서 로그인',
      zh_tw: '新裝置登入您的帳戶',
      zh: '新设备登录您的账户',
    },
    body: {
      en: 'Your account was signed in on a new device: {device} ({ip}). If this was not you, sign that device out in My devices and change your password.',
      ko: '새 기기에서 계정에 로그인했습니다: {device} ({ip}). 본인이 아니라면 내 기기에서 해당 기기를 로그아웃하고 비밀번호를 변경하세요.',
      zh_tw: '您的帳戶已在新裝置登入：{device}（{ip}）。如果不是您本人，請在「我的裝置」中登出該裝置並變更密碼。',
      zh: '您的账户已在新设备登录：{device}（{ip}）。如果不是您本人，请在“我的设备”中退出该设备并修改密码。',
    },
  },
  security_login_password_set: security({
    en: 'A login password was set for your account.',
    ko: '계정에 로그인 비밀번호가 설정되었습니다.',
    zh_tw: '您的帳戶已設定登入密碼。',
    zh: '您的账户已设置登录密码。',
  }),
  security_login_password_changed: security({
    en: 'Your login password was changed. Withdrawals wait 24 hours.',
    ko: '로그인 비밀번호가 변경되었습니다. 24시간 동안 출금이 제한됩니다.',
    zh_tw: '您的登入密碼已變更，24 小時內暫停提領。',
    zh: '您的登录密码已修改，24 小时内暂停提币。',
  }),
  security_payment_password_set: security({
    en: 'A payment password was set for your account.',
    ko: '계정에 결제 비밀번호가 설정되었습니다.',
    zh_tw: '您的帳戶已設定支付密碼。',
    zh: '您的账户已设置支付密码。',
  }),
  security_payment_password_changed: security({
    en: 'Your payment password was changed. Withdrawals wait 24 hours.',
    ko: '결제 비밀번호가 변경되었습니다. 24시간 동안 출금이 제한됩니다.',
    zh_tw: '您的支付密碼已變更，24 小時內暫停提領。',
    zh: '您的支付密码已修改，24 小时内暂停提币。',
  }),
  security_ga_on: security({
    en: 'The authenticator app was turned on for your account.',
    ko: '계정에 인증 앱이 활성화되었습니다.',
    zh_tw: '您的帳戶已開啟驗證器應用程式。',
    zh: '您的账户已开启身份验证器。',
  }),
  security_ga_off: security({
    en: 'The authenticator app was turned off for your account. Withdrawals wait 24 hours.',
    ko: '계정의 인증 앱이 비활성화되었습니다. 24시간 동안 출금이 제한됩니다.',
    zh_tw: '您的帳戶已關閉驗證器應用程式，24 小時內暫停提領。',
    zh: '您的账户已关闭身份验证器，24 小时内暂停提币。',
  }),
  security_email_changed: security({
    en: 'The email address of your account was changed to {email}.',
    ko: '계정 이메일 주소가 {email}(으)로 변경되었습니다.',
    zh_tw: '您帳戶的電子郵件地址已變更為 {email}。',
    zh: '您账户的邮箱地址已更改为 {email}。',
  }),
  security_passkey_added: security({
    en: 'A passkey was added to your account: {name}.',
    ko: '계정에 패스키가 추가되었습니다: {name}.',
    zh_tw: '您的帳戶已新增通行密鑰：{name}。',
    zh: '您的账户已添加通行密钥：{name}。',
  }),
  security_passkey_removed: security({
    en: 'A passkey was removed from your account.',
    ko: '계정에서 패스키가 삭제되었습니다.',
    zh_tw: '您的帳戶已移除一個通行密鑰。',
    zh: '您的账户已删除一个通行密钥。',
  }),
  security_telegram_bound: security({
    en: 'A Telegram account was linked to your account: {name}.',
    ko: '계정에 텔레그램 계정이 연결되었습니다: {name}.',
    zh_tw: '您的帳戶已綁定 Telegram 帳號：{name}。',
    zh: '您的账户已绑定 Telegram 账号：{name}。',
  }),
  security_telegram_unbound: security({
    en: 'The Telegram account linked to your account was unlinked.',
    ko: '계정에 연결된 텔레그램 계정이 해제되었습니다.',
    zh_tw: '您的帳戶已解除綁定 Telegram 帳號。',
    zh: '您的账户已解除绑定 Telegram 账号。',
  }),
} satisfies Record<string, NoticeTexts>;

export type NoticeTemplate = keyof typeof NOTICES;

/** The security changes a notice tells of (`security_<change>` in NOTICES). */
export type SecurityChange =
  | 'login_password_set'
  | 'login_password_changed'
  | 'payment_password_set'
  | 'payment_password_changed'
  | 'ga_on'
  | 'ga_off'
  | 'email_changed'
  | 'passkey_added'
  | 'passkey_removed'
  | 'telegram_bound'
  | 'telegram_unbound';
