import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { LoadMore } from '@/shared/ui/LoadMore';
import './GoodsGrid.css';

/** Card text under the square picture (name, collection, price lines), in px; GoodsCard.css keeps to it. */
export const CARD_INFO_HEIGHT = 92;
const GAP = 12;
/** Chunks drawn above and below the visible ones, so a fast scroll rarely shows a blank. */
const OVERSCAN = 1;

/** Columns for a width: always a divisor of the page size (12), so every page fills whole rows. */
export function columnsFor(width: number): number {
  if (width >= 1100) return 6;
  if (width >= 720) return 4;
  if (width >= 480) return 3;
  return 2;
}

/** The height of one page of `count` cards at `columns` across `width`. */
export function chunkHeight(count: number, columns: number, width: number): number {
  const rows = Math.ceil(count / columns);
  if (rows === 0) return 0;
  const card = (width - GAP * (columns - 1)) / columns + CARD_INFO_HEIGHT;
  return rows * card + (rows - 1) * GAP;
}

export interface GoodsGridProps {
  /** Results in all (from the first page); null until known. */
  total: number | null;
  pageSize: number;
  /** Pages asked for so far (infinite scroll adds one at the end). */
  pages: number;
  onMore: () => void;
  /** Draws one page's cards (it calls its page's query); only pages near the viewport are drawn. */
  renderPage: (page: number) => ReactNode;
  /** The last asked page is still loading (no "more" until it arrives). */
  loading: boolean;
}

/**
 * A virtualised grid of pages: every page has a height known before it loads (whole rows of square cards), so only
 * the pages near the viewport are in the DOM and the others are two spacers, smooth through 10,000 results
 * (bench/market-grid.ts measures it). The window scrolls, not the grid: Telegram's and mobile browsers' own
 * scrolling gestures keep working.
 */
export function GoodsGrid({ total, pageSize, pages, onMore, renderPage, loading }: GoodsGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [visible, setVisible] = useState<[number, number]>([1, 2]);
  const columns = columnsFor(width);
  const full = chunkHeight(pageSize, columns, width);
  const totalPages = total === null ? null : Math.max(1, Math.ceil(total / pageSize));
  const pageCount = totalPages === null ? pages : Math.min(pages, totalPages);
  /** Cards on a page: full, except the very last page of the results. */
  const countOf = (page: number) => (total !== null && page === totalPages ? total - (page - 1) * pageSize : pageSize);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const element = ref.current;
      if (!element || full <= 0) return;
      const top = element.getBoundingClientRect().top;
      const step = full + GAP;
      const first = Math.floor(Math.max(0, -top) / step) + 1;
      const last = Math.floor(Math.max(0, window.innerHeight - top) / step) + 1;
      const next: [number, number] = [Math.max(1, first - OVERSCAN), last + OVERSCAN];
      setVisible((now) => (now[0] === next[0] && now[1] === next[1] ? now : next));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, [full]);

  const [first, last] = [visible[0], Math.min(visible[1], pageCount)];
  const heightOf = (page: number) => chunkHeight(countOf(page), columns, width);
  const space = (from: number, to: number) => {
    // the grid's own gap follows the spacer, as it follows a page
    let height = -GAP;
    for (let page = from; page <= to; page += 1) height += heightOf(page) + GAP;
    return height;
  };
  const drawn: number[] = [];
  for (let page = first; page <= last; page += 1) drawn.push(page);
  const more = total === null ? false : pageCount * pageSize < total;

  return (
    <div ref={ref} className="goods-grid" style={{ ['--goods-columns' as string]: columns }} data-testid="goods-grid">
      {width > 0 ? (
        <>
          {first > 1 ? <div style={{ height: space(1, first - 1) }} aria-hidden="true" /> : null}
          {drawn.map((page) => (
            <div key={page} className="goods-grid__page" style={{ minHeight: heightOf(page) }} data-page={page}>
              {renderPage(page)}
            </div>
          ))}
          {last < pageCount ? <div style={{ height: space(last + 1, pageCount) }} aria-hidden="true" /> : null}
        </>
      ) : null}
      {more && !loading ? <LoadMore onMore={onMore} /> : null}
    </div>
  );
}
