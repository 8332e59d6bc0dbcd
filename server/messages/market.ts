import type { Texts } from './texts';

/** Messages of the NFT market (codes 33040–33054). */
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
  bid_expiry_too_soon: {
    en: 'A bid must last at least 5 minutes: choose a later expiry.',
    ko: '입찰은 최소 5분 동안 유지되어야 합니다. 더 늦은 만료 시간을 선택하세요.',
    zh_tw: '出價至少須維持 5 分鐘，請選擇較晚的到期時間。',
    zh: '出价至少须维持 5 分钟，请选择较晚的到期时间。',
  },
  bid_expiry_too_late: {
    en: 'A bid can last at most 180 days: choose an earlier expiry.',
    ko: '입찰은 최대 180일까지 유지할 수 있습니다. 더 이른 만료 시간을 선택하세요.',
    zh_tw: '出價最長可維持 180 天，請選擇較早的到期時間。',
    zh: '出价最长可维持 180 天，请选择较早的到期时间。',
  },
  bid_limit: {
    en: 'You already have {max} open bids: cancel some before placing another.',
    ko: '이미 진행 중인 입찰이 {max}건입니다. 새로 입찰하려면 일부를 취소하세요.',
    zh_tw: '您已有 {max} 筆進行中的出價，請先取消部分出價再出價。',
    zh: '您已有 {max} 笔进行中的出价，请先取消部分出价再出价。',
  },
  bid_own_token: {
    en: 'You hold every edition of this NFT: you cannot make an offer on it.',
    ko: '이 NFT의 모든 에디션을 보유하고 있어 제안할 수 없습니다.',
    zh_tw: '您持有此 NFT 的全部版本，無法對其出價。',
    zh: '您持有此 NFT 的全部版本，无法对其出价。',
  },
  bid_own: {
    en: 'This is your own bid: you cannot sell to it.',
    ko: '내 입찰에는 판매할 수 없습니다.',
    zh_tw: '這是您自己的出價，無法賣給它。',
    zh: '这是您自己的出价，无法卖给它。',
  },
  bid_closed: {
    en: 'This bid was filled, cancelled or expired a moment ago. Nothing was sold.',
    ko: '이 입찰은 방금 체결, 취소 또는 만료되었습니다. 판매되지 않았습니다.',
    zh_tw: '此出價剛剛已成交、取消或過期，未售出任何項目。',
    zh: '此出价刚刚已成交、取消或过期，未售出任何项目。',
  },
  bid_price_changed: {
    en: 'This bid is now {price} {symbol}. Check the new price before selling.',
    ko: '이 입찰가는 현재 {price} {symbol}입니다. 판매하기 전에 새 가격을 확인하세요.',
    zh_tw: '此出價現為 {price} {symbol}，出售前請確認新價格。',
    zh: '此出价现为 {price} {symbol}，出售前请确认新价格。',
  },
  bid_not_matching: {
    en: 'This NFT does not match the bid: it is for another item or trait.',
    ko: '이 NFT는 입찰 조건과 맞지 않습니다. 다른 아이템이나 속성에 대한 입찰입니다.',
    zh_tw: '此 NFT 不符合該出價：該出價針對其他項目或屬性。',
    zh: '此 NFT 不符合该出价：该出价针对其他项目或属性。',
  },
  bid_not_sellable: {
    en: 'Only {available} editions of this NFT can be sold now (the rest are in the game or being withdrawn).',
    ko: '지금 판매할 수 있는 에디션은 {available}개뿐입니다(나머지는 게임 안에 있거나 출금 중입니다).',
    zh_tw: '此 NFT 目前只能出售 {available} 個版本（其餘在遊戲中或正在提領）。',
    zh: '此 NFT 目前只能出售 {available} 个版本（其余在游戏中或正在提现）。',
  },
  bid_not_funded: {
    en: "The bidder's balance cannot pay this bid now. Nothing was sold; try another bid.",
    ko: '입찰자의 잔액이 현재 이 입찰을 지불할 수 없습니다. 판매되지 않았습니다. 다른 입찰을 선택하세요.',
    zh_tw: '出價者目前的餘額不足以支付此出價，未售出任何項目，請選擇其他出價。',
    zh: '出价者目前的余额不足以支付此出价，未售出任何项目，请选择其他出价。',
  },
} satisfies Record<string, Texts>;
