// First-load transfer of the home screen as a browser receives it: every response of `/` until the network is
// idle, bytes on the wire (after compression) and decoded, per kind. Needs a running server:
//   node bench/first-load-transfer.mjs http://127.0.0.1:8080
import { chromium } from '@playwright/test';

const base = process.argv[2] || 'http://127.0.0.1:8080';
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
const rows = [];
page.on('requestfinished', async (request) => {
  const response = await request.response();
  if (!response) return;
  const { responseBodySize } = await request.sizes();
  const decoded = await response.body().then(
    (body) => body.length,
    () => 0,
  );
  rows.push({ path: new URL(request.url()).pathname, wire: responseBodySize, decoded });
});
await page.goto(`${base}/`);
await page.locator('.nft-card').first().waitFor();
await page.waitForLoadState('networkidle');
await browser.close();

const kindOf = (path) =>
  path === '/' ? 'html' : /-api\//.test(path) ? 'api' : (path.match(/\.(js|css|svg|png|jpe?g|webp)$/)?.[1] ?? 'other');
const totals = new Map();
for (const row of rows) {
  const kind = totals.get(kindOf(row.path)) ?? { wire: 0, decoded: 0, count: 0 };
  totals.set(kindOf(row.path), {
    wire: kind.wire + row.wire,
    decoded: kind.decoded + row.decoded,
    count: kind.count + 1,
  });
}
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
console.table(
  Object.fromEntries(
    [...totals].map(([kind, t]) => [kind, { requests: t.count, wire: kB(t.wire), decoded: kB(t.decoded) }]),
  ),
);
const all = rows.reduce((sum, row) => ({ wire: sum.wire + row.wire, decoded: sum.decoded + row.decoded }), {
  wire: 0,
  decoded: 0,
});
console.log(`total: ${rows.length} requests, ${kB(all.wire)} on the wire, ${kB(all.decoded)} decoded`);
