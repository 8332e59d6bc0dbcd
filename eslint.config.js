import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import { APP_ONLY, AREAS, LAYERS } from './eslint.layers.js';

/**
 * Import direction (docs/architecture.md), lowest first; a layer imports only from layers before it:
 *   contract → domain → config, state, i18n, shared/lib → platform → api → shared/ui → session → features/<area> → app → main
 * Areas never import each other (what two areas share moves to shared/). That nothing forms an import cycle is checked
 * once over the whole module graph by tests/unit/importCycles.test.ts, not file by file here.
 */
const TESTS = ['src/**/*.test.{ts,tsx}', 'src/**/testing/**'];
const aliasPattern = (dir) => [`@/${dir}`, `@/${dir}/**`];

function layerRules() {
  return LAYERS.flatMap((layer, index) => {
    const above = LAYERS.slice(index + 1).flat();
    if (above.length === 0) return [];
    const folders = layer.flatMap((dir) => [`src/${dir}/**`, `src/${dir}.ts`]);
    const forbidden = above.flatMap(aliasPattern);
    return [
      {
        files: folders,
        // Tests may wire a unit to what boots it (the session's logout, say); layering is about shipped code.
        ignores: TESTS,
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: [
                {
                  group: forbidden,
                  message: `${layer.join(', ')} may import only lower layers (eslint.layers.js; docs/architecture.md).`,
                },
                {
                  regex: '^(\\.\\./)+',
                  message: 'Leave your folder through the @/ alias, so layering can be checked.',
                },
              ],
            },
          ],
        },
      },
    ];
  });
}

/**
 * One way to read and write server data and one primary action, so every screen behaves alike (docs/architecture.md).
 */
const DATA_LAYER = [
  {
    group: ['@tanstack/react-query'],
    message: 'Server data only through useApiQuery / useApiMutation (@/api/useApiQuery, @/api/useApiMutation).',
  },
  { group: ['@/platform/useMainButton'], message: "A screen's main action is <Page primary>." },
  {
    group: ['@/shared/ui/PrimaryAction'],
    message: "A screen's main action is <Page primary> (a sheet's, <Sheet primary>).",
  },
];
/** Screens and their components reach the server only through the area's hooks.ts. */
const SCREENS = ['pages', 'components'];
const SCREEN_RULES = [
  { group: ['@/api/http'], message: "Call the server from the area's hooks.ts (useApiQuery / useApiMutation)." },
];

function areaRules() {
  return AREAS.flatMap((area) => {
    const patterns = [
      {
        group: [
          ...aliasPattern('app'),
          ...AREAS.filter((other) => other !== area).flatMap((other) => aliasPattern(`features/${other}`)),
        ],
        message: 'Areas do not import each other or the app shell: move what two areas share to shared/.',
      },
      { regex: '^(\\.\\./){2,}', message: 'Leave your area through the @/ alias.' },
      ...DATA_LAYER,
    ];
    const screens = SCREENS.map((dir) => `src/features/${area}/${dir}/**`);
    return [
      {
        files: [`src/features/${area}/**`],
        ignores: [...TESTS, ...screens],
        rules: { 'no-restricted-imports': ['error', { patterns }] },
      },
      {
        files: screens,
        ignores: TESTS,
        rules: { 'no-restricted-imports': ['error', { patterns: [...patterns, ...SCREEN_RULES] }] },
      },
    ];
  });
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      '.dist-*',
      '.screens',
      'node_modules',
      '.data',
      'test-results',
      'playwright-report',
      'bench/results',
      // Telegram's template, measured as it is published (bench/referenceTemplate.ts): not our code.
      'bench/reference',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...layerRules(),
  ...areaRules(),
  {
    files: ['server/**/*.ts'],
    // A test may hold the server's view against the app's own; the route-table plugin runs inside vite build, reads
    // the app's routes and is never loaded by the running server (which takes only its types).
    ignores: ['server/**/*.test.ts', 'server/tools/routeModules.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: APP_ONLY.flatMap(aliasPattern),
              message:
                "The server imports only @/contract, @/domain and @/shared/lib; it draws pages through the app's server render (server/pageRender.ts).",
            },
            {
              regex: '^(\\.\\./)+src/',
              message: 'Reach the app through the @/ alias, so what the server imports can be checked.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, i18next },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Every user-visible string goes through i18n.
      'i18next/no-literal-string': ['error', { mode: 'jsx-text-only' }],
    },
  },
  {
    // One set of form controls: screens and chrome use the kit's Checkbox, Radio and Switch, never the browser's.
    files: ['src/features/**/*.tsx', 'src/app/**/*.tsx'],
    ignores: TESTS,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name='input'] > JSXAttribute[name.name='type'][value.value=/^(checkbox|radio)$/]",
          message: 'Use Checkbox, Radio or Switch from src/shared/ui (src/shared/ui/README.md).',
        },
      ],
    },
  },
  {
    files: ['src/**/*.test.tsx'],
    rules: { 'i18next/no-literal-string': 'off' },
  },
);
