import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * .ci/run runs `npm test` stage by stage (to time each stage, and to run the independent ones together), so it
 * spells out the commands that package.json's `test` script chains. Here they are held to each other: a command
 * added to `npm test` (or to a script it runs) and not to CI, or the other way round, fails.
 */
const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
const ci = readFileSync('.ci/run', 'utf8');
/** The stages .ci/run calls: `stage 'name' 'command'` and `together 'name' 'command' 'name' 'command' …`. */
const stages = [...ci.matchAll(/^\s*(?:if\s+(?:!\s+)?)?(?:stage|together)\s+(.+?)(?:;.*)?$/gm)].flatMap((line) => {
  const words = [...line[1]!.matchAll(/'([^']*)'/g)].map((word) => word[1]!);
  return words.flatMap((word, i) => (i % 2 === 0 ? [{ name: word, command: words[i + 1]! }] : []));
});
/** Beyond `npm test`: the install before it and the server suite on PostgreSQL after it. */
const CI_ONLY = ['npm ci', 'PostgreSQL pass'];

describe('.ci/run', () => {
  it("runs exactly the commands of `npm test`, in `npm test`'s order", () => {
    const ciParts = stages.filter((s) => !CI_ONLY.includes(s.name)).flatMap((s) => s.command.split(' && '));
    // `npm run x` stays as it is where CI runs it whole, and opens into x's commands where CI splits it.
    const expand = (command: string): string[] =>
      command.split(' && ').flatMap((part) => {
        const script = /^npm run (\S+)$/.exec(part)?.[1];
        return script && !ciParts.includes(part) ? expand(scripts[script]!) : [part];
      });
    expect(ciParts).toEqual(expand(scripts.test!));
  });

  it('times the install, every stage of `npm test` and the PostgreSQL pass', () => {
    expect(stages.map((s) => s.name)).toEqual([
      'npm ci',
      'typecheck',
      'lint',
      'format check',
      'unit',
      'build + budgets',
      'e2e',
      'PostgreSQL pass',
    ]);
  });
});
