import type { Texts } from './texts';

/** Messages of the deposit and withdrawal calls (the chain). */
export const CHAIN_MESSAGES = {
  chain_not_supported: {
    en: '{symbol} is not available on {chain}. Choose one of: {chains}.',
    ko: '{symbol}은(는) {chain} 네트워크를 지원하지 않습니다. 다음 중에서 선택해 주세요: {chains}.',
    zh_tw: '{symbol} 不支援 {chain} 網路，請從以下選擇：{chains}。',
    zh: '{symbol} 不支持 {chain} 网络，请从以下选择：{chains}。',
  },
  address_invalid: {
    en: 'This is not a valid {chain} address.',
    ko: '올바른 {chain} 주소가 아닙니다.',
    zh_tw: '這不是有效的 {chain} 地址。',
    zh: '这不是有效的 {chain} 地址。',
  },
  amount_below_min: {
    en: 'The minimum withdrawal is {min} {symbol}.',
    ko: '최소 출금 금액은 {min} {symbol}입니다.',
    zh_tw: '最低提幣數量為 {min} {symbol}。',
    zh: '最低提币数量为 {min} {symbol}。',
  },
  daily_limit_exceeded: {
    en: 'This exceeds your daily withdrawal limit. You can still withdraw {left} {symbol} today.',
    ko: '일일 출금 한도를 초과합니다. 오늘 출금 가능한 금액은 {left} {symbol}입니다.',
    zh_tw: '超過每日提幣限額，今天還可提 {left} {symbol}。',
    zh: '超过每日提币限额，今天还可提 {left} {symbol}。',
  },
  withdraw_hold: {
    en: 'For your security, withdrawals are paused for 24 hours after a security change, until {until}.',
    ko: '보안 설정 변경 후 24시간 동안 출금이 제한됩니다. 해제 시각: {until}.',
    zh_tw: '為保障資產安全，變更安全設定後 24 小時內暫停提幣，解除時間：{until}。',
    zh: '为保障资产安全，修改安全设置后 24 小时内暂停提币，解除时间：{until}。',
  },
  withdraw_not_found: {
    en: 'This withdrawal was not found.',
    ko: '출금 내역을 찾을 수 없습니다.',
    zh_tw: '找不到此提幣紀錄。',
    zh: '找不到该提币记录。',
  },
  withdraw_not_cancellable: {
    en: 'This withdrawal is already being processed and can no longer be cancelled.',
    ko: '이미 처리 중인 출금은 취소할 수 없습니다.',
    zh_tw: '此提幣已在處理中，無法取消。',
    zh: '该提币已在处理中，无法取消。',
  },
  own_address: {
    en: 'This is your own deposit address. Please enter another address.',
    ko: '본인의 입금 주소입니다. 다른 주소를 입력해 주세요.',
    zh_tw: '這是您自己的充值地址，請輸入其他地址。',
    zh: '这是您自己的充值地址，请输入其他地址。',
  },
  amount_precision: {
    en: '{symbol} allows at most {decimals} decimal places.',
    ko: '{symbol}은(는) 소수점 이하 {decimals}자리까지 입력할 수 있습니다.',
    zh_tw: '{symbol} 最多只能有 {decimals} 位小數。',
    zh: '{symbol} 最多只能有 {decimals} 位小数。',
  },
  deposit_address_unknown: {
    en: 'This address is not a deposit address of this platform.',
    ko: '이 플랫폼의 입금 주소가 아닙니다.',
    zh_tw: '此地址不是本平台的充值地址。',
    zh: '此地址不是本平台的充值地址。',
  },
  withdraw_failed_network: {
    en: 'The network rejected the transaction. The amount and fee are back in your balance.',
    ko: '네트워크에서 거래가 거부되었습니다. 출금 금액과 수수료는 잔액으로 반환되었습니다.',
    zh_tw: '網路拒絕了此交易，提幣數量與手續費已退回您的餘額。',
    zh: '网络拒绝了该交易，提币数量与手续费已退回您的余额。',
  },
} satisfies Record<string, Texts>;
