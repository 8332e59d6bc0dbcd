import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importCycles, importGraph, sourceFiles, type ImportEdge } from '../../bench/importGraph.mjs';

/**
 * No import cycle, checked once over the whole module graph (in place of ESLint's import/no-cycle, which walked the
 * graph again for every file it linted).
 *
 * What counts: every import that stays in the built code, static or lazy (`import()`), as import/no-cycle counted.
 * A cycle there decides which module runs first, and a value read during start-up can be undefined. Type-only
 * imports (`import type`, `export type`, names all marked `type`, `import('./x').T` in a type) are erased, so they
 * cannot change the order; in src/ they count too, because the app's layers (eslint.layers.js) and the contract are
 * meant to read bottom-up, and a loop of types between files ties them together for the reader just the same.
 */
const ROOT = process.cwd();
const DIRS = ['src', 'server', 'tests', 'bench', 'bot-config'];
// Telegram's template, kept as it is published for comparison (bench/referenceTemplate.ts): not our code.
const OURS = (file: string) => !relative(ROOT, file).startsWith('bench/reference/');
const inApp = (file: string) => relative(ROOT, file).startsWith(`src/`);
const counts = (edge: ImportEdge, from: string) => !edge.typeOnly || (inApp(from) && inApp(edge.target));
const named = (cycles: string[][]) => cycles.map((loop) => loop.map((file) => relative(ROOT, file)).join(' > '));

describe('the repository', () => {
  // About two seconds of CPU to parse every file; more on a machine busy with other work.
  it('has no import cycle', { timeout: 120_000 }, () => {
    const graph = importGraph(ROOT, sourceFiles(ROOT, DIRS).filter(OURS));
    expect(graph.size).toBeGreaterThan(500);
    expect(named(importCycles(graph, counts))).toEqual([]);
  });
});

describe('the cycle check', () => {
  const roots: string[] = [];
  afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));
  /** The loops of a made-up repository of `files`, as paths inside it. */
  const loops = (files: Record<string, string>, follow?: (edge: ImportEdge, from: string) => boolean) => {
    const root = mkdtempSync(join(tmpdir(), 'import-cycles-'));
    roots.push(root);
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    }
    const graph = importGraph(root, sourceFiles(root, ['src']));
    return importCycles(graph, follow).map((loop) => loop.map((file) => relative(root, file)).join(' > '));
  };

  it('names the files of a loop, through the @/ alias, folders and re-exports', () => {
    const files = {
      'src/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'src/b.ts': "export * from '@/c';\nexport const b = 1;\n",
      'src/c/index.ts': "import { a } from '../a';\nexport const c = a;\n",
      'src/d.ts': "import { a } from './a';\nexport const d = a;\n",
    };
    expect(loops(files)).toEqual(['src/a.ts > src/b.ts > src/c/index.ts > src/a.ts']);
    expect(loops({ ...files, 'src/c/index.ts': 'export const c = 3;\n' })).toEqual([]);
  });

  it('counts a lazy import', () => {
    const files = {
      'src/x.ts': "export const load = () => import('./y');\n",
      'src/y.ts': "import { load } from './x';\nexport const y = load;\n",
    };
    expect(loops(files)).toEqual(['src/x.ts > src/y.ts > src/x.ts']);
  });

  it('tells type-only imports apart, so that the caller decides whether they count', () => {
    const files = {
      'src/p.ts': "import type { Q } from './q';\nexport type P = Q[];\n",
      'src/q.ts': "import { type P } from './p';\nexport type Q = { p?: P; r?: import('./r').R };\n",
      'src/r.ts': "import { type Q, q } from './q';\nexport type R = Q;\nexport const r = q;\n",
    };
    expect(loops(files)).toEqual(['src/p.ts > src/q.ts > src/p.ts']);
    expect(loops(files, (edge) => !edge.typeOnly)).toEqual([]);
    // A mixed import (`type Q, q`) stays in the built code.
    expect(
      loops(
        { ...files, 'src/q.ts': "import { r } from './r';\nexport type Q = number;\nexport const q = r;\n" },
        (edge) => !edge.typeOnly,
      ),
    ).toEqual(['src/q.ts > src/r.ts > src/q.ts']);
  });
});
