// Makes sure the end-to-end suite's browser is complete: Debian's Chromium, and fonts for Chinese, Japanese and Korean
// (without them Chinese and Korean text draws as boxes of another width, and the screens and the line-breaking tests
// see a different page than users do). Installs what is missing with apt-get when we are root, otherwise stops with one
// line that says how.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function hasCjkFont() {
  try {
    return execSync('fc-list :lang=zh family', { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
}

const missing = [
  ...(existsSync(CHROMIUM) ? [] : ['chromium']),
  ...(process.env.CHROMIUM_PATH || hasCjkFont() ? [] : ['fonts-noto-cjk']),
];
if (missing.length > 0) {
  const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Missing for the end-to-end tests: ${missing.join(', ')}. Run "sudo ${command}", then npm test again.`,
    );
    process.exit(1);
  }
  console.log(`Installing ${missing.join(' and ')} for the end-to-end tests...`);
  try {
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, {
      stdio: 'inherit',
    });
  } catch {
    console.error(`Could not install ${missing.join(', ')}: run "${command}" as root, then npm test again.`);
    process.exit(1);
  }
}
