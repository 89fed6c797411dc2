// GET /version.json: the version of the console built into STATIC_DIR (written by the build beside
// index.html, schemas/version-file.schema.json). An open tab reads it when a part of the console
// fails to load, to tell a new deployment from a network failure, so it is never cached, and it is
// read from disk on every request: a new build under a running server is the next answer. A console
// built without one gets a 404, never the index.html fallback.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';

export const VERSION_FILE_PATH = '/version.json';

export function registerVersionFile(app: FastifyInstance, staticDir: string): void {
  const file = resolve(staticDir, 'version.json');
  app.get(VERSION_FILE_PATH, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    let body: string;
    try {
      body = await readFile(file, 'utf8');
    } catch {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
