// Vite plugin: records every chunk's modules with their rendered size and a gzip estimate (each module's code
// gzipped alone, before minification) into `.vite/module-sizes.json` beside the manifest, so the budget check
// (bench/budgets.ts) can name the biggest modules of a chunk that is over budget.
import { gzipSync } from 'node:zlib';

/** @returns {import('vite').Plugin} */
export function moduleSizes() {
  return {
    name: 'module-sizes',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = Object.entries(output.modules)
          .map(([id, info]) => ({ id: shortId(id), size: info.renderedLength, gzip: gzipSync(info.code ?? '').length }))
          .filter((module) => module.size > 0)
          .sort((a, b) => b.gzip - a.gzip);
      }
      this.emitFile({ type: 'asset', fileName: '.vite/module-sizes.json', source: JSON.stringify(chunks) });
    },
  };
}

/** A module id relative to the project (node_modules paths keep only the package-relative part). */
function shortId(id) {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const nm = clean.lastIndexOf('/node_modules/');
  if (nm >= 0) return clean.slice(nm + 1);
  return clean.startsWith(process.cwd()) ? clean.slice(process.cwd().length + 1) : clean;
}
