/**
 * Where a market token or collection is shown: the links home and the market both make. ERC1155 tokens have their
 * own screen (editions, several owners); both token screens read `symbol` and `token_id`.
 */
export function goodsHref(goods: { symbol: string; token_id: string; erc_type: 'ERC721' | 'ERC1155' }): string {
  const page = goods.erc_type === 'ERC1155' ? '/nft/detail1155' : '/nft/detail721';
  return `${page}?symbol=${encodeURIComponent(goods.symbol)}&token_id=${encodeURIComponent(goods.token_id)}`;
}

/**
 * Where an owned token is listed for sale: its page with the listing sheet open (the wallet's NFT tab links here; an
 * area never imports another's screens).
 */
export const sellHref = (goods: { symbol: string; token_id: string; erc_type: 'ERC721' | 'ERC1155' }) =>
  `${goodsHref(goods)}&sell=1`;

export const collectionHref = (symbol: string) => `/nft/symbolDetail?symbol=${encodeURIComponent(symbol)}`;
