/**
 * Unit tests: beside their modules (src/**, server/**, scripts/**, studio/**). The browser tests under
 * tests/e2e belong to Playwright and are never collected here.
 *
 * The Vite config is merged in so that a unit test sees the same plugins (React, the route-manifest
 * virtual modules) as the build. The default environment is node; a test that needs a DOM opts in
 * with a `// @vitest-environment jsdom` comment at its top.
 */
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'studio/**/*.test.ts', 'bench/**/*.test.ts'],
      exclude: [...configDefaults.exclude, 'tests/e2e/**', 'dist/**', '.tmp/**'],
      environment: 'node',
      // Vitest's default is one worker fewer than the cores: one worker on the two-core CI machine,
      // where the run then spent half its time with a core idle. At least two; tests that do real
      // work (scrypt, PGlite, a lint over the tree) give themselves the time that takes.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      // While the project is young a run may find no unit test; that is not a failure.
      passWithNoTests: true,
    },
  }),
);
