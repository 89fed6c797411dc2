// GET /console-config.json: the console's deployment settings (schemas/console-config.schema.json).
// In production it is a static file next to the console; here the server can set it from its
// options (GUIDE_TOOL_* in main.ts), else the built file answers, else an empty object.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';

export interface ConsoleConfig {
  guideTool?: { scriptUrl: string; apiKey: string; globalName: string };
}

export function registerConsoleConfig(app: FastifyInstance, staticDir: string, config: ConsoleConfig | undefined): void {
  app.get('/console-config.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (config) return reply.type('application/json').send(JSON.stringify(config));
    const file = resolve(staticDir, 'console-config.json');
    return reply.type('application/json').send(existsSync(file) ? readFileSync(file, 'utf8') : '{}');
  });
}
