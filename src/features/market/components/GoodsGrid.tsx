import { memo, useEffect, useRef, useState, type ReactNode } from 'react';
import { useHoldVerticalSwipes } from '@/platform/PlatformBridge';
import { LoadMore } from '@/shared/ui/LoadMore';
import { appState } from '@/state/app';
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

/** Above this viewport width the desktop route set is drawn (spec: 1200 px), where the grid's column is wider. */
const DESKTOP_MIN_VIEWPORT = 1200;
/** The grid's width in the desktop screens' column (the search's is 850 px, a collection's a little wider). */
const DESKTOP_GRID_WIDTH = 850;
/** The mobile column: at most 414 px (the app's phone width) less the page's 15 px sides. */
const MOBILE_COLUMN = 414;
const MOBILE_SIDES = 30;
/** A 390 px phone: what the first render assumes where there is no window (the server's render) in the mobile set. */
const PHONE_VIEWPORT = 390;

/**
 * The grid's width guessed from the viewport, for the first render: measuring the grid then would force a layout
 * and draw every card twice. The ResizeObserver corrects it after the first layout; a wrong guess only moves the
 * heights, since the cards do not depend on it. Without a viewport (the server) the route set being drawn decides.
 */
export function estimateGridWidth(viewport: number | undefined, desktop = false): number {
  if (viewport === undefined && desktop) return DESKTOP_GRID_WIDTH;
  const width = viewport ?? PHONE_VIEWPORT;
  if (width > DESKTOP_MIN_VIEWPORT) return DESKTOP_GRID_WIDTH;
  return Math.max(0, Math.min(width, MOBILE_COLUMN) - MOBILE_SIDES);
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
 * One page's cards, drawn again only when the page or its drawing changes: a new width or scroll position moves the
 * grid's heights and spacers, not the cards.
 */
const GridPage = memo(function GridPage({ page, render }: { page: number; render: (page: number) => ReactNode }) {
  return render(page);
});

/**
 * A virtualised grid of pages: every page has a height known before it loads (whole rows of square cards), so only
 * the pages near the viewport are in the DOM and the others are two spacers, smooth through 10,000 results
 * (bench/market-grid.ts measures it). The window scrolls, not the grid: Telegram's and mobile browsers' own
 * scrolling gestures keep working.
 */
export function GoodsGrid({ total, pageSize, pages, onMore, renderPage, loading }: GoodsGridProps) {
  useHoldVerticalSwipes();
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(() =>
    typeof window === 'undefined' ? estimateGridWidth(undefined, appState.isPc) : estimateGridWidth(window.innerWidth),
  );
  const [visible, setVisible] = useState<[number, number]>([1, 2]);
  const columns = columnsFor(width);
  const full = chunkHeight(pageSize, columns, width);
  const totalPages = total === null ? null : Math.max(1, Math.ceil(total / pageSize));
  const pageCount = totalPages === null ? pages : Math.min(pages, totalPages);
  /** Cards on a page: full, except the very last page of the results. */
  const countOf = (page: number) => (total !== null && page === totalPages ? total - (page - 1) * pageSize : pageSize);

  // The real width arrives after the browser's own layout (no forced one); the same width changes nothing.
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!element || full <= 0) return;
    let frame = 0;
    const place = (top: number) => {
      const step = full + GAP;
      const first = Math.floor(Math.max(0, -top) / step) + 1;
      const last = Math.floor(Math.max(0, window.innerHeight - top) / step) + 1;
      const next: [number, number] = [Math.max(1, first - OVERSCAN), last + OVERSCAN];
      setVisible((now) => (now[0] === next[0] && now[1] === next[1] ? now : next));
    };
    const measure = () => {
      frame = 0;
      place(element.getBoundingClientRect().top);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    // Where the grid stands now comes from an IntersectionObserver's first report, computed with the browser's own
    // layout: reading it here would force one right after the commit.
    let placed: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === 'undefined') schedule();
    else {
      placed = new IntersectionObserver(([entry]) => {
        placed?.disconnect();
        if (entry && !frame) place(entry.boundingClientRect.top);
      });
      placed.observe(element);
    }
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      placed?.disconnect();
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
              <GridPage page={page} render={renderPage} />
            </div>
          ))}
          {last < pageCount ? <div style={{ height: space(last + 1, pageCount) }} aria-hidden="true" /> : null}
        </>
      ) : null}
      {more && !loading ? <LoadMore onMore={onMore} /> : null}
    </div>
  );
}
