/**
 * npm run bench:market-grid — the market's virtualised grid (GoodsGrid.tsx) through 10,000 results (docs/market.md).
 * Expects a build (npm run build; DIST_DIR picks another). Starts the real server (bench/marketServer.ts, in-memory
 * PGlite, or DATABASE_URL) with BENCH_LISTINGS (12,000) bench listings on top of the seed, opens /nft/search in
 * headless Chromium at 390×844 (a phone: touch, device pixel ratio 3), then scrolls the window to the bottom again
 * and again: each time the infinite scroll asks for the next page (12 results), the bench waits until that page's
 * cards are drawn, until BENCH_RESULTS (10,000) results are loaded. Then it jumps back to the top. It records the
 * longest main-thread task (PerformanceObserver 'longtask'), the DOM size (document.getElementsByTagName('*'))
 * at the end and its maximum during the scroll, the cards in the DOM, the JS heap and the time it took.
 * BENCH_MAX_SECONDS (480) bounds the scroll; CHROMIUM_PATH picks the browser (/usr/bin/chromium). Loopback only.
 */
import { chromium } from '@playwright/test';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startMarketServer } from './marketBench';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

const ROOT = resolve(import.meta.dirname, '..');
const LISTINGS = Number(process.env.BENCH_LISTINGS || 12_000);
const RESULTS = Number(process.env.BENCH_RESULTS || 10_000);
const MAX_SECONDS = Number(process.env.BENCH_MAX_SECONDS || 480);
const PAGE_SIZE = 12;
const dist = resolve(ROOT, process.env.DIST_DIR || 'dist');
if (!existsSync(join(dist, 'index.html'))) throw new Error(`no build in ${dist}: run npm run build first`);

const { ready, base, stop } = await startMarketServer({
  root: ROOT,
  listings: LISTINGS,
  dist: dist,
  schemaPrefix: 'bench_grid',
  readyWithinMs: 300_000,
});

declare global {
  interface Window {
    __longTasks?: { start: number; duration: number }[];
    __longFrames?: { start: number; duration: number }[];
  }
}

