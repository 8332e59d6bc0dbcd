import { defineConfig } from '@playwright/test';

// Each helper or CI run may pick its own base port so that several suites can run side by side; the workers' servers
// listen just above it (tests/e2e/support/server.ts).
const PORT = Number(process.env.E2E_PORT || 4173);
// Two workers, each with a server and an in-memory database of its own: the suite's files are shared between them.
const WORKERS = Number(process.env.E2E_WORKERS || 2);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/e2e-${PORT}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    // Recording a trace (a snapshot of the page around every action, a screencast) costs a passing test a fifth of
    // its CPU time, and CI's two cores are the suite's limit. CI retries a failed test once and records that retry;
    // a run without retries (a developer's) keeps the trace of the failure itself.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
