import { createServer } from 'vite';
import { devFeaturesOn, devFeaturesWarning, loadConfig } from './config';
import { withDevBotToken } from './devBotToken';
import { browserUrl } from './log';
import { startServer } from './server';

// npm run dev: the API on 8080 (vite.config.ts proxies API paths there) and Vite with hot reload.
const { config, notice } = withDevBotToken({ ...loadConfig(), port: 8080 });
const api = await startServer(config, { serveStatic: false });
const vite = await createServer({ server: { host: config.host } });
await vite.listen();
const port = Number(new URL(vite.resolvedUrls?.local[0] ?? 'http://localhost:5173').port);
const app = browserUrl(config.host, port);
const warning = devFeaturesWarning(config);
if (warning) console.warn(warning);
if (notice) console.log(notice);
const simulator = devFeaturesOn(config) ? `inside a simulated Telegram: ${app}/dev/telegram; ` : '';
console.log(`open ${app}  (${simulator}API on ${api.browserUrl})`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void Promise.all([vite.close(), api.close()]).finally(() => process.exit(0));
  });
}
