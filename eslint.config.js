// ESLint 9 flat config for every workspace. CommonJS because the root package has no "type": "module".
const fs = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const { defineConfig, globalIgnores } = require('eslint/config');
const globals = require('globals');
const reactHooks = require('eslint-plugin-react-hooks');
const tseslint = require('typescript-eslint');

const CODE = '**/*.{js,mjs,cjs,ts,mts,cts,tsx,jsx}';
const FEATURES_DIR = path.join(__dirname, 'apps/web/src/features');

/** Feature folders as they are on disk now, so a new feature is covered without touching this file. */
function listFeatures() {
  if (!fs.existsSync(FEATURES_DIR)) return [];
  return fs
    .readdirSync(FEATURES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Import boundaries (ARCHITECTURE.md §1), as regexes over the import specifier.
const noServerFromWeb = {
  regex: '^@bright/server(/|$)|(^|/)apps/server(/|$)|(^|/)server/(src|dist|test)(/|$)',
  message: 'apps/web must not import apps/server: share types and schemas through @bright/contracts.',
};
const noWebFromServer = {
  regex: '^@bright/web(/|$)|(^|/)apps/web(/|$)|(^|/)web/(src|dist)(/|$)',
  message: 'apps/server must not import apps/web: share types and schemas through @bright/contracts.',
};
const noAppsFromContracts = {
  regex: '^@bright/(server|web|e2e|bench)(/|$)|(^|/)apps(/|$)|^(\\.\\./)+(server|web)(/|$)',
  message: 'packages/contracts must not import anything from apps/: it is the shared layer the apps depend on.',
};

/** A feature may import its own files, lib/, app-neutral code and contracts, but never another feature. */
function noOtherFeature(feature, allFeatures) {
  const self = escapeRegex(feature);
  const others = allFeatures.filter((name) => name !== feature).map(escapeRegex);
  const patterns = [
    {
      // `../../features/other/...`, `@/features/other`, `src/features/other`
      regex: `(^|/)features/(?!${self}(/|$))[^/]+`,
      message: `features/${feature} must not import another feature; move shared code to lib/ or compose in app/.`,
    },
  ];
  if (others.length > 0) {
    patterns.push({
      // `../other/...` or `../../other/...` climbing out of this feature into a sibling one
      regex: `^(\\.\\./)+(${others.join('|')})(/|$)`,
      message: `features/${feature} must not import another feature; move shared code to lib/ or compose in app/.`,
    });
  }
  return patterns;
}

const restrict = (...patterns) => ['error', { patterns }];

const features = listFeatures();

module.exports = defineConfig([
  globalIgnores([
    '**/dist/',
    '**/node_modules/',
    '**/test-results/',
    '**/playwright-report/',
    '**/data/',
    '**/coverage/',
    '**/.tmp/',
  ]),

  {
    files: [CODE],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.cjs', 'eslint.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  // The web app: browser globals and the rules of hooks.
  {
    files: ['apps/web/**/*.{ts,tsx,js,jsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
    // Advisory (a render too many), and a reset-then-fetch effect is sometimes the plain way: warn only.
    rules: { 'react-hooks/set-state-in-effect': 'warn' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx,js,jsx}'],
    rules: { 'no-restricted-imports': restrict(noServerFromWeb) },
  },
  ...features.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx,js,jsx}`],
    rules: { 'no-restricted-imports': restrict(noServerFromWeb, ...noOtherFeature(feature, features)) },
  })),

  {
    files: ['apps/server/**/*.{ts,mts,js,mjs}'],
    rules: { 'no-restricted-imports': restrict(noWebFromServer) },
  },
  {
    // Journeys take `test` from e2e/support/test.ts, whose fixture checks every screen with axe-core.
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from '../support/test' (it checks each screen with axe-core).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contracts/**/*.{ts,mts,js,mjs}'],
    rules: { 'no-restricted-imports': restrict(noAppsFromContracts) },
  },
]);
