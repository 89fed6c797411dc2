// The built console: files of STATIC_DIR, and index.html for every other GET outside /uiserver/
// (client-side routes such as /administration/...), except /login, answered with login.html: the same
// page with the login form prerendered, so it paints before the scripts have run. Hashed /assets/
// files cache for a year; everything else revalidates so a new build shows up at once. Both pages are
// templates: each reply fills in a fresh style nonce (the CSP of that reply allows it), so they are
// never answered 304.
import { readFileSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendFailure } from '../http/reply';
import { styleNonceFor } from '../http/security-headers';

const LONG_CACHE = 'public, max-age=31536000, immutable';
// Where index.html names its style nonce (`<meta property="csp-nonce" nonce=…>`, read by styled-components).
const NONCE_PLACEHOLDER = /__CSP_NONCE__/g;

/**
 * A built page template (index.html, login.html), read once per build: the file is read again only when it changed on disk
 * (a new `npm run build` while the server runs). Undefined while the console is not built.
 */
function pageTemplate(file: string): () => string | undefined {
  let cached: { mtimeMs: number; html: string } | undefined;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return undefined;
    }
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(file, 'utf8') };
    return cached.html;
  };
}

const PAGE_TEMPLATES = new Set(['/index.html', '/login.html']);
/** The client route answered with the prerendered login page. */
const LOGIN_PATH = '/login';

export async function registerStatic(app: FastifyInstance, staticDir: string): Promise<void> {
  const root = resolve(staticDir);
  const assets = `${root}${sep}assets${sep}`;
  await app.register(fastifyStatic, {
    root,
    index: false, // "/" goes through the fallback below, like every client route
    cacheControl: false, // set by setHeaders instead
    dotfiles: 'ignore', // dotfiles count as missing: they get the fallback like any unknown path
    // Directory urls ("/", "/locales/") are not files: hand them to the fallback instead of a 403.
    // The two page templates go there too: they are never sent as the files on disk.
    allowedPath: (pathName) => !pathName.endsWith('/') && !PAGE_TEMPLATES.has(pathName),
    suppressWarning: true, // the directory may not exist until `npm run build`
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.startsWith(assets) ? LONG_CACHE : 'no-cache');
    },
  });

  const indexHtml = pageTemplate(resolve(root, 'index.html'));
  // A build without it (or an older one) still signs in: the login page then renders in the browser.
  const loginHtml = pageTemplate(resolve(root, 'login.html'));
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path.startsWith('/uiserver/')) {
      return sendFailure(request, reply, 404, 'not found');
    }
    const template = (path === LOGIN_PATH ? loginHtml() : undefined) ?? indexHtml();
    if (template === undefined) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(`The console is not built: ${root}/index.html is missing. Run \`npm run build\`, then reload.\n`);
    }
    const nonce = styleNonceFor(reply);
    return reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(template.replace(NONCE_PLACEHOLDER, () => nonce));
  });
}
