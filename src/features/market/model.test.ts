import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  marketUserName,
  buyBreakdown,
  EMPTY_SEARCH,
  searchFromQuery,
  searchRequest,
  searchToQuery,
  sellBreakdown,
  tabOf,
  toggleTrait,
  withTab,
} from './model';

describe('the search in the URL', () => {
  it('goes to a query and back unchanged', () => {
    const state = {
      ...EMPTY_SEARCH,
      title: 'nova',
      symbols: ['ASTRO', 'GEMS'],
      sort: 2 as const,
      status: 'all' as const,
      erc: 'ERC721' as const,
      min: '0.5',
      max: '12',
      traits: { Fur: ['Gold', 'Silver'], 'Eye colour': ['Blue: light'] },
      spam: true,
    };
    expect(searchFromQuery(searchToQuery(state))).toEqual(state);
    expect(searchToQuery(EMPTY_SEARCH)).toBe('');
  });

  it('drops what is malformed instead of failing', () => {
    const state = searchFromQuery('sort=9&status=x&erc=ERC20&min=012&max=-1&attr=novalue&attr=:x&symbol=<b>');
    expect(state).toEqual(EMPTY_SEARCH);
  });

  it('becomes the call body: one symbol or several, filters only when set', () => {
    expect(searchRequest(EMPTY_SEARCH)).toEqual({ sort: 1, page_size: 12 });
    const body = searchRequest({ ...EMPTY_SEARCH, symbols: ['A', 'B'], traits: { Fur: ['Gold'] }, game: 'Seraph' });
    expect(body).toEqual({
      sort: 1,
      page_size: 12,
      symbols: ['A', 'B'],
      filter: { game: 'Seraph', attributes: [{ trait_type: 'Fur', values: ['Gold'] }] },
    });
  });

  it('counts the filters and toggles trait values', () => {
    const one = toggleTrait(EMPTY_SEARCH, 'Fur', 'Gold');
    expect(one.traits).toEqual({ Fur: ['Gold'] });
    expect(activeFilters(one)).toBe(1);
    expect(toggleTrait(one, 'Fur', 'Gold').traits).toEqual({});
  });

  it('has tabs for a token standard or the game, which exclude each other', () => {
    const game = withTab({ ...EMPTY_SEARCH, erc: 'ERC721' }, 'game');
    expect(game).toMatchObject({ erc: '', game: 'Seraph' });
    expect(tabOf(game)).toBe('game');
    expect(tabOf(withTab(game, 'ERC1155'))).toBe('ERC1155');
    expect(withTab(game, 'all')).toMatchObject({ erc: '', game: '' });
  });
});

describe('money on the screens', () => {
  it('a purchase: price × editions, the fee on top, the balance after or what it lacks', () => {
    expect(buyBreakdown('2.5', 3, { buyer_fee_rate: '0.01', decimals: 6, price_symbol: 'USDT' }, '10')).toEqual({
      amount: '7.5',
      fee: '0.075',
      total: '7.575',
      after: '2.425',
      short: null,
    });
    expect(buyBreakdown('10', 1, { buyer_fee_rate: '0.01', decimals: 6, price_symbol: 'USDT' }, '10').short).toBe(
      '0.1',
    );
    // the fee the server charges: rounded to the coin's 6 decimals, not 0.03086418
    expect(
      buyBreakdown('1.234567', 1, { buyer_fee_rate: '0.025', decimals: 6, price_symbol: 'USDT' }, '10'),
    ).toMatchObject({
      fee: '0.030864',
      total: '1.265431',
    });
  });

  it('a listing: what the seller receives after the fee and the royalty; nothing for a bad price', () => {
    expect(
      sellBreakdown('25', 1, { seller_fee_rate: '0.02', royalty_rate: '0.05', decimals: 6, price_symbol: 'USDT' }),
    ).toEqual({
      amount: '25',
      fee: '0.5',
      royalty: '1.25',
      proceeds: '23.25',
    });
    expect(
      sellBreakdown('012', 1, { seller_fee_rate: '0.02', royalty_rate: '0', decimals: 6, price_symbol: 'USDT' }),
    ).toBeNull();
    expect(
      sellBreakdown('1.234567', 1, {
        seller_fee_rate: '0.025',
        royalty_rate: '0.05',
        decimals: 6,
        price_symbol: 'USDT',
      }),
    ).toEqual({
      amount: '1.234567',
      fee: '0.030864',
      royalty: '0.061728',
      proceeds: '1.141975',
    });
  });
});

describe('marketUserName', () => {
  it('names a seller by nickname, or by a masked account, never by an internal id', () => {
    expect(marketUserName({ nickname: 'Genesis Gallery', pay_id: '123456789' })).toBe('Genesis Gallery');
    expect(marketUserName({ nickname: '  ', pay_id: '123456789' })).toBe('12****89');
    expect(marketUserName({ nickname: '', pay_id: 'system:market' })).toBe('ma****et');
  });
});
