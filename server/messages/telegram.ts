import type { Texts } from './texts';

/**
 * Texts of the bot and the Telegram features (codes 35001–35059): what the bot writes in the chat, and the `msg` of
 * their errors. Each area keeps its keys together under its own comment.
 */
export const TELEGRAM_MESSAGES = {
  // sharing: startapp links, prepared cards and stories (server/modules/share)
  share_not_found: {
    en: 'This item or collection no longer exists.',
    ko: '이 아이템 또는 컬렉션은 더 이상 존재하지 않습니다.',
    zh_tw: '此項目或收藏已不存在。',
    zh: '此项目或收藏已不存在。',
  },
  share_target_invalid: {
    en: 'There is nothing to share here.',
    ko: '공유할 내용이 없습니다.',
    zh_tw: '這裡沒有可分享的內容。',
    zh: '这里没有可分享的内容。',
  },
  share_item: {
    en: '{name} on NFT Market',
    ko: 'NFT Market의 {name}',
    zh_tw: 'NFT Market 上的 {name}',
    zh: 'NFT Market 上的 {name}',
  },
  share_item_price: {
    en: '{name} for {price} on NFT Market',
    ko: 'NFT Market에서 {price}에 판매 중인 {name}',
    zh_tw: '{name} 在 NFT Market 售價 {price}',
    zh: '{name} 在 NFT Market 售价 {price}',
  },
  share_collection: {
    en: 'The {name} collection on NFT Market',
    ko: 'NFT Market의 {name} 컬렉션',
    zh_tw: 'NFT Market 上的 {name} 收藏',
    zh: 'NFT Market 上的 {name} 收藏',
  },
  share_collection_floor: {
    en: 'The {name} collection on NFT Market, from {price}',
    ko: 'NFT Market의 {name} 컬렉션, {price}부터',
    zh_tw: 'NFT Market 上的 {name} 收藏，{price} 起',
    zh: 'NFT Market 上的 {name} 收藏，{price} 起',
  },
  share_profile: {
    en: '{name} invites you to NFT Market',
    ko: '{name}님이 NFT Market에 초대했습니다',
    zh_tw: '{name} 邀請你加入 NFT Market',
    zh: '{name} 邀请你加入 NFT Market',
  },
  share_payment_title: {
    en: 'Payment request',
    ko: '결제 요청',
    zh_tw: '付款請求',
    zh: '付款请求',
  },
  share_payment: {
    en: '{name} asks you for a payment on NFT Market',
    ko: '{name}님이 NFT Market에서 결제를 요청했습니다',
    zh_tw: '{name} 在 NFT Market 向你請求付款',
    zh: '{name} 在 NFT Market 向你请求付款',
  },
  share_payment_amount: {
    en: '{name} asks you to pay {price} on NFT Market',
    ko: '{name}님이 NFT Market에서 {price} 결제를 요청했습니다',
    zh_tw: '{name} 在 NFT Market 請你支付 {price}',
    zh: '{name} 在 NFT Market 请你支付 {price}',
  },
  share_open: {
    en: 'Open',
    ko: '열기',
    zh_tw: '開啟',
    zh: '打开',
  },
  // the bot's answer to /start (server/modules/telegram/start.ts)
  bot_welcome: {
    en: 'Welcome to NFT Wallet! Buy, sell and bid on NFTs, and keep your coins in a wallet that lives inside Telegram. Tap the button below to open the app.',
    ko: 'NFT Wallet에 오신 것을 환영합니다! 텔레그램 안에서 NFT를 사고팔고 입찰하며, 지갑에 코인을 보관하세요. 아래 버튼을 눌러 앱을 여세요.',
    zh_tw: '歡迎來到 NFT Wallet！在 Telegram 內買賣、出價 NFT，並將幣存放在錢包中。點擊下方按鈕開啟應用程式。',
    zh: '欢迎来到 NFT Wallet！在 Telegram 内买卖、出价 NFT，并将币存放在钱包中。点击下方按钮打开应用。',
  },
  bot_open_app: {
    en: 'Open NFT Wallet',
    ko: 'NFT Wallet 열기',
    zh_tw: '開啟 NFT Wallet',
    zh: '打开 NFT Wallet',
  },
  bot_help: {
    en: 'I open NFT Wallet, a marketplace for NFTs with a wallet for your coins, and send you alerts you choose in its settings.\n/start: open the app\n/wallet: your balances, deposits and withdrawals\n/market: browse and buy NFTs',
    ko: 'NFT 마켓플레이스이자 코인 지갑인 NFT Wallet을 열고, 설정에서 선택한 알림을 보내 드립니다.\n/start: 앱 열기\n/wallet: 잔액, 입금, 출금\n/market: NFT 둘러보기와 구매',
    zh_tw:
      '我可以開啟 NFT Wallet（NFT 市集兼錢包），並傳送你在設定中選擇的通知。\n/start：開啟應用程式\n/wallet：餘額、充值與提現\n/market：瀏覽與購買 NFT',
    zh: '我可以打开 NFT Wallet（NFT 市场兼钱包），并发送你在设置中选择的通知。\n/start：打开应用\n/wallet：余额、充值与提现\n/market：浏览与购买 NFT',
  },
  bot_wallet: {
    en: 'Your wallet: balances, deposits, withdrawals and transfers.',
    ko: '내 지갑: 잔액, 입금, 출금, 이체.',
    zh_tw: '你的錢包：餘額、充值、提現與轉帳。',
    zh: '你的钱包：余额、充值、提现与转账。',
  },
  bot_open_wallet: { en: 'Open wallet', ko: '지갑 열기', zh_tw: '開啟錢包', zh: '打开钱包' },
  bot_market: {
    en: 'Browse collections, buy NFTs and make offers.',
    ko: '컬렉션을 둘러보고 NFT를 구매하거나 제안하세요.',
    zh_tw: '瀏覽收藏、購買 NFT 並出價。',
    zh: '浏览收藏、购买 NFT 并出价。',
  },
  bot_open_market: { en: 'Open market', ko: '마켓 열기', zh_tw: '開啟市集', zh: '打开市场' },
  // alerts in the chat and price alerts (server/modules/alerts)
  alert_no_telegram: {
    en: 'Alerts go to the Telegram account linked to this account. Open the app in Telegram to link one.',
    ko: '알림은 이 계정에 연결된 텔레그램 계정으로 전송됩니다. 텔레그램에서 앱을 열어 계정을 연결하세요.',
    zh_tw: '提醒會傳送到此帳戶綁定的 Telegram 帳號。請在 Telegram 中開啟應用程式以綁定帳號。',
    zh: '提醒会发送到此账户绑定的 Telegram 账号。请在 Telegram 中打开应用以绑定账号。',
  },
  price_alert_limit: {
    en: 'You can keep up to {limit} price alerts. Remove one to add another.',
    ko: '가격 알림은 최대 {limit}개까지 설정할 수 있습니다. 새로 추가하려면 하나를 삭제하세요.',
    zh_tw: '價格提醒最多可設定 {limit} 個，請先刪除一個再新增。',
    zh: '价格提醒最多可设置 {limit} 个，请先删除一个再添加。',
  },
  price_alert_not_found: {
    en: 'This price alert no longer exists.',
    ko: '이 가격 알림은 더 이상 존재하지 않습니다.',
    zh_tw: '此價格提醒已不存在。',
    zh: '此价格提醒已不存在。',
  },
  alert_open: { en: 'Open', ko: '열기', zh_tw: '開啟', zh: '打开' },
  // topping up with Telegram Stars (server/modules/stars): errors, the invoice's texts, pre-checkout refusals
  stars_unavailable: {
    en: 'Paying with Telegram Stars is not available right now. Please try again later.',
    ko: '지금은 텔레그램 Stars로 결제할 수 없습니다. 잠시 후 다시 시도해 주세요.',
    zh_tw: '目前無法使用 Telegram Stars 付款，請稍後再試。',
    zh: '目前无法使用 Telegram Stars 付款，请稍后再试。',
  },
  stars_no_telegram: {
    en: 'Stars are paid from the Telegram account linked to this account. Open the app in Telegram to link one.',
    ko: 'Stars는 이 계정에 연결된 텔레그램 계정으로 결제합니다. 텔레그램에서 앱을 열어 계정을 연결하세요.',
    zh_tw: 'Stars 需由此帳戶綁定的 Telegram 帳號支付，請在 Telegram 中開啟應用程式以綁定。',
    zh: 'Stars 需由此账户绑定的 Telegram 账号支付，请在 Telegram 中打开应用以绑定。',
  },
  stars_amount_range: {
    en: 'A top-up is {min} to {max} Stars.',
    ko: '한 번에 {min}~{max} Stars까지 충전할 수 있습니다.',
    zh_tw: '單次儲值為 {min} 至 {max} 顆 Stars。',
    zh: '单次充值为 {min} 至 {max} 颗 Stars。',
  },
  stars_payment_not_found: {
    en: 'This Stars payment was not found.',
    ko: '이 Stars 결제를 찾을 수 없습니다.',
    zh_tw: '找不到這筆 Stars 付款。',
    zh: '找不到这笔 Stars 付款。',
  },
  stars_refund_spent: {
    en: 'Refund refused: the {amount} {symbol} this payment credited is no longer in the balance.',
    ko: '환불이 거절되었습니다. 이 결제로 충전된 {amount} {symbol}이(가) 잔액에 남아 있지 않습니다.',
    zh_tw: '退款被拒絕：此筆付款儲值的 {amount} {symbol} 已不在餘額中。',
    zh: '退款被拒绝：此笔付款充值的 {amount} {symbol} 已不在余额中。',
  },
  stars_not_refundable: {
    en: 'Only a paid Stars payment can be refunded.',
    ko: '결제 완료된 Stars 결제만 환불할 수 있습니다.',
    zh_tw: '只有已付款的 Stars 付款才能退款。',
    zh: '只有已付款的 Stars 付款才能退款。',
  },
  // the invoice Telegram shows: a title of at most 32 characters, a description of at most 255
  stars_invoice_title: {
    en: '{amount} {symbol} top-up',
    ko: '{amount} {symbol} 충전',
    zh_tw: '儲值 {amount} {symbol}',
    zh: '充值 {amount} {symbol}',
  },
  stars_invoice_description: {
    en: 'Adds {amount} {symbol} to your NFT Market wallet for {stars} Stars.',
    ko: '{stars} Stars로 NFT Market 지갑에 {amount} {symbol}을(를) 충전합니다.',
    zh_tw: '以 {stars} 顆 Stars 為您的 NFT Market 錢包儲值 {amount} {symbol}。',
    zh: '以 {stars} 颗 Stars 为您的 NFT Market 钱包充值 {amount} {symbol}。',
  },
  stars_precheckout_unknown: {
    en: 'This invoice is no longer valid. Start a new top-up in the app.',
    ko: '더 이상 유효하지 않은 청구서입니다. 앱에서 새로 충전을 시작하세요.',
    zh_tw: '此帳單已失效，請在應用程式中重新儲值。',
    zh: '此账单已失效，请在应用中重新充值。',
  },
  stars_precheckout_other_user: {
    en: 'This invoice belongs to another Telegram account.',
    ko: '다른 텔레그램 계정의 청구서입니다.',
    zh_tw: '此帳單屬於另一個 Telegram 帳號。',
    zh: '此账单属于另一个 Telegram 账号。',
  },
  stars_precheckout_paid: {
    en: 'This invoice is already paid.',
    ko: '이미 결제된 청구서입니다.',
    zh_tw: '此帳單已付款。',
    zh: '此账单已付款。',
  },
  // paying people by their Telegram name and referrals (server/modules/referral)
  username_not_found: {
    en: 'No user with this name has used the app. Check the name, or ask them for their Pay ID.',
    ko: '이 이름으로 앱을 사용한 사용자가 없습니다. 이름을 확인하거나 상대방에게 Pay ID를 요청하세요.',
    zh_tw: '沒有使用此名稱的用戶用過本應用程式。請檢查名稱，或向對方索取 Pay ID。',
    zh: '没有使用此名称的用户用过本应用。请检查名称，或向对方索取 Pay ID。',
  },
  username_invalid: {
    en: 'A Telegram username is 5 to 32 letters, digits or underscores, such as @alice_nft.',
    ko: '텔레그램 사용자 이름은 5~32자의 영문, 숫자 또는 밑줄입니다(예: @alice_nft).',
    zh_tw: 'Telegram 用戶名為 5 至 32 個字母、數字或底線，例如 @alice_nft。',
    zh: 'Telegram 用户名为 5 至 32 个字母、数字或下划线，例如 @alice_nft。',
  },
  payment_request_paid: {
    en: 'You have already paid this request. Its receipt is in your transfers.',
    ko: '이미 결제한 요청입니다. 영수증은 송금 내역에서 볼 수 있습니다.',
    zh_tw: '您已支付過此請求，收據在您的轉帳紀錄中。',
    zh: '您已支付过此请求，收据在您的转账记录中。',
  },
  referral_code_invalid: {
    en: 'This invitation code is not valid.',
    ko: '유효하지 않은 초대 코드입니다.',
    zh_tw: '此邀請碼無效。',
    zh: '此邀请码无效。',
  },
} satisfies Record<string, Texts>;
