// Public information: the co-branding banner image and the engine/pattern versions of the About dialog.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { listVersions } from '../data/version-info';
import { API } from '../http/contract-table';
import { sendJson } from '../http/reply';
import { queryField } from '../http/request-fields';
import { escapeXml } from '../http/xml';

const DEFAULT_COBRAND = 3;
const DARK_COBRAND = 1; // the dark theme's default banner is the one of cobranding id 1
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A small generated SVG banner; colours follow the cobrand id so light and dark differ. */
function bannerSvg(label: string, dark: boolean): string {
  const fg = dark ? '#f0f3f6' : '#1f2328';
  const accent = dark ? '#4493f8' : '#0969da';
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="200" height="32" viewBox="0 0 200 32" role="img" aria-label="Email Security">
  <rect x="2" y="6" width="20" height="20" rx="4" fill="${accent}"/>
  <path d="M6 12 l6 5 l6 -5" stroke="#ffffff" stroke-width="2" fill="none"/>
  <text x="30" y="21" font-family="sans-serif" font-size="14" font-weight="600" fill="${fg}">Email Security</text>
  <text x="196" y="21" font-family="sans-serif" font-size="9" text-anchor="end" fill="${fg}" opacity="0.6">${escapeXml(label)}</text>
</svg>`;
}

export function registerInfoRoutes(app: FastifyInstance, ctx: AppContext): void {
  // No session needed: the login page shows the banner of a cached cobrand before anyone signs in.
  app.get(`${API}/cobrand/banner`, { config: { kind: 'image' } }, async (request, reply) => {
    const idText = queryField(request.query, 'cobrand_id');
    const uuid = queryField(request.query, 'cobrand_uuid');
    const type = queryField(request.query, 'bannertype') ?? '1';
    if (type !== '1') return sendJson(reply, { code: 400, message: 'bannertype must be 1' }, 400);
    let label: string;
    let dark = false;
    if (idText !== undefined) {
      if (!/^\d{1,9}$/.test(idText)) return sendJson(reply, { code: 400, message: 'cobrand_id must be a number' }, 400);
      dark = Number(idText) === DARK_COBRAND;
      label = `#${Number(idText)}`;
    } else if (uuid !== undefined) {
      if (!UUID.test(uuid)) return sendJson(reply, { code: 400, message: 'cobrand_uuid must be a UUID' }, 400);
      label = uuid.slice(0, 8);
    } else {
      label = `#${DEFAULT_COBRAND}`;
    }
    return reply.type('image/svg+xml').header('cache-control', 'private, max-age=300').send(bannerSvg(label, dark));
  });

  app.get(`${API}/withoutauth/starcloudversioninfo`, { config: { kind: 'json' } }, async (_request, reply) => {
    const info: Record<string, string> = {};
    for (const r of await listVersions(ctx.db)) {
      info[r.component] = r.version;
      info[`${r.component}_last_update_time`] = r.last_update_time.toISOString().replace(/\.\d{3}Z$/, 'Z');
    }
    return sendJson(reply, { errorCode: '0', starcloudversioninfo: info });
  });
}
