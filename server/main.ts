import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { devFeaturesOn, devFeaturesWarning, loadConfig } from './config';
import { withDevBotToken } from './devBotToken';
import { startServer } from './server';

// npm start: the reference server, serving the built front end (built first with --build-if-needed).
const { config, notice } = withDevBotToken(loadConfig());

if (process.argv.includes('--build-if-needed') && !existsSync(join(config.distDir, 'index.html'))) {
  console.log(`no build in ${config.distDir}: running vite build`);
  const root = resolve(import.meta.dirname, '..');
  const result = spawnSync(join(root, 'node_modules', '.bin', 'vite'), ['build', '--outDir', config.distDir], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = await startServer(config);
const warning = devFeaturesWarning(config);
if (warning) console.warn(warning);
if (notice) console.log(notice);
const simulator = devFeaturesOn(config) ? `  (inside a simulated Telegram: ${server.browserUrl}/dev/telegram)` : '';
console.log(`open ${server.browserUrl}${simulator}`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.app.log.info(`${signal}: finishing in-flight requests`);
    // a second signal, or a hang past 10 s, ends the process anyway
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
