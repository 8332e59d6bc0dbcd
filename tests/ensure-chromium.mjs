// Makes sure Debian's Chromium is present for the end-to-end suite: installs it with apt-get when
// we are root, otherwise stops with one line that says how.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium not found at ${CHROMIUM}: run "sudo apt-get update && sudo apt-get install -y chromium", then npm test again.`,
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium for the end-to-end tests...');
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
  } catch {
    console.error(
      'Could not install chromium: run "apt-get update && apt-get install -y chromium" as root, then npm test again.',
    );
    process.exit(1);
  }
}
