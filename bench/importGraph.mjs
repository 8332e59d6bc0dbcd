// The repository's module graph, read with TypeScript's parser: which file imports which, and how. Shared by
// bench/architecture.mjs (its figures) and tests/unit/importCycles.test.ts (the check that no import forms a cycle).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Every .ts and .tsx file under `dirs` (relative to `root`), node_modules left out. */
export function sourceFiles(root, dirs) {
  const walk = (dir) =>
    fs.existsSync(dir)
      ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const full = path.join(dir, entry.name);
          if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(full);
          return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
        })
      : [];
  return dirs.flatMap((dir) => walk(path.join(root, dir)));
}

/**
 * The imports of one file's text: each specifier, whether it is erased from the built code (`import type`,
 * `export type`, or every name marked `type`) and whether it loads lazily (`import()`).
 */
export function importsOf(file, text) {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const typeOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            !!named &&
            ts.isNamedImports(named) &&
            named.elements.length > 0 &&
            named.elements.every((e) => e.isTypeOnly)));
      found.push({ spec: node.moduleSpecifier.text, typeOnly, dynamic: false });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const typeOnly =
        node.isTypeOnly ||
        (!!clause &&
          ts.isNamedExports(clause) &&
          clause.elements.length > 0 &&
          clause.elements.every((e) => e.isTypeOnly));
      found.push({ spec: node.moduleSpecifier.text, typeOnly, dynamic: false });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ spec: node.arguments[0].text, typeOnly: false, dynamic: true });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      // `import('./x').Type` in a type position: erased like `import type`.
      found.push({ spec: node.argument.literal.text, typeOnly: true, dynamic: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The graph of `files` (absolute paths): for each, the files among them it imports, with how. `@/` is `src/` (as in
 * vite.config.ts and tsconfig.json); packages and non-code files (CSS, JSON) are not part of it.
 */
export function importGraph(root, files) {
  const known = new Set(files);
  const resolve = (from, spec) => {
    let base;
    if (spec.startsWith('@/')) base = path.join(root, 'src', spec.slice(2));
    else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
    else return null;
    const candidates = [
      ...EXTENSIONS.map((ext) => base + ext),
      base.replace(/\.js$/, '.ts'),
      base.replace(/\.js$/, '.tsx'),
    ];
    return candidates.find((candidate) => known.has(candidate)) ?? null;
  };
  const edges = new Map();
  for (const file of files) {
    const list = [];
    for (const found of importsOf(file, fs.readFileSync(file, 'utf8'))) {
      const target = resolve(file, found.spec);
      if (target) list.push({ target, typeOnly: found.typeOnly, dynamic: found.dynamic });
    }
    edges.set(file, list);
  }
  return edges;
}

/**
 * The import cycles of `graph`, one per group of files that reach each other (a strongly connected component), each
 * shown as one shortest loop through it: ['a.ts', 'b.ts', 'a.ts']. `follow(edge, from)` chooses the imports that count.
 */
export function importCycles(graph, follow = () => true) {
  const next = new Map(
    [...graph].map(([file, list]) => [
      file,
      [...new Set(list.filter((edge) => follow(edge, file)).map((e) => e.target))],
    ]),
  );
  // Tarjan's strongly connected components, iterative so that a deep chain cannot overflow the stack.
  let index = 0;
  const order = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const components = [];
  for (const start of next.keys()) {
    if (order.has(start)) continue;
    const work = [[start, 0]];
    order.set(start, index);
    low.set(start, index++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const [file, i] = frame;
      const targets = next.get(file) ?? [];
      if (i < targets.length) {
        frame[1] += 1;
        const target = targets[i];
        if (!order.has(target)) {
          order.set(target, index);
          low.set(target, index++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), order.get(target)));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(file)));
      }
      if (low.get(file) === order.get(file)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== file);
        if (component.length > 1 || targets.includes(file)) components.push(component);
      }
    }
  }
  return components.map((component) => shortestLoop(next, new Set(component))).sort((a, b) => a[0].localeCompare(b[0]));
}

/** A shortest loop inside one component, starting from its alphabetically first file (stable messages). */
function shortestLoop(next, members) {
  const start = [...members].sort()[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift();
    for (const target of next.get(file) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const loop = [start];
        for (let at = file; at !== null && at !== start; at = previous.get(at)) loop.splice(1, 0, at);
        return [...loop, start];
      }
      if (!previous.has(target)) {
        previous.set(target, file);
        queue.push(target);
      }
    }
  }
  return [start, start];
}