/** What the page holds at one moment (evaluated in the page). */
interface Snapshot {
  /** the highest page the grid has asked for (data-page of the last drawn page) */
  lastPage: number;
  /** that page shows its cards (not skeletons) */
  lastLoaded: boolean;
  nodes: number;
  cards: number;
  drawnPages: number;
  scrollHeight: number;
  /** performance.now() */
  at: number;
}
function snapshot(scroll: boolean): Snapshot {
  if (scroll) window.scrollTo(0, document.documentElement.scrollHeight);
  const pages = [...document.querySelectorAll<HTMLElement>('[data-testid=goods-grid] [data-page]')];
  const last = pages[pages.length - 1];
  return {
    lastPage: last ? Number(last.dataset.page) : 0,
    lastLoaded: Boolean(last?.querySelector('[data-testid=goods-card]')),
    nodes: document.getElementsByTagName('*').length,
    cards: document.querySelectorAll('[data-testid=goods-card]').length,
    drawnPages: pages.length,
    scrollHeight: document.documentElement.scrollHeight,
    at: Math.round(performance.now()),
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

let browser: Awaited<ReturnType<typeof chromium.launch>> | undefined;
try {
  const info = await ready;
  console.log(
    `server ready: ${LISTINGS.toLocaleString('en')} bench listings seeded in ${(info.seedMs / 1000).toFixed(1)} s ` +
      `(${info.driver === 'pg' ? 'PostgreSQL' : 'in-memory PGlite'})`,
  );
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(() => {
    window.__longTasks = [];
    window.__longFrames = [];
    // (no named functions in here: tsx would wrap them in a helper the page does not have)
    for (const [type, into] of [
      ['longtask', window.__longTasks],
      // frames over 50 ms from input or script to paint (Long Animation Frames), what a janky scroll shows
      ['long-animation-frame', window.__longFrames],
    ] as const)
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          into.push({ start: Math.round(entry.startTime), duration: Math.round(entry.duration) });
      }).observe({ type, buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const heapUsed = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? NaN;
  };

  const opened = Date.now();
  await page.goto(`${base}/nft/search`, { waitUntil: 'load' });
  await page.waitForSelector('[data-testid=goods-card]');
  const firstCardsMs = Date.now() - opened;
  const countText = (await page.textContent('[data-testid=search-count]'))?.trim() ?? '';
  const loadTasks = await page.evaluate(() => window.__longTasks!.length);
  // the observer works: a 120 ms task of our own is reported (and left out of the figures)
  // (in a task of the page's own: what the DevTools protocol runs is not reported)
  await page.evaluate(() => {
    setTimeout(() => {
      const until = performance.now() + 120;
      while (performance.now() < until);
    });
  });
  await page.waitForFunction((known) => window.__longTasks!.length > known, loadTasks, { timeout: 5000 });
  const probeTasks = await page.evaluate(() => window.__longTasks!.length);

  const targetPage = Math.ceil(RESULTS / PAGE_SIZE);
  const scrollFrom = await page.evaluate(() => performance.now());
  const started = Date.now();
  let state = await page.evaluate(snapshot, false);
  let maxNodes = state.nodes;
  let maxCards = state.cards;
  let maxDrawn = state.drawnPages;
  const pageMs: number[] = [];
  /** when each page's cards were drawn (page clock), to place the long frames in the scroll */
  const pageAt: number[] = [];
  let stalled = '';
  while (state.lastPage < targetPage) {
    if (Date.now() - started > MAX_SECONDS * 1000) {
      stalled = `stopped after ${MAX_SECONDS} s`;
      break;
    }
    const before = state.lastPage;
    const asked = Date.now();
    state = await page.evaluate(snapshot, true);
    // the next page is asked for (LoadMore scrolled into view) and drawn with its cards
    try {
      await page.waitForFunction(
        (previous) => {
          const pages = document.querySelectorAll<HTMLElement>('[data-testid=goods-grid] [data-page]');
          const last = pages[pages.length - 1];
          if (!last || Number(last.dataset.page) <= previous) {
            window.scrollTo(0, document.documentElement.scrollHeight);
            return false;
          }
          return Boolean(last.querySelector('[data-testid=goods-card]'));
        },
        before,
        { timeout: 30_000, polling: 'raf' },
      );
    } catch {
      stalled = `page ${before + 1} did not arrive within 30 s`;
      break;
    }
    pageMs.push(Date.now() - asked);
    state = await page.evaluate(snapshot, false);
    pageAt.push(state.at);
    maxNodes = Math.max(maxNodes, state.nodes);
    maxCards = Math.max(maxCards, state.cards);
    maxDrawn = Math.max(maxDrawn, state.drawnPages);
    if (state.lastPage % 100 === 0)
      console.log(
        `page ${state.lastPage} (${(state.lastPage * PAGE_SIZE).toLocaleString('en')} results) after ` +
          `${((Date.now() - started) / 1000).toFixed(0)} s: ${state.nodes} DOM nodes, ${state.cards} cards, ` +
          `heap ${mb(await heapUsed())}`,
      );
  }
  const scrollMs = Date.now() - started;
  const atBottom = state;
  const heapAtBottom = await heapUsed();
  const scrollTasks = await page.evaluate(() => window.__longTasks!.map((task) => task));
  const scrollFrames = (await page.evaluate(() => window.__longFrames!)).filter((frame) => frame.start >= scrollFrom);

  // back to the top in one jump: the first pages are drawn again
  const jumpFrom = await page.evaluate(() => performance.now());
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() =>
    document.querySelector('[data-testid=goods-grid] [data-page="1"] [data-testid=goods-card]'),
  );
  await page.waitForTimeout(1000);
  const top = await page.evaluate(snapshot, false);
  const jumpTasks = (await page.evaluate(() => window.__longTasks!)).filter((task) => task.start >= jumpFrom);
  await cdp.send('HeapProfiler.collectGarbage');
  const heapAfterGc = await heapUsed();

  const longest = (tasks: { duration: number }[]) => tasks.reduce((max, task) => Math.max(max, task.duration), 0);
  const duringScroll = scrollTasks.slice(probeTasks);
  const sorted = [...pageMs].sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
  const results = {
    at: new Date().toISOString(),
    driver: info.driver,
    listings: LISTINGS,
    searchCount: countText,
    firstCardsMs,
    pagesLoaded: atBottom.lastPage,
    resultsLoaded: atBottom.lastPage * PAGE_SIZE,
    stalled,
    scrollSeconds: Math.round(scrollMs / 100) / 10,
    pageMs: { p50: pct(50), p95: pct(95), max: sorted[sorted.length - 1] ?? NaN },
    longestTaskLoadMs: longest(scrollTasks.slice(0, loadTasks)),
    longestTaskScrollMs: longest(duringScroll),
    longTasksScroll: duringScroll.length,
    longTasksOver200: duringScroll.filter((task) => task.duration > 200).length,
    longestFrameScrollMs: longest(scrollFrames),
    longFramesScroll: scrollFrames.length,
    longestTaskJumpMs: longest(jumpTasks),
    domNodesEnd: atBottom.nodes,
    domNodesMax: maxNodes,
    domNodesTop: top.nodes,
    cardsEnd: atBottom.cards,
    cardsMax: maxCards,
    drawnPagesMax: maxDrawn,
    scrollHeightPx: atBottom.scrollHeight,
    heapAtBottom,
    heapAfterGc,
    /** the long frames and tasks of the scroll, each with the number of pages loaded when it started */
    longFrames: scrollFrames.map((frame) => ({ ...frame, pages: pageAt.filter((at) => at <= frame.start).length })),
    longTasks: duringScroll.map((task) => ({ ...task, pages: pageAt.filter((at) => at <= task.start).length })),
    pageMsList: pageMs,
  };
  const driver = info.driver === 'pg' ? 'PostgreSQL' : 'in-memory PGlite';
  console.log(
    `\n/nft/search at 390×844 (DPR 3, headless Chromium), ${LISTINGS.toLocaleString('en')} bench listings ` +
      `(${countText}), ${driver}${stalled ? `; ${stalled}` : ''}\n`,
  );
  console.log('| what | figure |\n|---|---|');
  const rows: [string, string][] = [
    ['results scrolled through', `${results.resultsLoaded.toLocaleString('en')} (${results.pagesLoaded} pages of 12)`],
    ['time to scroll through them', `${results.scrollSeconds} s (first cards after ${firstCardsMs} ms)`],
    [
      'one page: scroll to the end → its cards drawn',
      `p50 ${results.pageMs.p50} ms, p95 ${results.pageMs.p95} ms, max ${results.pageMs.max} ms`,
    ],
    [
      'longest main-thread task while scrolling',
      `${results.longestTaskScrollMs} ms (${results.longTasksScroll} tasks over 50 ms, ${results.longTasksOver200} over 200 ms)`,
    ],
    [
      'longest animation frame while scrolling',
      `${results.longestFrameScrollMs} ms (${results.longFramesScroll} frames over 50 ms)`,
    ],
    [
      'longest task: loading the page / jumping back to the top',
      `${results.longestTaskLoadMs} ms / ${results.longestTaskJumpMs} ms`,
    ],
    [
      'DOM nodes at the end / most during the scroll / back at the top',
      `${results.domNodesEnd} / ${maxNodes} / ${top.nodes}`,
    ],
    ['cards in the DOM at the end / most', `${results.cardsEnd} / ${maxCards} (pages drawn at most: ${maxDrawn})`],
    ['document height at the end', `${(results.scrollHeightPx / 1000).toFixed(0)}k px`],
    ['JS heap used at the end / after a GC', `${mb(heapAtBottom)} / ${mb(heapAfterGc)}`],
  ];
  for (const [what, figure] of rows) console.log(`| ${what} | ${figure} |`);
  mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench', 'results', 'market-grid.json'), JSON.stringify(results, null, 2));
} finally {
  await browser?.close();
  await stop();
}
