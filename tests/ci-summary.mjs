// Reads the npm test log and prints "N passed, N failed" from vitest's and playwright's summaries.
import { readFileSync } from 'node:fs';

const [, , logFile, status] = process.argv;
// eslint-disable-next-line no-control-regex -- strips ANSI colour codes
const log = readFileSync(logFile, 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
let passed = 0;
let failed = 0;
// vitest: "      Tests  123 passed (123)" or "Tests  2 failed | 121 passed (123)"
for (const line of log.match(/^\s*Tests\s+.*$/gm) ?? []) {
  passed += Number(line.match(/(\d+) passed/)?.[1] ?? 0);
  failed += Number(line.match(/(\d+) failed/)?.[1] ?? 0);
}
// playwright list reporter: "  12 passed (1.2m)", "  1 failed", "  1 flaky"
for (const line of log.match(/^\s+\d+ (passed|failed|flaky) \(?.*$/gm) ?? []) {
  const n = Number(line.trim().split(' ')[0]);
  if (/passed/.test(line)) passed += n;
  else if (/flaky/.test(line)) passed += n;
  else failed += n;
}
if (Number(status) !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
