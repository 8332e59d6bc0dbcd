/**
 * Import direction (design.md section 2), lowest first: a layer imports only from layers before it. Read by
 * eslint.config.js (which enforces it) and bench/architecture.mjs (which counts what breaks it).
 */
export const LAYERS = [
  ['contract'],
  // Rules the client and the server both apply (money split, address formats): pure code over the contract.
  ['domain'],
  ['config', 'state', 'i18n', 'shared/lib', 'shared/routing'],
  ['platform'],
  ['api'],
  ['shared/ui'],
  ['session'],
  ['features'],
  ['app'],
];

/** The feature areas under src/features/; an area never imports another. */
export const AREAS = ['account', 'home', 'market', 'security', 'wallet'];
