// Bundle budgets (docs/performance.md): reads the Vite manifest and module sizes of a finished build and fails when the
// home screen's first load (browser, and inside Telegram with the SDK adapter), its CSS or any lazy chunk is over the
// budgets in bench/budgets.json, naming the biggest modules of what is over. Runs in `npm test` after the e2e build and
// in `npm run bench:bundle`; DIST_DIR picks the build.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

export interface Budgets {
  /** kB gzip */
  firstLoadJs: number;
  firstLoadJsTelegram: number;
  firstLoadCss: number;
  lazyChunk: number;
  /**
   * Code a screen loads on demand after it has painted (a chart library), not what opening the screen adds: each
   * named by its manifest key, with its own budget in kB gzip, and why in `$comment`. Anything else is a lazy chunk.
   */
  onDemand?: Record<string, number>;
  /** Manifest keys (source paths) of the home page and the Telegram adapter. */
  home: string;
  telegramAdapter: string;
}
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
/** Per output file: its modules, biggest first (bench/moduleSizes.mjs). */
export type ModuleSizes = Record<string, { id: string; size: number; gzip: number }[]>;

export interface Row {
  name: string;
  /** gzip bytes */
  bytes: number;
  budget: number;
  files: string[];
  over: boolean;
  /** The biggest modules of the files, for an overrun. */
  biggest: string[];
}

const KB = 1024;
export const kB = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

/** Every chunk a chunk pulls in statically (itself and its static imports, recursively). */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen);
  return seen;
}

/** Checks a build: `sizeOf` gives a file's gzip size. Returns every measured row, overruns flagged. */
export function checkBudgets(
  manifest: Manifest,
  modules: ModuleSizes,
  sizeOf: (file: string) => number,
  budgets: Budgets,
): Row[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('no entry chunk in the manifest');
  if (!manifest[budgets.home]) throw new Error(`${budgets.home} is not a chunk of its own in the manifest`);
  const files = (keys: Iterable<string>) => [...new Set([...keys].map((key) => manifest[key]!.file))];
  // A module's share of its file's real gzip size, in proportion to its code gzipped alone before minification.
  const biggest = (list: string[]) =>
    list
      .flatMap((file) => {
        const own = modules[file] ?? [];
        const scale =
          sizeOf(file) /
          Math.max(
            1,
            own.reduce((total, module) => total + module.gzip, 0),
          );
        return own.map((module) => ({ id: module.id, bytes: module.gzip * scale }));
      })
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 6)
      .map((module) => `${module.id} (~${kB(module.bytes)})`);
  const row = (name: string, list: string[], budgetKb: number, sizes = list.map(sizeOf)): Row => {
    const bytes = sizes.reduce((total, size) => total + size, 0);
    const over = bytes > budgetKb * KB;
    return { name, bytes, budget: budgetKb * KB, files: list, over, biggest: over ? biggest(list) : [] };
  };

  const firstLoad = closure(manifest, budgets.home, closure(manifest, entry));
  const telegramLoad = closure(manifest, budgets.telegramAdapter, new Set(firstLoad));
  const css = [...new Set([...firstLoad].flatMap((key) => manifest[key]!.css ?? []))];
  const rows = [
    row('home first-load JS (browser)', files(firstLoad), budgets.firstLoadJs),
    row('home first-load JS (Telegram)', files(telegramLoad), budgets.firstLoadJsTelegram),
    row('home first-load CSS', css, budgets.firstLoadCss),
  ];
  // What opening each lazy chunk (a route, or code loaded on demand) adds beyond the first load.
  const loaded = new Set(files(firstLoad));
  for (const key of Object.keys(manifest).filter((k) => manifest[k]!.isDynamicEntry && !firstLoad.has(k))) {
    const added = files(closure(manifest, key)).filter((file) => !loaded.has(file));
    const own = budgets.onDemand?.[key];
    rows.push(row(own === undefined ? key : `${key} (on demand)`, added, own ?? budgets.lazyChunk));
  }
  return rows;
}

/** The report: first-load rows, then lazy chunks biggest first; overruns name their biggest modules. */
export function formatReport(rows: Row[]): string {
  const lines: string[] = [];
  for (const row of rows) {
    lines.push(
      `${kB(row.bytes).padStart(9)} / ${kB(row.budget).padStart(8)}  ${row.name}${row.over ? '  OVER BUDGET' : ''}`,
    );
    for (const module of row.biggest) lines.push(`             biggest: ${module}`);
  }
  const over = rows.filter((row) => row.over);
  lines.push(
    over.length ? `${over.length} budget overrun(s): ${over.map((row) => row.name).join(', ')}` : 'all within budget',
  );
  return lines.join('\n');
}

function main() {
  const dist = process.env.DIST_DIR || 'dist';
  const read = (file: string) => readFileSync(join(dist, file));
  const manifest = JSON.parse(read('.vite/manifest.json').toString()) as Manifest;
  const modules = JSON.parse(read('.vite/module-sizes.json').toString()) as ModuleSizes;
  const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8')) as Budgets;
  const rows = checkBudgets(manifest, modules, (file) => gzipSync(read(file), { level: 9 }).length, budgets);
  const [first, lazy] = [rows.slice(0, 3), rows.slice(3).sort((a, b) => b.bytes - a.bytes)];
  const verbose = process.argv.includes('--all');
  // By default only the first load, overruns and the five biggest lazy chunks; --all lists every chunk.
  const shown = verbose ? lazy : lazy.filter((row, index) => row.over || index < 5);
  console.log(formatReport([...first, ...shown]));
  if (!verbose && lazy.length > shown.length)
    console.log(`(${lazy.length - shown.length} smaller lazy chunks; --all lists them)`);
  if (rows.some((row) => row.over)) process.exitCode = 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
