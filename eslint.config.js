// @ts-check
// The house rules as lint (ARCHITECTURE.md "Layout" and "Imports"): which folder may import which, no
// import cycles, the rules of hooks and accessible JSX. `npm run lint` fails on any warning.
import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Paths are read from this file's folder, not the working directory (a lint test copies this file elsewhere).
const ROOT = import.meta.dirname;
const FEATURES = readdirSync(path.join(ROOT, 'src/features'));
const UI = ['src/features', 'src/components', 'src/layouts', 'src/pages'];
const FRAMEWORKS = ['react', 'react/*', 'react-dom', 'react-dom/*', '@nanostores/react', 'astro', 'astro/*', 'astro:*'];
// What the browser may load. A folder that does not exist yet (src/flows) matches no file until it does.
const BROWSER = [
  'src/config',
  'src/lib',
  'src/stores',
  'src/flows',
  'src/features',
  'src/components',
  'src/layouts',
  'src/pwa',
];
// Libraries only the build runs; `@/build` is the path alias, which the import resolver does not follow.
const BUILD_ONLY_PACKAGES = ['sharp', '@xmldom/xmldom', 'tldts', 'culori', 'jsonc-parser', 'fastest-levenshtein'];
const BUILD_ONLY_MESSAGE = 'Browser code never imports what only the build runs (Node, sharp, xmldom, tldts ...).';
// Bare builtin names are matched exactly: as patterns, `crypto` would also match the folder src/lib/crypto.
const BUILD_ONLY_PATHS = builtinModules.map((name) => ({ name, message: BUILD_ONLY_MESSAGE }));
const BUILD_ONLY_PATTERNS = {
  group: ['node:*', '@/build', '@/build/*', ...BUILD_ONLY_PACKAGES.flatMap((name) => [name, `${name}/*`])],
  message: BUILD_ONLY_MESSAGE,
};

// The merchant studio (studio/) is an app of its own: a Node server (studio/server) and the browser code that
// server bundles with esbuild: its page (studio/ui), the previews' agent (studio/agent) and what both sides
// share (studio/shared).
const STUDIO_BROWSER = ['studio/ui', 'studio/agent', 'studio/shared'];
const STUDIO_BROWSER_MESSAGE = "The studio's page and agent run in the browser: no Node modules.";
const NODE_GLOBALS = ['process', 'Buffer', 'require', 'module', '__dirname', '__filename', 'global', 'setImmediate'];
const BROWSER_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'history'];

/**
 * One `import/no-restricted-paths` zone: files under `target` may not import from `from`.
 * @param {string | string[]} target
 * @param {string | string[]} from
 * @param {string} message
 * @param {string[]} [except]
 */
const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });

const FLOWS = 'src/flows';
const WPS_PATH_MESSAGE =
  "An operator call is declared once, in the api.ts of the flow or feature that owns it (docs/architecture.md 'Operator calls').";
