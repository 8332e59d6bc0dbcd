import { describe, expect, it } from 'vitest';
import { parentPath } from './parent';

describe('parentPath: where Back leads from the first screen of a launch', () => {
  it('a token goes to its collection, a collection to the market, the market home', () => {
    expect(parentPath('/nft/detail721?symbol=ASTRO&token_id=1')).toBe('/nft/symbolDetail?symbol=ASTRO');
    expect(parentPath('/nft/detail1155?symbol=GEM&token_id=2')).toBe('/nft/symbolDetail?symbol=GEM');
    expect(parentPath('/nft/detail1156?symbol=GEM&token_id=2')).toBe('/nft/symbolDetail?symbol=GEM');
    expect(parentPath('/nft/detail721')).toBe('/nft/search');
    expect(parentPath('/nft/symbolDetail?symbol=ASTRO')).toBe('/nft/search');
    expect(parentPath('/nft/nftCollection')).toBe('/nft/search');
    expect(parentPath('/nft/search?page=2')).toBe('/');
  });

  it('buying a token goes back to that token', () => {
    expect(parentPath('/nft/buy?symbol=ASTRO&token_id=1&order_no=9')).toBe('/nft/detail721?symbol=ASTRO&token_id=1');
    expect(parentPath('/nft/detail1155/fastBuy?symbol=GEM&token_id=2')).toBe('/nft/detail1155?symbol=GEM&token_id=2');
    expect(parentPath('/nft/detail1155/buy?symbol=GEM')).toBe('/nft/symbolDetail?symbol=GEM');
    expect(parentPath('/nft/buy')).toBe('/nft/search');
  });

  it('screens below another go one level up; an area prefix that is no screen goes to its first screen', () => {
    expect(parentPath('/asset/send')).toBe('/asset');
    expect(parentPath('/asset/send?coin=USDT')).toBe('/asset');
    expect(parentPath('/asset/swap/history')).toBe('/asset/swap');
    expect(parentPath('/asset/swap/seraph/history')).toBe('/asset/swap/seraph');
    expect(parentPath('/asset/history')).toBe('/asset');
    expect(parentPath('/asset/addressEdit?id=3')).toBe('/asset/address');
    expect(parentPath('/nft/batch/on')).toBe('/nft/batch');
    expect(parentPath('/nft/cart')).toBe('/nft/search');
    expect(parentPath('/personal/network')).toBe('/personal');
    expect(parentPath('/security/userDelete/failed')).toBe('/security/userDelete');
    expect(parentPath('/security/userDelete')).toBe('/security/userManage');
    expect(parentPath('/setPay')).toBe('/security/userManage');
  });

  it('the top of an area, and anything else, goes home', () => {
    expect(parentPath('/asset')).toBe('/');
    expect(parentPath('/security/userManage')).toBe('/');
    expect(parentPath('/help')).toBe('/');
    expect(parentPath('/other/scan')).toBe('/');
    expect(parentPath('/')).toBe('/');
    expect(parentPath('/asset/')).toBe('/');
  });
});
