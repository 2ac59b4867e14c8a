// The house rules as lint (ARCHITECTURE.md "Layout" and "Imports"): which folder may import which, no
// import cycles, the rules of hooks and accessible JSX. `npm run lint` fails on any warning.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = readdirSync('src/features');
const UI = ['src/features', 'src/components', 'src/layouts', 'src/pages'];
const FRAMEWORKS = ['react', 'react/*', 'react-dom', 'react-dom/*', '@nanostores/react', 'astro', 'astro/*', 'astro:*'];

/** One `import-x/no-restricted-paths` zone: files under `target` may not import from `from`. */
const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });

const ZONES = [
  // Imports flow one way: pages -> features -> components and stores -> lib -> config.
  zone('src/config', ['src/lib', 'src/stores', ...UI], 'src/config is the bottom layer: it imports nothing above it.'),
  zone(
    'src/lib',
    ['src/stores', ...UI],
    'src/lib is the framework-free core: no stores, features, components, layouts or pages.',
  ),
  zone('src/stores', UI, 'Stores are shared state: they import no features, components, layouts or pages.'),
  zone(
    'src/components',
    ['src/features', 'src/layouts', 'src/pages'],
    'Shared components know no feature, layout or page.',
  ),
  zone('src/layouts', ['src/pages'], 'Layouts are composed by pages, never the other way round.'),
  // No feature imports another: pages and layouts compose them.
  ...FEATURES.map((feature) =>
    zone(`src/features/${feature}`, 'src/features', `A feature never imports another feature (${feature}).`, [
      `./${feature}`,
    ]),
  ),
  // The sandbox and the build scripts share the app's settings schema and framework-free core, nothing else.
  zone('sandbox', ['src/stores', ...UI], 'The sandbox reads src/config and src/lib only.'),
  zone('scripts', ['src/stores', ...UI], 'Build scripts read src/config and src/lib only.'),
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
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: ZONES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
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
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
);
