// Lighthouse benchmark (mobile preset) of the built app served by the real server on loopback.
// Usage: npm run build && npm run bench:lighthouse [-- /path /other-path]
import { spawn } from 'node:child_process';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const port = Number(process.env.BENCH_PORT || 4390);
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/nft/search', '/login'];
// node itself (not an npx wrapper), so that killing it stops the server too.
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: 'memory://', NODE_ENV: 'test' },
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 120; i++) {
  try {
    if ((await fetch(`${base}/user-api/api/system/health`)).ok) break;
  } catch {
    /* not up yet */
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
try {
  for (const path of paths) {
    // A fresh browser per screen: a reused one carries state from the previous run into the simulation.
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      chromeFlags,
    });
    try {
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
      });
      const { categories, audits } = result.lhr;
      console.log(
        `${path.padEnd(16)} performance ${Math.round(categories.performance.score * 100)}  ` +
          `LCP ${audits['largest-contentful-paint'].displayValue}  FCP ${audits['first-contentful-paint'].displayValue}  ` +
          `TBT ${audits['total-blocking-time'].displayValue}  CLS ${audits['cumulative-layout-shift'].displayValue}`,
      );
      const lcpItem = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
      if (lcpItem) console.log(`${''.padEnd(16)} LCP element: ${lcpItem.nodeLabel} (${lcpItem.selector})`);
    } finally {
      await chrome.kill();
    }
  }
} finally {
  server.kill('SIGTERM');
}
