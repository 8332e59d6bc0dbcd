import type { Texts } from './texts';

/** Messages of the wallet's money calls: swaps, transfers, history and the address book. */
export const WALLET_MESSAGES = {
  amount_invalid: {
    en: 'Enter an amount above zero with at most {decimals} decimal places.',
    ko: '0보다 큰 금액을 소수점 이하 {decimals}자리까지 입력해 주세요.',
    zh_tw: '請輸入大於 0 的金額，小數最多 {decimals} 位。',
    zh: '请输入大于 0 的金额，小数最多 {decimals} 位。',
  },
  swap_pair_unavailable: {
    en: 'This pair cannot be swapped right now.',
    ko: '지금은 이 코인 쌍을 스왑할 수 없습니다.',
    zh_tw: '此交易對目前無法兌換。',
    zh: '该交易对目前无法兑换。',
  },
  swap_amount_below_min: {
    en: 'The minimum swap is {min} {symbol}.',
    ko: '최소 스왑 수량은 {min} {symbol}입니다.',
    zh_tw: '最低兌換數量為 {min} {symbol}。',
    zh: '最低兑换数量为 {min} {symbol}。',
  },
  swap_amount_above_max: {
    en: 'The maximum swap is {max} {symbol}.',
    ko: '최대 스왑 수량은 {max} {symbol}입니다.',
    zh_tw: '單筆最多可兌換 {max} {symbol}。',
    zh: '单笔最多可兑换 {max} {symbol}。',
  },
  quote_expired: {
    en: 'This quote has expired. Please get a new price and try again.',
    ko: '견적이 만료되었습니다. 새 가격을 받은 뒤 다시 시도해 주세요.',
    zh_tw: '報價已過期，請重新取得價格後再試。',
    zh: '报价已过期，请重新获取价格后再试。',
  },
  slippage_exceeded: {
    en: 'The price moved beyond your slippage of {slippage}%: you would now receive {amount} {symbol}. Nothing was swapped.',
    ko: '가격이 설정한 슬리피지 {slippage}%를 넘어 변동했습니다. 지금은 {amount} {symbol}을(를) 받게 됩니다. 스왑은 실행되지 않았습니다.',
    zh_tw: '價格變動超出您設定的 {slippage}% 滑點：目前只能收到 {amount} {symbol}。本次未兌換。',
    zh: '价格变动超出您设置的 {slippage}% 滑点：当前只能收到 {amount} {symbol}。本次未兑换。',
  },
  slippage_invalid: {
    en: 'Slippage can be at most 50%.',
    ko: '슬리피지는 최대 50%까지 설정할 수 있습니다.',
    zh_tw: '滑點最多可設定為 50%。',
    zh: '滑点最多可设置为 50%。',
  },
  transfer_to_self: {
    en: 'You cannot send to your own Pay ID.',
    ko: '본인의 Pay ID로는 보낼 수 없습니다.',
    zh_tw: '無法轉帳給自己的 Pay ID。',
    zh: '无法转账给自己的 Pay ID。',
  },
  transfer_accounts_invalid: {
    en: 'Choose two different accounts: spot and game, or spot and pledge.',
    ko: '서로 다른 두 계정을 선택해 주세요: 현물과 게임, 또는 현물과 스테이킹.',
    zh_tw: '請選擇兩個不同的帳戶：現貨與遊戲，或現貨與質押。',
    zh: '请选择两个不同的账户：现货与游戏，或现货与质押。',
  },
  payment_password_required: {
    en: 'Please enter your payment password.',
    ko: '결제 비밀번호를 입력해 주세요.',
    zh_tw: '請輸入支付密碼。',
    zh: '请输入支付密码。',
  },
  wallet_record_not_found: {
    en: 'This record was not found.',
    ko: '기록을 찾을 수 없습니다.',
    zh_tw: '找不到此紀錄。',
    zh: '找不到该记录。',
  },
  address_duplicate: {
    en: 'This address is already in your address book.',
    ko: '이미 주소록에 있는 주소입니다.',
    zh_tw: '此地址已在您的地址簿中。',
    zh: '该地址已在您的地址簿中。',
  },
  chain_unknown: {
    en: 'This network is not supported.',
    ko: '지원하지 않는 네트워크입니다.',
    zh_tw: '不支援此網路。',
    zh: '不支持该网络。',
  },
  address_book_full: {
    en: 'Your address book is full ({max} addresses). Delete one to add another.',
    ko: '주소록이 가득 찼습니다(최대 {max}개). 주소를 삭제한 뒤 추가해 주세요.',
    zh_tw: '地址簿已滿（最多 {max} 個），請先刪除一個地址。',
    zh: '地址簿已满（最多 {max} 个），请先删除一个地址。',
  },
} satisfies Record<string, Texts>;
