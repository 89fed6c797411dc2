// A stand-in for another origin's site (a vendor's), where a legacy page's links may lead
// (`standin=top-links`): served at http://vendor.localhost:PORT/uiserver/dev/vendor-site, which
// Chromium resolves to loopback, so this same server plays the other origin. A dev helper: http/app.ts
// registers it inside the dev helpers' scope, so their loopback gate holds and strict mode has none.
import type { FastifyInstance } from 'fastify';
import { setFrameAncestors } from '../http/security-headers';
import { page } from './page-template';

export const VENDOR_SITE_PATH = '/uiserver/dev/vendor-site';

/**
 * Any loopback console may frame it, as a vendor that allows its customers' consoles would; no
 * X-Frame-Options, which would forbid every other origin whatever the CSP says.
 */
export const VENDOR_FRAME_ANCESTORS = 'http://localhost:* http://127.0.0.1:* http://*.localhost:*';

export function registerVendorSite(app: FastifyInstance): void {
  // No session: the vendor knows nothing of the UI-server's.
  app.get(VENDOR_SITE_PATH, { config: { kind: 'page' } }, async (_request, reply) => {
    setFrameAncestors(reply, VENDOR_FRAME_ANCESTORS);
    const body = `<main>
<h1>Vendor site</h1>
<p>A stand-in for another origin's site, where a legacy page's links may lead.</p>
</main>`;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page({ title: 'Vendor site', theme: 'auto', body }));
  });
}
