import type { Texts } from './texts';

/**
 * The texts of a page's head (server/pageHead.ts): its title and description, and the link previews of the pages that
 * are shared (a token, a collection). `{price}`, `{floor}` are amounts already written out, `{symbol}` their coin.
 */
export const PAGE_MESSAGES = {
  page_description: {
    en: 'NFT marketplace and crypto wallet',
    ko: 'NFT 마켓플레이스이자 암호화폐 지갑',
    zh_tw: 'NFT 市集與加密貨幣錢包',
    zh: 'NFT 市场与加密货币钱包',
  },
  page_token_listed: {
    en: '{name} from {collection}, for sale at {price} {symbol}.',
    ko: '{collection}의 {name}, {price} {symbol}에 판매 중입니다.',
    zh_tw: '{collection} 的 {name}，售價 {price} {symbol}。',
    zh: '{collection} 的 {name}，售价 {price} {symbol}。',
  },
  page_token_floor: {
    en: '{name} from {collection}. Not for sale right now; the collection’s floor is {floor} {symbol}.',
    ko: '{collection}의 {name}. 지금은 판매 중이 아니며, 컬렉션 최저가는 {floor} {symbol}입니다.',
    zh_tw: '{collection} 的 {name}。目前未出售，此系列地板價為 {floor} {symbol}。',
    zh: '{collection} 的 {name}。目前未出售，该系列地板价为 {floor} {symbol}。',
  },
  page_token_unlisted: {
    en: '{name} from {collection}. Not for sale right now.',
    ko: '{collection}의 {name}. 지금은 판매 중이 아닙니다.',
    zh_tw: '{collection} 的 {name}。目前未出售。',
    zh: '{collection} 的 {name}。目前未出售。',
  },
  page_collection_floor: {
    en: 'Floor {floor} {symbol}.',
    ko: '최저가 {floor} {symbol}.',
    zh_tw: '地板價 {floor} {symbol}。',
    zh: '地板价 {floor} {symbol}。',
  },
  page_collection_unlisted: {
    en: 'Nothing for sale right now.',
    ko: '지금은 판매 중인 아이템이 없습니다.',
    zh_tw: '目前沒有出售中的項目。',
    zh: '目前没有出售中的项目。',
  },
} satisfies Record<string, Texts>;
