// The signed-in account: present, assume-as, theme, locale, region, promotion, upgrade, migration.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assumingAdministrator } from '../auth/assuming';
import { parseLoginName } from '../auth/login-name';
import { sessionOf } from '../auth/session';
import { supportFields } from '../auth/support-previous';
import type { AppContext } from '../context';
import { findAccountById, findAccountByLogin, saveLanguage, saveRegion, saveTheme, type AccountRow } from '../data/accounts';
import { upgradeLandingUrl } from '../data/demo-data';
import { findPromotion } from '../data/promotions';
import { releaseAssume } from '../data/sessions';
import { listSites, siteExists } from '../data/sites';
import { endSupportSession } from '../data/support-sessions';
import { API } from '../http/contract-table';
import { sendFailure, sendJson, sendXml } from '../http/reply';
import { field, queryField } from '../http/request-fields';
import { x, xmlText } from '../http/xml';
import { presentDocument } from './account-present';

/** The session's account; a session whose account is gone counts as signed out. */
async function currentAccount(ctx: AppContext, request: FastifyRequest): Promise<AccountRow | undefined> {
  return findAccountById(ctx.db, sessionOf(request).accountId);
}

export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const xmlAuth = { config: { kind: 'xml', auth: 'required' } } as const;
  const jsonAuth = { config: { kind: 'json', auth: 'required' } } as const;

  app.get(`${API}/account/present`, xmlAuth, async (request, reply) => {
    const a = await currentAccount(ctx, request);
    if (!a) return sendFailure(request, reply, 401, 'not signed in');
    return sendXml(reply, 0, 'ok', await presentDocument(ctx, a));
  });

  app.get(`${API}/account/assumeas/previous`, xmlAuth, async (request, reply) => {
    const a = await currentAccount(ctx, request);
    if (!a) return sendFailure(request, reply, 401, 'not signed in');
    const session = sessionOf(request);
    const assumer = await assumingAdministrator(ctx, session);
    if (assumer !== null) {
      const support = session.supportSessionId === null ? [] : await supportFields(ctx, session.supportSessionId);
      return sendXml(reply, 0, 'ok', [x('previous', [x('assumeas_name', assumer.name), x('assumeas_id', assumer.id), ...support])]);
    }
    if (a.assumeas_name === null || a.assumeas_id === null || sessionOf(request).assumeReleased) return sendXml(reply, 0, 'ok');
    return sendXml(reply, 0, 'ok', [x('previous', [x('assumeas_name', a.assumeas_name), x('assumeas_id', a.assumeas_id)])]);
  });

  // A GET that changes state (the contract fixes the method). It only affects the caller's own
  // session, and SameSite=Lax plus the XMLHttpRequest marker keep other sites from triggering it.
  app.get(`${API}/account/assumeas/release`, xmlAuth, async (request, reply) => {
    if (request.headers['x-requested-with'] !== 'XMLHttpRequest') return sendXml(reply, 403, 'XMLHttpRequest required', [], 403);
    const session = sessionOf(request);
    // The first end stands: a release racing the session's expiry leaves it ended by the expiry.
    if (session.supportSessionId !== null) await endSupportSession(ctx.db, session.supportSessionId, ctx.now(), 'supporter');
    await releaseAssume(ctx.db, session.idHash);
    return sendXml(reply, 0, 'ok');
  });

  app.get(`${API}/account/theme`, jsonAuth, async (request, reply) => {
    const a = await currentAccount(ctx, request);
    if (!a) return sendFailure(request, reply, 401, 'not signed in');
    return sendJson(reply, { code: 0, message: 'ok', data: { curTheme: a.theme } });
  });

  app.put(`${API}/account/theme`, jsonAuth, async (request, reply) => {
    const theme = field(request.body, 'theme');
    if (theme !== 'light' && theme !== 'dark') return sendJson(reply, { code: 400, message: 'theme must be light or dark' }, 400);
    await saveTheme(ctx.db, sessionOf(request).accountId, theme);
    return sendJson(reply, { code: 0, message: 'ok', data: { theme } });
  });

  app.put(`${API}/adminui/resetlocale`, xmlAuth, async (request, reply) => {
    const locale = xmlText(request.body, ['locale']);
    if (locale !== 'en' && locale !== 'ja') return sendXml(reply, 400, 'locale must be en or ja', [], 400);
    await saveLanguage(ctx.db, sessionOf(request).accountId, locale);
    return sendXml(reply, 0, 'ok');
  });

  app.get(`${API}/account/sites`, jsonAuth, async (_request, reply) => {
    const sites = await listSites(ctx.db);
    return sendJson(
      reply,
      sites.map((r) => ({ site: r.site, name: r.name, order: r.sort })),
    );
  });

  // First-run region choice (no API prefix, per the contract).
  app.post('/uiserver/account/site', jsonAuth, async (request, reply) => {
    const site = field(request.body, 'data_site', 16);
    const timezone = field(request.body, 'timezone', 64) ?? '';
    const language = field(request.body, 'language', 8) ?? '';
    if (!site || !(await siteExists(ctx.db, site))) return sendJson(reply, { code: 400, message: 'unknown data_site' }, 400);
    if (language && language !== 'en' && language !== 'ja')
      return sendJson(reply, { code: 400, message: 'language must be en or ja' }, 400);
    await saveRegion(ctx.db, sessionOf(request).accountId, { site, timezone, language });
    return sendJson(reply, { code: 0, message: 'ok' });
  });

  app.get(`${API}/account/visionone/promotion`, jsonAuth, async (request, reply) => {
    const a = await currentAccount(ctx, request);
    if (!a) return sendFailure(request, reply, 401, 'not signed in');
    const p = (await findPromotion(ctx.db, a.account_id)) ?? { is_promotion: 0, status: 0, url: '', deadline_date: '' };
    return sendJson(reply, {
      errorCode: '0',
      data: {
        is_promotion: p.is_promotion,
        status: p.status,
        url: p.url,
        account_name: a.name,
        email: a.email,
        deadline_date: p.deadline_date,
      },
    });
  });

  app.get(`${API}/account/visionone/productupgrade`, jsonAuth, async (request, reply) => {
    const a = await currentAccount(ctx, request);
    if (!a) return sendFailure(request, reply, 401, 'not signed in');
    const landing = upgradeLandingUrl(a.account_id);
    if (a.upgrade_error) {
      // The status is deliberately NotStarted here: a console must honour errorCode and hide the banner.
      return sendJson(reply, {
        errorCode: a.upgrade_error,
        errorMessage: 'upgrade status unavailable',
        upgradeStatus: 0,
        landingPageSsoURL: '',
      });
    }
    return sendJson(reply, { errorCode: '0', errorMessage: '', upgradeStatus: a.upgrade_status, landingPageSsoURL: landing });
  });

  // Unauthenticated by design (checked before login). Unknown users look like "not migrating".
  app.get(`${API}/withoutauth/account/migration/status`, { config: { kind: 'json' } }, async (request, reply) => {
    const { username, namespace } = parseLoginName(queryField(request.query, 'username', 256) ?? '');
    const a = username ? await findAccountByLogin(ctx.db, username, namespace) : undefined;
    const migrating = a && a.migration_status !== null;
    return sendJson(reply, {
      errorCode: '0',
      errorMessage: '',
      migrationStatus: migrating ? a.migration_status : 0,
      redirectURL: migrating ? a.migration_redirect_url : '',
      customer: migrating ? a.migration_customer : false,
      sso: migrating ? a.migration_sso : false,
    });
  });
}
