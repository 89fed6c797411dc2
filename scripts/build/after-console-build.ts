/**
 * The hook of the build plugins that finish the console's files once Vite has written them (the
 * prerendered pages, the compile hints): run with the build's output folder, and only for the
 * console's own build, not for the library or server builds such a plugin starts itself.
 */
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

export function afterConsoleBuild(name: string, root: string, finish: (outDir: string) => Promise<void> | void): Plugin {
  let config: ResolvedConfig;
  return {
    name,
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr || config.build.lib) return;
      await finish(path.resolve(root, config.build.outDir));
    },
  };
}
