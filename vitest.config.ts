import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests split by cost: `npm run test:unit` runs the pure unit tests in seconds; the suites that run real
// builds (and nginx, bash, the CI replay), the sandbox's HTTP server, or the Firebase emulator are projects of
// their own. `vitest run` (npm test) runs them all.
const project = (name: string, folder: string, options: { isolate?: boolean; fileParallelism?: boolean } = {}) => ({
  extends: true as const,
  test: { name, include: [`${folder}/**/*.test.ts`], testTimeout: 20_000, ...options },
});

export default defineConfig({
  // Tests import the app as '@/lib/...' rather than '../../../../src/lib/...' (tsconfig.json "paths").
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  test: {
    environment: 'node',
    projects: [
      // One module registry per worker: a fresh one per file cost 45 of the 60 s. Tests reset what they share.
      project('unit', 'tests/unit', { isolate: false }),
      project('sandbox', 'tests/sandbox'),
      // One file at a time: Astro builds from one checkout share its .astro/ folder, and two at once break each other.
      project('build', 'tests/build', { fileParallelism: false }),
      project('emulator', 'tests/emulator'),
      // The merchant studio's server and form, on copies of the sample merchants (its own app: studio/).
      project('studio', 'studio/tests'),
    ],
    coverage: {
      provider: 'v8',
      // The framework-free core; the issue asks for at least 90 % of its lines.
      include: ['src/lib/**'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
      thresholds: { lines: 90 },
    },
  },
});
