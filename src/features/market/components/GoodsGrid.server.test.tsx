// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/i18n';
import { chunkHeight, GoodsGrid } from './GoodsGrid';

beforeAll(async () => {
  await initI18n('en');
});

describe('GoodsGrid rendered without a window (the server)', () => {
  it('draws its first pages at a phone’s width', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <GoodsGrid
        total={30}
        pageSize={12}
        pages={1}
        loading={false}
        onMore={() => {}}
        renderPage={(page) => <p>{`page ${page}`}</p>}
      />,
    );
    expect(html).toContain('page 1');
    expect(html).toContain('--goods-columns:2');
    expect(html).toContain(`min-height:${chunkHeight(12, 2, 360)}px`);
  });
});
