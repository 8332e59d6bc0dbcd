import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The contract is read by every other layer, so a loop inside it (types included: a type-only loop still makes
 * one service's types depend on all the others') would tie every service to every other. Each service imports
 * only the top-level modules, `common.ts` and the services below it; this walks every import and re-export.
 */
const CONTRACT = resolve(dirname(new URL(import.meta.url).pathname));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

/** The contract modules a file imports or re-exports (types included), as absolute file paths. */
function importsOf(file: string, root: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'";]*?from\s*'([^']+)'|import\(\s*'([^']+)'\s*\)/g),
  ];
  return specifiers.flatMap((match) => {
    const specifier = match[1] ?? match[2] ?? '';
    let base: string;
    if (specifier.startsWith('@/contract')) base = join(root, specifier.slice('@/contract'.length));
    else if (specifier.startsWith('.')) base = resolve(dirname(file), specifier);
    else return [];
    const found = [`${base}.ts`, join(base, 'index.ts')].find((candidate) => existsSync(candidate));
    return found ? [found] : [];
  });
}

/** Every import loop among the modules under `root`, each as the list of its files. */
export function importCycles(root: string): string[][] {
  const files = sourceFiles(root);
  const edges = new Map(files.map((file) => [file, importsOf(file, root)]));
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of edges.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push(stack.slice(stack.indexOf(next)).map((f) => relative(root, f)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return cycles;
}

describe('the contract has no import loop', () => {
  it('walks every module, types included, without coming back', () => {
    expect(importCycles(CONTRACT)).toEqual([]);
  });

  it('finds a type-only loop when there is one', () => {
    // As the flat layout had it: `types.ts` re-exported a file that imported `Paged` from `types.ts` back.
    const root = mkdtempSync(join(tmpdir(), 'contract-cycle-'));
    writeFileSync(join(root, 'types.ts'), "export type * from './chain.types';\nexport interface Paged {}\n");
    writeFileSync(join(root, 'chain.types.ts'), "import type { Paged } from './types';\nexport type X = Paged;\n");
    writeFileSync(join(root, 'define.ts'), 'export const x = 1;\n');
    try {
      expect(importCycles(root).map((cycle) => [...cycle].sort())).toEqual([['chain.types.ts', 'types.ts']]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
