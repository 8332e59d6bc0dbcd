import type { Texts } from './texts';

/** Messages of fiat purchase, payment orders, project logs and NFT custody (codes 33000–33099). */
export const CUSTODY_MESSAGES = {
  fiat_unsupported: {
    en: 'This coin, currency or payment provider is not available for purchase.',
    ko: '이 코인, 통화 또는 결제 서비스로는 구매할 수 없습니다.',
    zh_tw: '此幣種、法幣或支付服務商目前無法購買。',
    zh: '此币种、法币或支付服务商目前无法购买。',
  },
  fiat_amount_range: {
    en: 'With {channel}, enter an amount between {min} and {max} {fiat}.',
    ko: '{channel}에서는 {min}~{max} {fiat} 사이의 금액을 입력해 주세요.',
    zh_tw: '使用 {channel} 時，請輸入 {min} 至 {max} {fiat} 之間的金額。',
    zh: '使用 {channel} 时，请输入 {min} 至 {max} {fiat} 之间的金额。',
  },
  fiat_order_not_found: {
    en: 'This purchase order was not found.',
    ko: '구매 주문을 찾을 수 없습니다.',
    zh_tw: '找不到此購買訂單。',
    zh: '找不到此购买订单。',
  },
  fiat_provider_unavailable: {
    en: 'This payment provider is not available right now.',
    ko: '지금은 이 결제 서비스를 이용할 수 없습니다.',
    zh_tw: '此支付服務商目前無法使用。',
    zh: '此支付服务商目前无法使用。',
  },
  pay_order_not_found: {
    en: 'This payment order was not found.',
    ko: '결제 주문을 찾을 수 없습니다.',
    zh_tw: '找不到此支付訂單。',
    zh: '找不到此支付订单。',
  },
  project_record_not_found: {
    en: 'This record was not found.',
    ko: '기록을 찾을 수 없습니다.',
    zh_tw: '找不到此紀錄。',
    zh: '找不到此记录。',
  },
  nft_not_found: {
    en: 'This NFT is not in your account.',
    ko: '계정에 없는 NFT입니다.',
    zh_tw: '此 NFT 不在您的帳戶中。',
    zh: '此 NFT 不在您的账户中。',
  },
  nft_not_movable: {
    en: '{name} cannot be moved: only {available} in your wallet (listed or withdrawing NFTs stay where they are).',
    ko: '{name}을(를) 옮길 수 없습니다. 지갑에 {available}개만 있습니다(판매 중이거나 출금 중인 NFT는 옮길 수 없습니다).',
    zh_tw: '無法移動 {name}：錢包中僅有 {available} 個（上架中或提領中的 NFT 無法移動）。',
    zh: '无法移动 {name}：钱包中仅有 {available} 个（上架中或提现中的 NFT 无法移动）。',
  },
  nft_not_in_package: {
    en: '{name} cannot be moved back: only {available} in the game package.',
    ko: '{name}을(를) 되돌릴 수 없습니다. 게임 가방에 {available}개만 있습니다.',
    zh_tw: '無法移回 {name}：遊戲背包中僅有 {available} 個。',
    zh: '无法移回 {name}：游戏背包中仅有 {available} 个。',
  },
  nft_collection_not_found: {
    en: 'This NFT collection was not found.',
    ko: 'NFT 컬렉션을 찾을 수 없습니다.',
    zh_tw: '找不到此 NFT 系列。',
    zh: '找不到此 NFT 系列。',
  },
  nft_record_not_found: {
    en: 'This NFT deposit or withdrawal was not found.',
    ko: 'NFT 입금 또는 출금 기록을 찾을 수 없습니다.',
    zh_tw: '找不到此 NFT 存入或提領紀錄。',
    zh: '找不到此 NFT 充值或提现记录。',
  },
  nft_withdraw_token_invalid: {
    en: 'This withdrawal confirmation has expired or was already used. Confirm the withdrawal again.',
    ko: '출금 확인이 만료되었거나 이미 사용되었습니다. 출금을 다시 확인해 주세요.',
    zh_tw: '此提領確認已過期或已使用，請重新確認提領。',
    zh: '此提现确认已过期或已使用，请重新确认提现。',
  },
  nft_withdraw_daily_limit: {
    en: 'You can withdraw {left} more NFTs on {chain} today.',
    ko: '오늘 {chain}에서 NFT를 {left}개 더 출금할 수 있습니다.',
    zh_tw: '今天在 {chain} 上還可提領 {left} 個 NFT。',
    zh: '今天在 {chain} 上还可提现 {left} 个 NFT。',
  },
  nft_token_elsewhere: {
    en: 'This NFT is already held on the platform.',
    ko: '이 NFT는 이미 플랫폼에 보관되어 있습니다.',
    zh_tw: '此 NFT 已由平台保管。',
    zh: '此 NFT 已由平台保管。',
  },
} satisfies Record<string, Texts>;
