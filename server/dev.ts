import { createServer } from 'vite';
import { loadConfig } from './config';
import { startServer } from './server';

// npm run dev: the API on 8080 (vite.config.ts proxies API paths there) and Vite with hot reload.
const config = { ...loadConfig(), port: 8080 };
const api = await startServer(config, { serveStatic: false });
console.log(`API on ${api.url}`);
const vite = await createServer({ server: { host: config.host } });
await vite.listen();
vite.printUrls();

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void Promise.all([vite.close(), api.close()]).finally(() => process.exit(0));
  });
}
