/**
 * Serves the checked route table to the console as `virtual:route-manifests`. A manifest that fails
 * the check stops the build, and in the dev server shows Vite's error overlay, naming the file,
 * the route and the fault; the browser never receives an unchecked route, nor the fields that only
 * document a route (`reauth`).
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { formatProblem } from '../../src/engine/access/manifest-check.ts';
import { loadAndCheck, manifestSource } from './manifest-source.ts';

const PUBLIC_ID = 'virtual:route-manifests';
const RESOLVED_ID = `\0${PUBLIC_ID}`;

export function routeManifests(root: string): Plugin {
  const source = manifestSource(root);
  const watched = [source.routesDir, source.cataloguePath, source.localesDir];
  return {
    name: 'route-manifests',
    resolveId(id) {
      return id === PUBLIC_ID ? RESOLVED_ID : null;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return null;
      const result = await loadAndCheck(source);
      for (const file of result.files) this.addWatchFile(path.join(root, file));
      this.addWatchFile(source.cataloguePath);
      if (result.problems.length > 0) {
        const lines = result.problems.map(formatProblem);
        throw new Error(`Invalid route manifests:\n${lines.join('\n')}`);
      }
      // `reauth` is documentation only (the access report shows it; the console does not act on it):
      // left out of the bundle the signed-in shell carries.
      return `export default ${JSON.stringify(result.routes, (key, value: unknown) => (key === 'reauth' ? undefined : value))};`;
    },
    configureServer(server) {
      server.watcher.add(watched);
      const reload = (file: string): void => {
        if (!watched.some((dir) => file.startsWith(dir))) return;
        const module = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (module) server.moduleGraph.invalidateModule(module);
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('change', reload);
      server.watcher.on('add', reload);
      server.watcher.on('unlink', reload);
    },
  };
}
