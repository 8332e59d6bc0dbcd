// Bundle-size benchmark: first-load JS of the home screen and the size of every lazy route chunk (gzip).
// Run after `vite build` (npm run bench:bundle). Prints figures and flags any budget overrun.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = process.env.DIST_DIR || 'dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kB = (bytes) => (bytes / 1024).toFixed(1) + ' kB';

/** All JS a chunk pulls in statically (itself + static imports, recursively). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}
const files = (keys) => [...new Set([...keys].map((key) => manifest[key].file))];
const sum = (list) => list.reduce((total, file) => total + gz(file), 0);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const homeKey = Object.keys(manifest).find((key) => key.endsWith('features/home/pages/HomePage.tsx'));
const firstLoad = new Set(closure(entryKey));
if (homeKey) closure(homeKey, firstLoad);
const firstLoadFiles = files(firstLoad);
const firstLoadSize = sum(firstLoadFiles);
const cssSize = [...firstLoad].flatMap((key) => manifest[key].css ?? []).reduce((t, f) => t + gz(f), 0);

const BUDGET_FIRST = 130 * 1024;
const BUDGET_ROUTE = 50 * 1024;
console.log(
  `home first-load JS: ${kB(firstLoadSize)} gzip (${firstLoadFiles.length} files, budget 130 kB); CSS ${kB(cssSize)}`,
);
for (const file of firstLoadFiles.sort((a, b) => gz(b) - gz(a))) console.log(`${kB(gz(file)).padStart(9)}  ${file}`);

const entryClosure = closure(entryKey);
const rows = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry)
  .map((key) => {
    // What opening this route adds on top of the first load.
    const extra = files([...closure(key)].filter((k) => !entryClosure.has(k)));
    return { route: key, own: gz(manifest[key].file), added: sum(extra) };
  })
  .sort((a, b) => b.added - a.added);
let over = firstLoadSize > BUDGET_FIRST ? 1 : 0;
for (const row of rows) {
  const flag = row.own > BUDGET_ROUTE ? '  OVER 50 kB' : '';
  if (flag) over++;
  console.log(`${kB(row.own).padStart(9)} own ${kB(row.added).padStart(9)} added  ${row.route}${flag}`);
}
console.log(over ? `${over} budget overrun(s)` : 'all chunks within budget');
process.exitCode = over ? 1 : 0;
