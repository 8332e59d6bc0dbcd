/**
 * Import direction (docs/architecture.md), lowest first: a layer imports only from layers before it. Read by
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
 * What the server shares with the app: the contract, the rules both sides apply (domain) and the neutral helpers of
 * shared/lib (the password hash, the proof of work, URL checks). It draws pages through the app's server render
 * bundle, never by importing the app's code.
 */
export const SERVER_SHARES = ['contract', 'domain', 'shared/lib'];

/** What the server never imports: every other folder of the app (its screens, their runtime, config, i18n, routing). */
export const APP_ONLY = LAYERS.flat().filter((dir) => !SERVER_SHARES.includes(dir));

/** The feature areas under src/features/; an area never imports another. */
export const AREAS = ['account', 'home', 'links', 'market', 'messages', 'security', 'support', 'wallet'];
