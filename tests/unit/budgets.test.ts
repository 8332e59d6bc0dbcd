import { describe, expect, it } from 'vitest';
import { checkBudgets, formatReport, type Budgets, type Manifest, type ModuleSizes } from '../../bench/budgets';

const budgets: Budgets = {
  firstLoadJs: 120,
  firstLoadJsTelegram: 135,
  firstLoadCss: 12,
  lazyChunk: 50,
  home: 'src/home.tsx',
  telegramAdapter: 'src/telegram.ts',
};
const kB = 1024;

/** A build: entry -> shared vendor chunk, home and telegram adapter lazy, one route importing a chart library. */
function build(sizes: Record<string, number>) {
  const manifest: Manifest = {
    'index.html': { file: 'index.js', isEntry: true, imports: ['_vendor.js'], css: ['index.css'] },
    '_vendor.js': { file: 'vendor.js' },
    'src/home.tsx': { file: 'home.js', isDynamicEntry: true, imports: ['_vendor.js'] },
    'src/telegram.ts': { file: 'telegram.js', isDynamicEntry: true },
    'src/stats.tsx': { file: 'stats.js', isDynamicEntry: true, imports: ['_chart.js', '_vendor.js'] },
    '_chart.js': { file: 'chart.js' },
  };
  const modules: ModuleSizes = {
    'index.js': [
      { id: 'node_modules/react-dom/client.js', size: 500_000, gzip: 90_000 },
      { id: 'src/main.tsx', size: 1_000, gzip: 500 },
    ],
    'vendor.js': [{ id: 'node_modules/i18next/i18next.js', size: 80_000, gzip: 20_000 }],
    'home.js': [{ id: 'src/home.tsx', size: 3_000, gzip: 1_000 }],
    'telegram.js': [{ id: 'node_modules/@telegram-apps/sdk/index.js', size: 30_000, gzip: 10_000 }],
    'stats.js': [{ id: 'src/stats.tsx', size: 2_000, gzip: 700 }],
    'chart.js': [
      { id: 'node_modules/chart.js/chart.js', size: 200_000, gzip: 60_000 },
      { id: 'node_modules/color-string/index.js', size: 5_000, gzip: 2_000 },
    ],
  };
  return checkBudgets(manifest, modules, (file) => sizes[file] ?? 0, budgets);
}
const fits = {
  'index.js': 60 * kB,
  'vendor.js': 40 * kB,
  'home.js': 5 * kB,
  'telegram.js': 18 * kB,
  'index.css': 7 * kB,
};

describe('bundle budget check', () => {
  it('passes a build within every budget, counting shared chunks once and the adapter only for Telegram', () => {
    const rows = build({ ...fits, 'stats.js': 5 * kB, 'chart.js': 30 * kB });
    expect(rows.filter((row) => row.over)).toEqual([]);
    const byName = Object.fromEntries(rows.map((row) => [row.name, row]));
    expect(byName['home first-load JS (browser)']!.bytes).toBe(105 * kB);
    expect(byName['home first-load JS (Telegram)']!.bytes).toBe(123 * kB);
    expect(byName['home first-load CSS']!.bytes).toBe(7 * kB);
    // A route adds its own chunk and what it imports beyond the first load (not the shared vendor chunk again).
    expect(byName['src/stats.tsx']!.files.sort()).toEqual(['chart.js', 'stats.js']);
    expect(formatReport(rows)).toMatch(/all within budget$/);
  });

  it('fails a first load over budget and names its biggest modules, biggest first', () => {
    const rows = build({ ...fits, 'index.js': 80 * kB, 'stats.js': 1 * kB, 'chart.js': 1 * kB });
    const over = rows.filter((row) => row.over);
    // 125 kB in a browser (budget 120) and 143 kB inside Telegram (budget 135).
    expect(over.map((row) => row.name)).toEqual(['home first-load JS (browser)', 'home first-load JS (Telegram)']);
    expect(over[0]!.biggest[0]).toMatch(/^node_modules\/react-dom\/client\.js \(~\d+\.\d kB\)$/);
    expect(over[0]!.biggest[1]).toMatch(/^node_modules\/i18next/);
    expect(over[1]!.biggest.some((module) => module.startsWith('node_modules/@telegram-apps/sdk'))).toBe(true);
    expect(formatReport(rows)).toContain(
      '2 budget overrun(s): home first-load JS (browser), home first-load JS (Telegram)',
    );
  });

  it('fails a route that adds more than 50 kB and names the library it pulls in', () => {
    const rows = build({ ...fits, 'stats.js': 5 * kB, 'chart.js': 48 * kB });
    const over = rows.filter((row) => row.over);
    expect(over.map((row) => [row.name, row.bytes])).toEqual([['src/stats.tsx', 53 * kB]]);
    expect(over[0]!.biggest[0]).toMatch(/^node_modules\/chart\.js\/chart\.js /);
    const report = formatReport(rows);
    expect(report).toMatch(/src\/stats\.tsx {2}OVER BUDGET\n\s+biggest: node_modules\/chart\.js/);
  });

  it('holds code loaded on demand after a screen paints to its own budget, named in budgets.json', () => {
    const onDemand = (chart: number) =>
      checkBudgets(
        {
          'index.html': { file: 'index.js', isEntry: true },
          'src/home.tsx': { file: 'home.js', isDynamicEntry: true },
          'src/telegram.ts': { file: 'telegram.js', isDynamicEntry: true },
          'src/chartCanvas.ts': { file: 'chart.js', isDynamicEntry: true },
        },
        { 'chart.js': [{ id: 'node_modules/lightweight-charts/index.js', size: 160_000, gzip: 50_000 }] },
        (file) => ({ ...fits, 'chart.js': chart })[file] ?? 0,
        { ...budgets, onDemand: { 'src/chartCanvas.ts': 55 } },
      ).filter((row) => row.name.startsWith('src/chartCanvas.ts'));
    expect(onDemand(52 * kB)).toMatchObject([{ name: 'src/chartCanvas.ts (on demand)', budget: 55 * kB, over: false }]);
    expect(onDemand(56 * kB)).toMatchObject([{ over: true }]);
  });

  it('fails a first-load CSS over budget', () => {
    const rows = build({ ...fits, 'index.css': 13 * kB });
    expect(rows.filter((row) => row.over).map((row) => row.name)).toEqual(['home first-load CSS']);
  });
});
