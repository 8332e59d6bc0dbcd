import type { Texts } from './texts';

/** Messages of the NFT market (codes 33040–33049). */
export const MARKET_MESSAGES = {
  market_goods_not_found: {
    en: 'This NFT was not found on the market.',
    ko: '마켓에서 이 NFT를 찾을 수 없습니다.',
    zh_tw: '市場上找不到此 NFT。',
    zh: '市场上找不到此 NFT。',
  },
  market_order_not_found: {
    en: 'This listing was not found.',
    ko: '이 판매 등록을 찾을 수 없습니다.',
    zh_tw: '找不到此掛單。',
    zh: '找不到此挂单。',
  },
  market_order_closed: {
    en: '{name} was sold or delisted a moment ago. Nothing was charged.',
    ko: '{name}은(는) 방금 판매되었거나 등록이 취소되었습니다. 결제되지 않았습니다.',
    zh_tw: '{name} 剛剛已售出或下架，未扣任何款項。',
    zh: '{name} 刚刚已售出或下架，未扣任何款项。',
  },
  market_own_order: {
    en: 'This is your own listing: you cannot buy it.',
    ko: '내가 등록한 판매 건은 구매할 수 없습니다.',
    zh_tw: '這是您自己的掛單，無法購買。',
    zh: '这是您自己的挂单，无法购买。',
  },
  market_price_invalid: {
    en: 'Enter a price between {min} and {max} {symbol}, with at most {decimals} decimals.',
    ko: '{min}~{max} {symbol} 사이의 가격을 소수점 {decimals}자리 이내로 입력해 주세요.',
    zh_tw: '請輸入 {min} 至 {max} {symbol} 之間的價格，最多 {decimals} 位小數。',
    zh: '请输入 {min} 至 {max} {symbol} 之间的价格，最多 {decimals} 位小数。',
  },
  market_quantity_invalid: {
    en: 'Choose between 1 and {available} editions.',
    ko: '1~{available}개 사이로 선택해 주세요.',
    zh_tw: '請選擇 1 至 {available} 個。',
    zh: '请选择 1 至 {available} 个。',
  },
  market_not_listable: {
    en: '{name} cannot be listed: only {available} free in your wallet (listed, withdrawing or in the game package).',
    ko: '{name}을(를) 등록할 수 없습니다. 지갑에 사용 가능한 수량이 {available}개뿐입니다(판매 중, 출금 중 또는 게임 가방).',
    zh_tw: '無法上架 {name}：錢包中僅有 {available} 個可用（其餘已上架、提領中或在遊戲背包中）。',
    zh: '无法上架 {name}：钱包中仅有 {available} 个可用（其余已上架、提现中或在游戏背包中）。',
  },
  market_cart_changed: {
    en: '{name} is no longer available at that price. Nothing was bought: review your cart.',
    ko: '{name}을(를) 그 가격에 더 이상 구매할 수 없습니다. 아무것도 구매되지 않았습니다. 장바구니를 확인해 주세요.',
    zh_tw: '{name} 已無法以該價格購買。未購買任何項目，請檢查購物車。',
    zh: '{name} 已无法以该价格购买。未购买任何项目，请检查购物车。',
  },
  market_cart_token_invalid: {
    en: 'This confirmation expired or was already used. Confirm the purchase again.',
    ko: '이 확인은 만료되었거나 이미 사용되었습니다. 구매를 다시 확인해 주세요.',
    zh_tw: '此確認已過期或已使用，請重新確認購買。',
    zh: '此确认已过期或已使用，请重新确认购买。',
  },
  market_coin_not_traded: {
    en: 'The market does not trade in {symbol}.',
    ko: '마켓에서는 {symbol}(으)로 거래할 수 없습니다.',
    zh_tw: '市場不支援以 {symbol} 交易。',
    zh: '市场不支持以 {symbol} 交易。',
  },
  bid_trait_unknown: {
    en: 'No item of this collection has the trait {trait}.',
    ko: '이 컬렉션에는 {trait} 속성을 가진 아이템이 없습니다.',
    zh_tw: '此系列中沒有具有屬性 {trait} 的項目。',
    zh: '此系列中没有具有属性 {trait} 的项目。',
  },
} satisfies Record<string, Texts>;
