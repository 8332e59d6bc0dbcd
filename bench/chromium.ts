// The benches' browser: Debian's Chromium (tools that download their own browser cannot here), with the flags that
// keep it quiet on this machine (no sandbox as root, no GPU, no background traffic that would disturb a measurement).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
