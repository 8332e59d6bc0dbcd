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
  // The server's render of the app (built into a bundle of its own, loaded by the server by path).
  ['ssr'],
];

/**
 * What the server never imports: the app's screens and their runtime. It draws pages through the app's server render
 * bundle, and shares with the app only the contract, the domain rules and the neutral helpers below them.
 */
export const APP_ONLY = ['features', 'app', 'session', 'api', 'platform', 'state', 'ssr'];

/** The feature areas under src/features/; an area never imports another. */
export const AREAS = ['account', 'home', 'market', 'security', 'wallet'];
