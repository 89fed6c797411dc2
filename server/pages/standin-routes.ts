// Stand-ins for the UI-server's own pages: every legacy frame url under /uiserver/, and the two
// single-sign-on navigations. They exist so the console can be run and tested without the real server.
import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { challengeState, confirmSsoChallenge, maxAgeFor, proverOf, requireFreshProof } from '../auth/step-up';
import type { AppContext } from '../context';
import { findAccountById } from '../data/accounts';
import { sendFailure, sendJson } from '../http/reply';
import { queryField } from '../http/request-fields';
import { setFrameAncestors } from '../http/security-headers';
import { escapeHtml, page, STANDIN_STYLESHEET, type PageTheme } from './page-template';
import { ACCOUNT_MANAGEMENT_PAGE, assumeSection, registerAssumeRoute } from './standin-assume';
import {
  failurePage,
  LEGACY_SCRIPT,
  legacyPage,
  listOfSave,
  OPTIONAL_MESSAGES_SCRIPT,
  standinScripts,
  standinSwitch,
  type StandinSwitch,
} from './standin-content';
import {
  DENY_FRAME_ANCESTORS,
  FRAME_BUST_SCRIPT,
  TOP_LATER_SCRIPT,
  TOP_LATER_SECTION,
  TOP_LINKS_SCRIPT,
  topLinksSection,
} from './standin-frame-escapes';
import {
  IDP_CONFIRM_PATH,
  IDP_LANDING_PATH,
  IDP_REAUTH_SCRIPT,
  idpPage,
  idpRefusal,
  isSensitivePage,
  landingPage,
  REAUTH_LANDING_SCRIPT,
  REAUTH_SCRIPT,
  REAUTH_STATUS,
  reauthFormAttributes,
} from './standin-reauth';
import {
  BEACON_SECTION,
  DIRTY_MESSAGE_SCRIPT,
  DIRTY_SECTION,
  FILLED_SECTION,
  GUARD_SECTION,
  INPUT_KINDS_SCRIPT,
  LINKS_SECTION,
  RICH_TEXT_SECTION,
  EDITORS_SECTION,
  sketchSection,
  UNSAVED_GUARD_SCRIPT,
} from './standin-unsaved';

// External files because the CSP forbids inline scripts: the page's help link and its form, and the
// console's optional frame messages (reference mode only).
const LEGACY_JS = readFileSync(new URL('./standin/legacy-page.js', import.meta.url), 'utf8');
const OPTIONAL_MESSAGES_JS = readFileSync(new URL('./standin/optional-messages.js', import.meta.url), 'utf8');
// And the impolite switches' scripts (standin-frame-escapes.ts), in both modes: any real page may.
const FRAME_BUST_JS = readFileSync(new URL('./standin/frame-bust.js', import.meta.url), 'utf8');
const UNSAVED_GUARD_JS = readFileSync(new URL('./standin/unsaved-guard.js', import.meta.url), 'utf8');
const DIRTY_MESSAGE_JS = readFileSync(new URL('./standin/dirty-message.js', import.meta.url), 'utf8');
const INPUT_KINDS_JS = readFileSync(new URL('./standin/input-kinds.js', import.meta.url), 'utf8');
const TOP_LINKS_JS = readFileSync(new URL('./standin/top-links.js', import.meta.url), 'utf8');
const TOP_LATER_JS = readFileSync(new URL('./standin/top-later.js', import.meta.url), 'utf8');
// And step-up's (standin-reauth.ts), in both modes: the contract states them.
const REAUTH_JS = readFileSync(new URL('./standin/reauth.js', import.meta.url), 'utf8');
const IDP_REAUTH_JS = readFileSync(new URL('./standin/idp-reauth.js', import.meta.url), 'utf8');
const REAUTH_LANDING_JS = readFileSync(new URL('./standin/reauth-landing.js', import.meta.url), 'utf8');
// Likewise their stylesheet: the CSP allows no inline style.
const LEGACY_CSS = readFileSync(new URL('./standin/legacy-page.css', import.meta.url), 'utf8');
/** How long a `standin=hang` page keeps the browser waiting at most; server shutdown ends it sooner. */
const HANG_MS = 10 * 60_000;

