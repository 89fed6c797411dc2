// Response headers every reply gets, and the CSP of HTML (console pages and stand-ins) and SVG.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { CSP_REPORT_GROUP, CSP_REPORT_PATH } from "./routes/csp-report.ts";

// The one CSP of the console and its stand-in pages (the nginx deployment carries the same string).
// No 'unsafe-eval' and no inline scripts; inline styles are allowed for the component library
// (docs/security.md says what stands in the way of nonces). Trusted Types are required for every
// script sink, and only the console's own policies exist: their names are declared once, in
// src/engine/trusted-types/policies.ts, and a unit test holds this list to it. Violations are
// reported to the server (routes/csp-report.ts) through report-uri only: with a report-to
// directive Chromium ignores report-uri, and its Reporting API delivered nothing here (see
// docs/security.md), so a report-to would silence every report.
export const CONSOLE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; " +
  "connect-src 'self'; frame-src 'self'; frame-ancestors 'self'; object-src 'none'; base-uri 'self'; " +
  "require-trusted-types-for 'script'; trusted-types console-markup console-guide-script; " +
  `report-uri ${CSP_REPORT_PATH}`;
/**
 * The Reporting API endpoint of every page with CONSOLE_CSP, for other reports (deprecations,
 * interventions) and for a CSP report-to directive once Chromium delivers to it.
 */
export const REPORTING_ENDPOINTS = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;
// An SVG opened directly is a document; this keeps any script in it from running.
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

function uiserverPath(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined) return route.startsWith("/uiserver/");
  const path = request.url.split("?")[0] ?? "";
  try {
    return decodeURIComponent(path).startsWith("/uiserver/");
  } catch {
    return path.startsWith("/uiserver/"); // a malformed escape
  }
}

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "same-origin");
    const type = String(reply.getHeader("content-type") ?? "");
    if (type.startsWith("text/html")) {
      reply.header("content-security-policy", CONSOLE_CSP);
      reply.header("reporting-endpoints", REPORTING_ENDPOINTS);
    }
    else if (type.startsWith("image/svg+xml")) reply.header("content-security-policy", SVG_CSP);
    // API replies carry account data: never store them unless a route chose a cache policy. Judged by
    // the route that answered (or the decoded path when none did), never the raw url: `/%75iserver/`
    // reaches the same routes.
    if (uiserverPath(request) && !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    return payload;
  });
}
