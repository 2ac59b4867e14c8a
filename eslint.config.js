// The house rules as lint (ARCHITECTURE.md "Layout" and "Imports"): which folder may import which, no
// import cycles, the rules of hooks and accessible JSX. `npm run lint` fails on any warning.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = readdirSync('src/features');
const UI = ['src/features', 'src/components', 'src/layouts', 'src/pages'];
const FRAMEWORKS = ['react', 'react/*', 'react-dom', 'react-dom/*', '@nanostores/react', 'astro', 'astro/*', 'astro:*'];

/**
 * One `import/no-restricted-paths` zone: files under `target` may not import from `from`.
 * @param {string} target
 * @param {string | string[]} from
 * @param {string} message
 * @param {string[]} [except]
 */
const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });

const FLOWS = 'src/flows';
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
  // The sandbox and the build scripts share the app's settings schema and framework-free core, nothing else.
  zone('sandbox', ['src/stores', FLOWS, ...UI], 'The sandbox reads src/config and src/lib only.'),
  zone('scripts', ['src/stores', FLOWS, ...UI], 'Build scripts read src/config and src/lib only.'),
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '.astro/**',
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
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] } },
      // TypeScript modules are parsed as TypeScript when the import rules follow an import into them.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'import/no-restricted-paths': ['error', { zones: ZONES }],
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
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/lib/**', 'src/config/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: FRAMEWORKS, message: 'src/lib and src/config import no React and no Astro.' }] },
      ],
    },
  },
  {
    // The rules of hooks; the React Compiler's own diagnostics (refs, set-state-in-effect ...) stay off, as we
    // do not run the compiler and they flag the hydration-safe effects on purpose (docs/decisions.md).
    // Components, and hooks kept in .ts files of their own (useCaptcha.ts ...).
    files: ['**/*.tsx', 'src/**/use[A-Z]*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
);
