// Stand-ins for the UI-server's own pages: every legacy frame url under /uiserver/, and the two
// single-sign-on navigations. They exist so the console can be run and tested without the real server.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { findAccountById } from "../accounts.ts";
import { queryField } from "../body.ts";
import type { AppContext } from "../context.ts";
import { escapeHtml, page, type PageTheme } from "../html.ts";
import { sendJson } from "../reply.ts";

const HELP_LINK_SCRIPT = "/uiserver/_standin/help-link.js";

// An external file because the CSP forbids inline scripts. Tells the shell this page's help link.
const HELP_LINK_JS = `// Stand-in legacy page: report the help link to the console shell (contract, "Embedded legacy pages").
window.parent.postMessage({ type: "help-link", url: "https://docs.example.com/help" + location.pathname }, location.origin);
`;

/** Account theme when signed in, else a `theme` cookie, else the OS preference. */
async function themeOf(ctx: AppContext, request: FastifyRequest): Promise<{ theme: PageTheme; lang: string }> {
  const a = request.session ? await findAccountById(ctx, request.session.accountId) : undefined;
  if (a) return { theme: a.theme, lang: a.language };
  const cookie = request.cookies.theme;
  return { theme: cookie === "light" || cookie === "dark" ? cookie : "auto", lang: "en" };
}

function sendPage(reply: FastifyReply, html: string): FastifyReply {
  return reply.code(200).type("text/html; charset=utf-8").header("cache-control", "no-store").send(html);
}

/** Path and query exactly as the browser has them (location.pathname / location.search without "?"). */
function splitUrl(url: string): { path: string; query: string } {
  const q = url.indexOf("?");
  return q < 0 ? { path: url, query: "" } : { path: url.slice(0, q), query: url.slice(q + 1) };
}

export function registerLegacyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const pageOpts = { config: { kind: "page", auth: "optional" } } as const;

  app.get(HELP_LINK_SCRIPT, { config: { kind: "page" } }, async (_request, reply) => {
    return reply.type("text/javascript; charset=utf-8").header("cache-control", "no-cache").send(HELP_LINK_JS);
  });

  app.get("/uiserver/ssologin", pageOpts, async (request, reply) => {
    const tenant = queryField(request.query, "TenantID") ?? "";
    const { theme, lang } = await themeOf(ctx, request);
    const body = `<main>
<h1>Single sign-on (stand-in)</h1>
<p>The real UI-server would start single sign-on for this tenant.</p>
<dl><dt>TenantID</dt><dd><code data-testid="sso-tenant">${escapeHtml(tenant)}</code></dd></dl>
<p><a href="/login">Back to the login page</a></p>
</main>`;
    return sendPage(reply, page({ title: `SSO login ${tenant}`, theme, lang, body }));
  });

  app.get("/uiserver/subaccount/ssoLogin", pageOpts, async (request, reply) => {
    const cmpID = queryField(request.query, "cmpID") ?? "";
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
  app.get("/uiserver/*", pageOpts, async (request, reply) => {
    if (!request.session) return reply.redirect("/login", 302);
    const { path, query } = splitUrl(request.url);
    if (path.startsWith("/uiserver/api/") || path.startsWith("/uiserver/dev/")) {
      return sendJson(reply, { code: 404, message: "not found" }, 404);
    }
    const { theme, lang } = await themeOf(ctx, request);
    const body = `<main>
<h1>Legacy page</h1>
<p>A stand-in for a server-rendered page of the UI-server.</p>
<dl>
<dt>Path</dt><dd><code data-testid="legacy-path">${escapeHtml(path)}</code></dd>
<dt>Query</dt><dd><code data-testid="legacy-query">${escapeHtml(query)}</code></dd>
</dl>
</main>`;
    return sendPage(reply, page({ title: path, theme, lang, body, scripts: [HELP_LINK_SCRIPT] }));
  });
}