/** Account theme when signed in, else a `theme` cookie, else the OS preference. */
async function themeOf(ctx: AppContext, request: FastifyRequest): Promise<{ theme: PageTheme; lang: string }> {
  const a = request.session ? await findAccountById(ctx.db, request.session.accountId) : undefined;
  if (a) return { theme: a.theme, lang: a.language };
  const cookie = request.cookies.theme;
  return { theme: cookie === 'light' || cookie === 'dark' ? cookie : 'auto', lang: 'en' };
}

function sendPage(reply: FastifyReply, html: string, status = 200): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/** Path and query exactly as the browser has them (location.pathname / location.search without "?"). */
function splitUrl(url: string): { path: string; query: string } {
  const q = url.indexOf('?');
  return q < 0 ? { path: url, query: '' } : { path: url.slice(0, q), query: url.slice(q + 1) };
}

/** The scripts a switch adds to the page's own; the `dirty` message is the console's, not the contract's. */
function switchScripts(which: StandinSwitch | null, mode: AppContext['contractMode'], path: string): string[] {
  if (which === 'top-links') return [TOP_LINKS_SCRIPT];
  if (which === 'top-later') return [`${TOP_LATER_SCRIPT}?page=${encodeURIComponent(path)}`];
  if (which === 'guard') return [UNSAVED_GUARD_SCRIPT];
  if (which === 'dirty' && mode === 'reference') return [DIRTY_MESSAGE_SCRIPT];
  if (which !== null && which in INPUT_SECTIONS) return [INPUT_KINDS_SCRIPT];
  return [];
}

/** The readings' switches: the section each page holds (its script is `input-kinds.js`). */
const INPUT_SECTIONS: Partial<Record<StandinSwitch, string>> = {
  beacon: BEACON_SECTION,
  'sketch-return': sketchSection('return'),
  'sketch-listen': sketchSection('listen'),
  filled: FILLED_SECTION,
  'rich-text': RICH_TEXT_SECTION,
  editors: EDITORS_SECTION,
  links: LINKS_SECTION,
};