const ZONES = [
  // Imports flow one way: pages -> layouts -> features -> flows -> components and stores -> lib -> config.
  zone(
    'src/config',
    ['src/lib', 'src/stores', FLOWS, ...UI],
    'src/config is the bottom layer: it imports nothing above it.',
  ),
  zone(
    'src/lib',
    ['src/stores', FLOWS, ...UI],
    'src/lib is the framework-free core: no stores, flows, features, components, layouts or pages.',
  ),
  zone(
    'src/stores',
    [FLOWS, ...UI],
    'Stores are shared state: they import no flows, features, components, layouts or pages.',
  ),
  zone(
    'src/stores',
    ['src/lib/api/request.ts', 'src/lib/api/browser-client.ts', 'src/lib/api/call.ts'],
    "Stores hold state and make no call: a call lives in its owner's api.ts, the client in flows/session/page-client.ts.",
  ),
  zone(
    'src/components',
    [FLOWS, 'src/features', 'src/layouts', 'src/pages'],
    'Shared components know no flow, feature, layout or page.',
  ),
  zone(
    FLOWS,
    ['src/features', 'src/layouts', 'src/pages'],
    'A flow is shared by features: it imports no feature, layout or page.',
  ),
  zone(
    'src/features',
    ['src/layouts', 'src/pages'],
    'Features are composed by layouts and pages, never the other way round.',
  ),
  zone('src/layouts', ['src/pages'], 'Layouts are composed by pages, never the other way round.'),
  // No feature imports another: pages and layouts compose them.
  ...FEATURES.map((feature) =>
    zone(`src/features/${feature}`, 'src/features', `A feature never imports another feature (${feature}).`, [
      `./${feature}`,
    ]),
  ),
  // Build-only code (src/build: merchant loading, asset checks, headers) never reaches the browser.
  zone(BROWSER, 'src/build', 'src/build is build-only: pages, layouts (frontmatter), scripts and the sandbox read it.'),
  zone('src/build', ['src/stores', 'src/flows', ...UI], 'src/build reads src/config and src/lib only.'),
  // The sandbox and the build scripts share the app's settings schema and framework-free core, nothing else.
  zone('sandbox', ['src/stores', FLOWS, ...UI], 'The sandbox reads src/config and src/lib only.'),
  zone(
    'scripts',
    ['src/stores', 'src/components', 'src/layouts', 'src/pages'],
    'Build scripts read src/config and src/lib only.',
  ),
  // check:operator makes the declared operator calls: of flows and features, scripts read the api.ts files alone.
  zone(
    'scripts',
    ['src/flows/**', 'src/features/**'],
    'Build scripts read src/config and src/lib only, and check:operator the calls declared in an api.ts.',
    [path.join(ROOT, 'src/{flows,features}/**/api.ts')],
  ),
  // The studio sits on top of the build: it reuses the build's checks, and nothing of the build or app uses it.
  zone(['src', 'scripts', 'sandbox'], 'studio', 'The merchant studio is an app over the build: nothing imports it.'),
  zone(
    'studio',
    ['src/stores', FLOWS, ...UI],
    "The studio reuses the build's checks (src/config, src/lib, src/build, scripts/lib, the sandbox), not the app's UI.",
  ),
  zone(
    'studio/server',
    ['studio/ui', 'studio/agent'],
    "The studio's server bundles its page and agent by path; it never imports them.",
  ),
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '.dist-releases/**',
      '**/.astro/**',
      '.build/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'tests/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { tsconfigRootDir: ROOT },
    },
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      // TypeScript modules are parsed as TypeScript when the import rules follow an import into them.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'import/no-restricted-paths': ['error', { zones: ZONES, basePath: ROOT }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      // A timer handle or test value read by a closure declared before it is assigned stays `let`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // Tests edit raw JSON settings and answers, whose loose shape is what they check.
    files: ['tests/**', 'studio/tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: BROWSER.map((folder) => `${folder}/**`),
    rules: {
      'no-restricted-imports': ['error', { paths: BUILD_ONLY_PATHS, patterns: [BUILD_ONLY_PATTERNS] }],
    },
  },
  {
    // Replaces the rule above for these folders, so it repeats the build-only imports.
    files: ['src/lib/**', 'src/config/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: BUILD_ONLY_PATHS,
          patterns: [
            { group: FRAMEWORKS, message: 'src/lib and src/config import no React and no Astro.' },
            BUILD_ONLY_PATTERNS,
          ],
        },
      ],
    },
  },
  {
    // The studio's browser code: no Node (esbuild bundles it for the browser) and its server for types only.
    files: STUDIO_BROWSER.map((folder) => `${folder}/**`),
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: builtinModules.map((name) => ({ name, message: STUDIO_BROWSER_MESSAGE })),
          patterns: [
            { group: ['node:*'], message: STUDIO_BROWSER_MESSAGE },
            {
              regex: '^\\.\\.?/(.*/)?(server|sandbox)(/|$)',
              allowTypeImports: true,
              message: "The studio's page and agent take the server's types only; its data comes over its API.",
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...NODE_GLOBALS.map((name) => ({ name, message: STUDIO_BROWSER_MESSAGE }))],
    },
  },
  {
    // The studio's server runs in Node: the page's browser objects and React belong to studio/ui.
    files: ['studio/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: FRAMEWORKS, message: "The studio's server renders no React: its page is studio/ui." }] },
      ],
      'no-restricted-globals': [
        'error',
        ...BROWSER_GLOBALS.map((name) => ({ name, message: "The studio's server runs in Node: no browser objects." })),
      ],
    },
  },
  {
    // The rules of hooks; the React Compiler's own diagnostics (refs, set-state-in-effect ...) stay off, as we
    // do not run the compiler and they flag the hydration-safe effects on purpose (docs/decisions.md).
    // Components, and hooks kept in .ts files of their own (useCaptcha.ts ...).
    files: ['**/*.tsx', 'src/**/use[A-Z]*.ts', 'studio/ui/use-*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // No /wps path outside an api.ts: the call's one home.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/api.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\/wps\\/./]', message: WPS_PATH_MESSAGE },
        { selector: 'TemplateElement[value.raw=/^\\/wps\\/./]', message: WPS_PATH_MESSAGE },
      ],
    },
  },
);
