// Vite plugin: records every chunk's modules and their rendered sizes into `.vite/module-sizes.json` beside the
// manifest, so the budget check (bench/budgets.mjs) can name the biggest modules of a chunk that is over budget.
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
          .map(([id, info]) => ({ id: shortId(id), size: info.renderedLength }))
          .filter((module) => module.size > 0)
          .sort((a, b) => b.size - a.size);
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
