// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { bootKey } from '@/contract/boot';
import { resetBootData, takeBootAnswer } from './bootData';

/** As the server writes it (server/page.ts scriptJson): no `<` inside. */
const page = (json: string) => {
  document.body.innerHTML = `<script type="application/json" id="boot-data">${json.replace(/</g, '\\u003c')}</script>`;
  resetBootData();
};
const BANNERS = '/user-api/api/system/get_banner_list';

afterEach(() => {
  document.body.innerHTML = '';
  resetBootData();
});

describe('boot data', () => {
  it('hands each answer out once, for an empty body in the page language, and removes the element', () => {
    page(JSON.stringify({ lang: 'ko', calls: { [BANNERS]: { list: [{ title: '</script><b>' }] } } }));
    expect(takeBootAnswer(BANNERS, 'en', {})).toBeUndefined();
    expect(document.getElementById('boot-data')).toBeNull();
    expect(takeBootAnswer(BANNERS, 'ko', { page: 1 })).toBeUndefined();
    expect(takeBootAnswer('/other', 'ko', {})).toBeUndefined();
    expect(takeBootAnswer(BANNERS, 'ko', {})).toEqual({ list: [{ title: '</script><b>' }] });
    expect(takeBootAnswer(BANNERS, 'ko', {})).toBeUndefined();
  });

  it('finds an answer for a body by its boot key, whatever the order of the fields', () => {
    const SEARCH = '/nft-api/api/nft/search';
    page(JSON.stringify({ lang: 'en', calls: { [bootKey(SEARCH, { page: 1, page_size: 12 })]: { list: ['first'] } } }));
    expect(takeBootAnswer(SEARCH, 'en', {})).toBeUndefined();
    expect(takeBootAnswer(SEARCH, 'en', { page: 2, page_size: 12 })).toBeUndefined();
    expect(takeBootAnswer(SEARCH, 'en', { page_size: 12, page: 1 })).toEqual({ list: ['first'] });
  });

  it('reads the page once: an element added later is not read', () => {
    page(JSON.stringify({ lang: 'en', calls: {} }));
    expect(takeBootAnswer(BANNERS, 'en', {})).toBeUndefined();
    document.body.innerHTML = `<script type="application/json" id="boot-data">${JSON.stringify({
      lang: 'en',
      calls: { [BANNERS]: 1 },
    })}</script>`;
    expect(takeBootAnswer(BANNERS, 'en', {})).toBeUndefined();
  });

  it('ignores a missing or malformed block', () => {
    resetBootData();
    expect(takeBootAnswer(BANNERS, 'en', {})).toBeUndefined();
    page('{not json');
    expect(takeBootAnswer(BANNERS, 'en', {})).toBeUndefined();
    page(JSON.stringify({ lang: 'en' }));
    expect(takeBootAnswer(BANNERS, 'en', {})).toBeUndefined();
  });
});
