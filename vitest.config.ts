/**
 * Unit tests: beside their modules (src/**, server/**, scripts/**, studio/**). The browser tests under
 * tests/e2e belong to Playwright and are never collected here.
 *
 * The Vite config is merged in so that a unit test sees the same plugins (React, the route-manifest
 * virtual modules) as the build. The default environment is node; a test that needs a DOM opts in
 * with a `// @vitest-environment jsdom` comment at its top.
 */
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'studio/**/*.test.ts', 'bench/**/*.test.ts'],
      exclude: [...configDefaults.exclude, 'tests/e2e/**', 'dist/**', '.tmp/**'],
      environment: 'node',
      // While the project is young a run may find no unit test; that is not a failure.
      passWithNoTests: true,
    },
  }),
);
