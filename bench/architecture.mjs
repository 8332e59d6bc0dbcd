// Architecture figures of the code base: how many files write an API path, hand-roll busy state,
// which import cycles and wrong-way imports exist, and which CSS class families the screens use.
// Usage: node bench/architecture.mjs [dir]   (default: the repository root). Prints JSON.
import fs from 'node:fs';
import path from 'node:path';
import { LAYERS as ESLINT_LAYERS } from '../eslint.layers.js';
import { importCycles, importGraph } from './importGraph.mjs';

const root = path.resolve(process.argv[2] ?? '.');
const walk = (dir) =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(full);
        return [full];
      })
    : [];
const rel = (file) => path.relative(root, file);
const source = [...walk(path.join(root, 'src')), ...walk(path.join(root, 'server'))].filter(
  (file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes(`${path.sep}testing${path.sep}`),
);
const text = new Map(source.map((file) => [file, fs.readFileSync(file, 'utf8')]));
const contractDir = ['src/contract/', 'src/api/contract/', 'src/api/endpoints/'];

// 1. Files outside the contract that write an API path (or a path prefix) as a string.
const pathString = /['"`]\/(?:user|finance|nft|appay|app|otc|activity|workorder|mercury-web)-api\/[^'"`]*/;
const pathFiles = source.filter(
  (file) => !contractDir.some((dir) => rel(file).startsWith(dir)) && pathString.test(text.get(file)),
);

// 2. Screens and hooks that hand-roll busy state or error haptics.
const busyFiles = source.filter(
  (file) => rel(file).startsWith('src/features/') && /setBusy|haptic\('error'\)/.test(text.get(file)),
);

// 3. Import graph of src/ (bench/importGraph.mjs): cycles and wrong-way imports (the layers of eslint.layers.js; docs/architecture.md).
const srcFiles = source.filter((file) => rel(file).startsWith('src/'));
// Type-only imports are erased from the built code: they neither order start-up nor go the wrong way at run time.
const graph = importGraph(root, srcFiles);
const edges = new Map([...graph].map(([file, list]) => [file, list.filter((e) => !e.typeOnly).map((e) => e.target)]));
const cycles = importCycles(graph, (edge) => !edge.typeOnly).map((loop) => loop.map(rel).join(' > '));

const LAYERS = [...ESLINT_LAYERS, ['main.tsx']];
const layerOf = (file) => {
  const r = rel(file).slice(4);
  return LAYERS.findIndex((layer) =>
    layer.some((dir) => r === dir || r.startsWith(`${dir}/`) || r.startsWith(`${dir}.`)),
  );
};
const areaOf = (file) => rel(file).match(/^src\/features\/([^/]+)\//)?.[1];
const wrongWay = [];
for (const [file, targets] of edges) {
  for (const target of targets) {
    const [from, to] = [layerOf(file), layerOf(target)];
    const crossArea = areaOf(file) && areaOf(target) && areaOf(file) !== areaOf(target);
    if ((from >= 0 && to > from) || crossArea) wrongWay.push(`${rel(file)} -> ${rel(target)}`);
  }
}

// 4. CSS class families used by screens: the prefix before the first '-' or '_' of each class name.
const families = new Map();
for (const file of srcFiles.filter((f) => f.endsWith('.tsx'))) {
  for (const match of text.get(file).matchAll(/className=(?:"([^"]+)"|\{`([^`]+)`\}|\{'([^']+)'\})/g)) {
    for (const name of (match[1] ?? match[2] ?? match[3]).split(/\s+/)) {
      const family = name.match(/^([a-z]+)(?:[-_]|$)/)?.[1];
      if (family) families.set(family, (families.get(family) ?? 0) + 1);
    }
  }
}

console.log(
  JSON.stringify(
    {
      filesWritingApiPaths: pathFiles.length,
      filesWithHandRolledBusyState: busyFiles.length,
      importCycles: cycles,
      wrongWayImports: wrongWay,
      cssClassFamilies: Object.fromEntries([...families].sort((a, b) => b[1] - a[1])),
      details: { filesWritingApiPaths: pathFiles.map(rel), filesWithHandRolledBusyState: busyFiles.map(rel) },
    },
    null,
    2,
  ),
);
