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
const SERVER_MODULES_DIR = path.join(__dirname, 'apps/server/src/modules');

/** Folders as they are on disk now, so a new feature or module is covered without touching this file. */
function listFolders(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
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

// Server modules meet only at their public face, modules/<module>/index.ts (ARCHITECTURE.md §5.11).
const MODULE_FACE_ADVICE =
  "import the module's public face (modules/<module>/index.ts) instead; shared code belongs in src/lib/.";
const noModuleInternals = {
  // `../../modules/auth/auth.service`, `../src/modules/classes/classes.queries`: a file inside a module
  regex: '(^|/)modules/[^/]+/.+',
  message: `Only a module's index.ts may be imported from outside it: ${MODULE_FACE_ADVICE}`,
};
const noModulesFromLib = {
  regex: '(^|/)modules(/|$)',
  message: 'src/lib and src/db sit below the modules and must not import them; move what both need into lib/.',
};

/** A module may import its own files, lib/, db/ and the other modules' faces, never their internal files. */
function noOtherModuleInternals(module, allModules) {
  const others = allModules.filter((name) => name !== module).map(escapeRegex);
  const patterns = [noModuleInternals];
  if (others.length > 0) {
    patterns.push({
      // `../classes/classes.service` climbing out of this module into a file of a sibling one
      regex: `^(\\.\\./)+(${others.join('|')})/.+`,
      message: `modules/${module} must not import another module's internal file: ${MODULE_FACE_ADVICE}`,
    });
  }
  return patterns;
}

const restrict = (...patterns) => ['error', { patterns }];

const features = listFolders(FEATURES_DIR);
const serverModules = listFolders(SERVER_MODULES_DIR);

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
    rules: { 'no-restricted-imports': restrict(noWebFromServer, noModuleInternals) },
  },
  {
    files: ['bench/**/*.{ts,mts,js,mjs}'],
    rules: { 'no-restricted-imports': restrict(noModuleInternals) },
  },
  {
    files: ['apps/server/src/lib/**/*.{ts,mts,js,mjs}', 'apps/server/src/db/**/*.{ts,mts,js,mjs}'],
    rules: { 'no-restricted-imports': restrict(noWebFromServer, noModulesFromLib) },
  },
  {
    // The registry of every module's routes imports each module by its face, `./<module>`.
    files: ['apps/server/src/modules/index.ts'],
    rules: {
      'no-restricted-imports': restrict(noWebFromServer, noModuleInternals, {
        regex: '^\\./[^/]+/.+',
        message: `modules/index.ts registers each module through its face: ${MODULE_FACE_ADVICE}`,
      }),
    },
  },
  ...serverModules.map((module) => ({
    files: [`apps/server/src/modules/${module}/**/*.{ts,mts,js,mjs}`],
    rules: { 'no-restricted-imports': restrict(noWebFromServer, ...noOtherModuleInternals(module, serverModules)) },
  })),
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
