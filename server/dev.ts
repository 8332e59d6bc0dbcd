import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'vite';
import { devFeaturesOn, devFeaturesWarning, loadConfig } from './config';
import { devPages } from './devPages';
import { withDevBotToken } from './devBotToken';
import { startServer } from './server';

// npm run dev: one server on PORT (8080 unless set): Vite's middleware (the app's modules, hot reload) in front of the
// API, which draws every page from the source (./devPages.ts), as the built app's pages are drawn.
const { config, notice } = withDevBotToken(loadConfig());
// One HTTP server for all of it, hot reload's WebSocket included.
const http = createHttpServer();
const vite = await createServer({ server: { middlewareMode: true, hmr: { server: http } }, appType: 'custom' });
const server = await startServer(config, {
  pages: devPages(vite),
  serverFactory: (handler) =>
    http.on('request', (request, response) => vite.middlewares(request, response, () => handler(request, response))),
});
const warning = devFeaturesWarning(config);
if (warning) console.warn(warning);
if (notice) console.log(notice);
const simulator = devFeaturesOn(config) ? `; inside a simulated Telegram: ${server.browserUrl}/dev/telegram` : '';
console.log(`open ${server.browserUrl}${simulator}`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void Promise.all([vite.close(), server.close()]).finally(() => process.exit(0));
  });
}