export function registerLegacyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const pageOpts = { config: { kind: 'page', auth: 'optional' } } as const;

  const script = (path: string, text: string): void => {
    app.get(path, { config: { kind: 'page' } }, async (_request, reply) => {
      return reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(text);
    });
  };
  script(LEGACY_SCRIPT, LEGACY_JS);
  script(FRAME_BUST_SCRIPT, FRAME_BUST_JS);
  script(UNSAVED_GUARD_SCRIPT, UNSAVED_GUARD_JS);
  script(INPUT_KINDS_SCRIPT, INPUT_KINDS_JS);
  if (ctx.contractMode === 'reference') script(DIRTY_MESSAGE_SCRIPT, DIRTY_MESSAGE_JS);
  script(TOP_LINKS_SCRIPT, TOP_LINKS_JS);
  script(TOP_LATER_SCRIPT, TOP_LATER_JS);
  script(REAUTH_SCRIPT, REAUTH_JS);
  script(IDP_REAUTH_SCRIPT, IDP_REAUTH_JS);
  script(REAUTH_LANDING_SCRIPT, REAUTH_LANDING_JS);
  if (ctx.contractMode === 'reference') script(OPTIONAL_MESSAGES_SCRIPT, OPTIONAL_MESSAGES_JS);
  app.get(STANDIN_STYLESHEET, { config: { kind: 'page' } }, async (_request, reply) => {
    return reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(LEGACY_CSS);
  });

  // Requests a `standin=hang` page keeps waiting, released when the server closes.
  const hanging = new Set<() => void>();
  app.addHook('onClose', async () => {
    for (const release of hanging) release();
  });
  const hang = (request: FastifyRequest): Promise<void> =>
    new Promise((resolve) => {
      const release = (): void => {
        clearTimeout(timer);
        hanging.delete(release);
        resolve();
      };
      const timer = setTimeout(release, HANG_MS);
      hanging.add(release);
      request.raw.once('close', release);
    });

  app.get('/uiserver/ssologin', pageOpts, async (request, reply) => {
    const reauth = queryField(request.query, 'reauth', 200);
    const { theme, lang } = await themeOf(ctx, request);
    // The identity provider's re-authentication of an SSO account (step-up), in the console's pop-up.
    if (reauth !== undefined) {
      const session = request.session;
      const refuse = (status: number, reason: string): FastifyReply =>
        sendPage(reply, page({ ...idpRefusal(status, reason), theme, lang }), status);
      if (!session) return refuse(401, 'Not signed in: sign in to the console first.');
      const view = await challengeState(ctx, session, reauth);
      if (!view) return refuse(404, 'This check is not one of your session.');
      if (view.factor !== 'sso') return refuse(400, 'This check is not proved through the identity provider.');
      if (view.state !== 'pending') return refuse(410, 'This check has expired or was already answered.');
      const prover = await findAccountById(ctx.db, proverOf(session));
      const who = { name: prover?.name ?? '', email: prover?.email ?? '' };
      return sendPage(reply, page({ ...idpPage(reauth, who), theme, lang, scripts: [IDP_REAUTH_SCRIPT] }));
    }
    const tenant = queryField(request.query, 'TenantID') ?? '';
    const body = `<main>
<h1>Single sign-on (stand-in)</h1>
<p>The real UI-server would start single sign-on for this tenant.</p>
<dl><dt>TenantID</dt><dd><code data-testid="sso-tenant">${escapeHtml(tenant)}</code></dd></dl>
<p><a href="/login">Back to the login page</a></p>
</main>`;
    return sendPage(reply, page({ title: `SSO login ${tenant}`, theme, lang, body }));
  });

  // The stand-in IdP's Confirm, posted by the browser (the token in its `_xsrf` field): the user is
  // proved for the challenge, and the pop-up lands on a page that tells the console and closes.
  app.post(IDP_CONFIRM_PATH, { config: { ...pageOpts.config, xsrf: 'form-field' } }, async (request, reply) => {
    const challenge = queryField(request.body, 'challenge', 200) ?? '';
    const { theme, lang } = await themeOf(ctx, request);
    const refuse = (status: number, reason: string): FastifyReply =>
      sendPage(reply, page({ ...idpRefusal(status, reason), theme, lang }), status);
    if (!request.session) return refuse(401, 'Not signed in: sign in to the console first.');
    const outcome = await confirmSsoChallenge(ctx, request.session, challenge);
    if (outcome === 'unknown') return refuse(404, 'This check is not one of your session.');
    if (outcome === 'not-sso') return refuse(400, 'This check is not proved through the identity provider.');
    if (outcome === 'gone') return refuse(410, 'This check has expired or was already answered.');
    return reply.redirect(`${IDP_LANDING_PATH}?challenge=${encodeURIComponent(challenge)}`, 303);
  });

  app.get(IDP_LANDING_PATH, pageOpts, async (request, reply) => {
    const challenge = queryField(request.query, 'challenge', 200) ?? '';
    const { theme, lang } = await themeOf(ctx, request);
    const view = request.session ? await challengeState(ctx, request.session, challenge) : undefined;
    // Only a challenge of this session that the identity provider confirmed is said to be done.
    if (view?.state !== 'done' || view.factor !== 'sso') {
      return sendPage(reply, page({ ...idpRefusal(410, 'Not confirmed by the identity provider.'), theme, lang }), 410);
    }
    return sendPage(reply, page({ ...landingPage(challenge), theme, lang, scripts: [REAUTH_LANDING_SCRIPT] }));
  });

  app.get('/uiserver/subaccount/ssoLogin', pageOpts, async (request, reply) => {
    const cmpID = queryField(request.query, 'cmpID') ?? '';
    const { theme, lang } = await themeOf(ctx, request);
    const body = `<main>
<h1>Sub-account single sign-on (stand-in)</h1>
<p>The real UI-server would start single sign-on for this sub-account company.</p>
<dl><dt>cmpID</dt><dd><code data-testid="sso-cmpid">${escapeHtml(cmpID)}</code></dd></dl>
<p><a href="/login">Back to the login page</a></p>
</main>`;
    return sendPage(reply, page({ title: `Sub-account SSO login ${cmpID}`, theme, lang, body }));
  });

  // Everything else under /uiserver/ that no other route claims. More specific routes win in the
  // router, so this only sees unknown paths; unknown API and dev paths are plain 404s, not pages.
  // Like the real server-rendered pages, the stand-ins need a session: without one they send the
  // browser to the console's login page (inside a frame, the console then hands over to the top window).
  app.get('/uiserver/*', pageOpts, async (request, reply) => {
    const { path, query } = splitUrl(request.url);
    // An unknown API or dev path is a JSON 404 whoever asks: a redirect to a page would mean nothing
    // to the XHR that called it.
    if (path.startsWith('/uiserver/api/') || path.startsWith('/uiserver/dev/')) {
      return sendJson(reply, { code: 404, message: 'not found' }, 404);
    }
    // Like the real server-rendered pages, the stand-ins need a session; without one the frame is
    // sent to the console's login page (which hands the navigation to the top window).
    if (!request.session) return reply.redirect('/login', 302);
    const { theme, lang } = await themeOf(ctx, request);
    const scripts = standinScripts(ctx.contractMode);
    const which = standinSwitch(query);
    if (which === 'hang') {
      await hang(request);
      if (request.raw.destroyed) return reply;
    }
    if (which === 'fail') {
      const failed = failurePage(path);
      return sendPage(reply, page({ ...failed, theme, lang, scripts }), 500);
    }
    const assume = path === ACCOUNT_MANAGEMENT_PAGE ? await assumeSection(ctx, request.session) : '';
    // The vendor links lead to this server's port, as the browser addressed it.
    const escapes =
      which === 'top-links'
        ? topLinksSection(request.headers.host)
        : which === 'top-later'
          ? TOP_LATER_SECTION
          : which === 'guard'
            ? GUARD_SECTION
            : which === 'dirty'
              ? DIRTY_SECTION
              : ((which === null ? undefined : INPUT_SECTIONS[which]) ?? '');
    // A sensitive page's Save asks for a fresh proof first (standin-reauth.ts), as fresh as its save
    // needs: the signing-in account's own maximum age, else STEP_UP_MAX_AGE (maxAgeFor). The session is
    // there: a request without one was sent to the login page above.
    const sensitive = isSensitivePage(path);
    const edit = sensitive ? { attributes: reauthFormAttributes(await maxAgeFor(ctx, request.session)), after: REAUTH_STATUS } : undefined;
    const content = legacyPage(path, query, `${assume}${escapes}`, edit);
    if (which === 'deny') {
      // Refuses every frame, the console's too: the CSP's frame-ancestors, and the older header beside it.
      setFrameAncestors(reply, DENY_FRAME_ANCESTORS, false);
      reply.header('x-frame-options', 'DENY');
    }
    return sendPage(
      reply,
      page({
        ...content,
        theme,
        lang,
        scripts: [...scripts, ...(sensitive ? [REAUTH_SCRIPT] : []), ...switchScripts(which, ctx.contractMode, path)],
        blockingScripts: which === 'bust' ? [FRAME_BUST_SCRIPT] : [],
      }),
    );
  });

  registerAssumeRoute(app, ctx);

  // The stand-ins' edit forms post here and are sent back to their list (Post/Redirect/Get). Their
  // script sends the XSRF header; the `standin=top-links` form, posted by the browser itself to the
  // top window, carries the token in a form field instead (`xsrf: 'form-field'`, auth/session.ts).
  app.post('/uiserver/*', { config: { ...pageOpts.config, xsrf: 'form-field' } }, async (request, reply) => {
    const { path } = splitUrl(request.url);
    const list = path.startsWith('/uiserver/api/') || path.startsWith('/uiserver/dev/') ? null : listOfSave(path);
    // Any other POST is not a stand-in's: the same 404 as before this route existed.
    if (list === null) return sendFailure(request, reply, 404, 'not found');
    if (!request.session) return reply.redirect('/login', 302);
    // Saving a sensitive page needs a fresh proof: 401 {code:1210, data:{challenge, factor}} otherwise.
    if (isSensitivePage(list)) {
      if (await requireFreshProof(ctx, request, reply)) return reply;
    }
    const note = queryField(request.body, 'note') ?? '';
    return reply.redirect(`${list}?saved=${encodeURIComponent(note.slice(0, 100))}`, 303);
  });
}
