// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n';
import { chunkHeight, columnsFor, estimateGridWidth, GoodsGrid } from './GoodsGrid';

/** Observers whose reports the test sends, as the browser would after its own layout. */
const resize: ((entries: unknown[]) => void)[] = [];
const intersect: ((entries: unknown[]) => void)[] = [];

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  resize.length = 0;
  intersect.length = 0;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: (entries: unknown[]) => void) {
        resize.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: unknown[]) => void) {
        intersect.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('innerWidth', 390);
  vi.stubGlobal('innerHeight', 800);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const resized = (width: number) => act(() => resize.forEach((report) => report([{ contentRect: { width } }])));

function grid(renderPage: (page: number) => React.ReactNode, pages = 3) {
  return (
    <GoodsGrid total={100} pageSize={12} pages={pages} loading={false} onMore={() => {}} renderPage={renderPage} />
  );
}

describe('GoodsGrid', () => {
  it('guesses its width from the viewport: mobile column, desktop column, a phone without a window', () => {
    expect(estimateGridWidth(390)).toBe(360);
    expect(estimateGridWidth(800)).toBe(384);
    expect(estimateGridWidth(1440)).toBe(850);
    expect(estimateGridWidth(undefined)).toBe(360);
    expect(estimateGridWidth(undefined, true)).toBe(850);
    expect(estimateGridWidth(390, true)).toBe(360);
    expect(columnsFor(estimateGridWidth(390))).toBe(2);
    expect(columnsFor(estimateGridWidth(1440))).toBe(4);
  });

  it('draws its first pages on the first render without reading the layout', () => {
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get');
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    const renderPage = vi.fn((page: number) => <p>page {page}</p>);
    render(grid(renderPage));
    expect(screen.getByText('page 1')).toBeTruthy();
    expect(screen.getByText('page 2')).toBeTruthy();
    expect(renderPage.mock.calls.map(([page]) => page)).toEqual([1, 2]);
    const first = screen.getByText('page 1').parentElement as HTMLElement;
    expect(first.style.minHeight).toBe(`${chunkHeight(12, 2, 360)}px`);
    expect(width).not.toHaveBeenCalled();
    expect(rect).not.toHaveBeenCalled();
  });

  it('draws no card again when the measured width is the guess, or only moves the heights', async () => {
    const renderPage = vi.fn((page: number) => <p>page {page}</p>);
    render(grid(renderPage));
    renderPage.mockClear();
    await resized(360);
    expect(renderPage).not.toHaveBeenCalled();
    await resized(500);
    expect(renderPage).not.toHaveBeenCalled();
    const grid500 = screen.getByTestId('goods-grid');
    expect(grid500.style.getPropertyValue('--goods-columns')).toBe('3');
    expect((screen.getByText('page 1').parentElement as HTMLElement).style.minHeight).toBe(
      `${chunkHeight(12, 3, 500)}px`,
    );
  });

  it('takes the pages to draw from where the grid stands, reported by an IntersectionObserver', async () => {
    const renderPage = vi.fn((page: number) => <p>page {page}</p>);
    render(grid(renderPage, 8));
    const step = chunkHeight(12, 2, 360) + 12;
    // scrolled to the fifth page: pages 4 to 6 are drawn (one either side), the others are spacers
    await act(() => intersect.at(-1)?.([{ boundingClientRect: { top: -4.5 * step } }]));
    expect(screen.queryByText('page 1')).toBeNull();
    expect(screen.getByText('page 5')).toBeTruthy();
    expect(screen.getByText('page 4')).toBeTruthy();
    expect(screen.queryByText('page 7')).toBeNull();
  });
});
