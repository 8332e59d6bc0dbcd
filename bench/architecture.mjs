// Architecture figures of the code base: how many files write an API path, hand-roll busy state,
// which import cycles and wrong-way imports exist, and which CSS class families the screens use.
// Usage: node bench/architecture.mjs [dir]   (default: the repository root). Prints JSON.
import fs from 'node:fs';
import path from 'node:path';
import { LAYERS as ESLINT_LAYERS } from '../eslint.layers.js';

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

// 3. Import graph of src/: cycles and wrong-way imports (the layers of eslint.layers.js; docs/architecture.md).
const srcFiles = source.filter((file) => rel(file).startsWith('src/'));
const resolveImport = (from, spec) => {
  let base;
  if (spec.startsWith('@/')) base = path.join(root, 'src', spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const ext of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    if (text.has(base + ext)) return base + ext;
  }
  return null;
};
const edges = new Map(
  srcFiles.map((file) => {
    const specs = [...text.get(file).matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+['"]([^'"]+)['"]/gm)].map(
      (m) => m[1],
    );
    return [file, specs.map((spec) => resolveImport(file, spec)).filter(Boolean)];
  }),
);
const cycles = [];
const state = new Map();
const stack = [];
const visit = (file) => {
  state.set(file, 'open');
  stack.push(file);
  for (const next of edges.get(file) ?? []) {
    if (state.get(next) === 'open') cycles.push(stack.slice(stack.indexOf(next)).map(rel).join(' > '));
    else if (!state.has(next)) visit(next);
  }
  stack.pop();
  state.set(file, 'done');
};
srcFiles.forEach((file) => state.has(file) || visit(file));

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
