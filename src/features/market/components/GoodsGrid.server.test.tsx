// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '@/i18n';
import { appState } from '@/state/app';
import { chunkHeight, GoodsGrid } from './GoodsGrid';

beforeAll(async () => {
  await initI18n('en');
});
// the server render sets the route set it draws, per request
beforeEach(() => {
  appState.isPc = false;
});

/** The grid's first page on the server, with the route set it draws. */
const drawn = () =>
  renderToString(
    <GoodsGrid
      total={30}
      pageSize={12}
      pages={1}
      loading={false}
      onMore={() => {}}
      renderPage={(page) => <p>{`page ${page}`}</p>}
    />,
  );

describe('GoodsGrid rendered without a window (the server)', () => {
  it('draws its first pages at a phone’s width in the mobile route set', () => {
    expect(typeof window).toBe('undefined');
    const html = drawn();
    expect(html).toContain('page 1');
    expect(html).toContain('--goods-columns:2');
    expect(html).toContain(`min-height:${chunkHeight(12, 2, 360)}px`);
  });

  it('draws the desktop column when the server draws the desktop route set', () => {
    appState.isPc = true;
    const html = drawn();
    expect(html).toContain('--goods-columns:4');
    expect(html).toContain(`min-height:${chunkHeight(12, 4, 850)}px`);
  });
});
