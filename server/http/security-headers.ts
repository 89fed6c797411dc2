// Response headers every reply gets, and the CSP of HTML (console pages and stand-ins) and SVG.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSP_REPORT_GROUP, CSP_REPORT_PATH } from '../routes/csp-report';

// The one CSP of the console and its stand-in pages (the nginx deployment carries the same string).
// No 'unsafe-eval', no inline scripts and no inline styles: a page that writes a <style> element (the
// console's index.html, where styled-components keeps its rules) gets a fresh nonce per response,
// every other page links its stylesheets. Trusted Types are required for every script sink, and
// only the console's own policies exist: their names are declared once, in
// src/engine/markup/policies.ts, and a unit test holds this list to it. Violations are
// reported to the server (routes/csp-report.ts) through report-uri only: with a report-to
// directive Chromium ignores report-uri, and its Reporting API delivered nothing here (see
// docs/security.md), so a report-to would silence every report. Pages may be framed by the console
// alone ('self'), unless the reply names other frame ancestors (setFrameAncestors).
export function consoleCsp(styleNonce?: string, frameAncestors = "'self'", report = true): string {
  const styleSrc = styleNonce === undefined ? "style-src 'self'" : `style-src 'self' 'nonce-${styleNonce}'`;
  return (
    `default-src 'self'; script-src 'self'; ${styleSrc}; img-src 'self' data:; font-src 'self' data:; ` +
    `connect-src 'self'; frame-src 'self'; frame-ancestors ${frameAncestors}; object-src 'none'; base-uri 'self'; ` +
    "require-trusted-types-for 'script'; trusted-types console-markup console-guide-script" +
    (report ? `; report-uri ${CSP_REPORT_PATH}` : '')
  );
}

// The style nonce of the replies that carry one; the CSP header is written from it on send.
const styleNonces = new WeakMap<FastifyReply, string>();

/** A fresh style nonce for this reply's html; the reply's CSP allows exactly it. */
export function styleNonceFor(reply: FastifyReply): string {
  const nonce = randomBytes(16).toString('base64');
  styleNonces.set(reply, nonce);
  return nonce;
}

// The frame ancestors of the replies that name their own; the CSP header is written from them on send.
const frameAncestors = new WeakMap<FastifyReply, { sources: string; report: boolean }>();

/**
 * This reply's CSP allows these frame ancestors instead of 'self': a stand-in page that refuses
 * every frame ("'none'", `standin=deny`), the vendor stand-in that another origin's console may frame.
 * `report: false` leaves the report-uri out: a page refusing the console is a page of its own policy,
 * whose refusals are not the console's violations to report.
 */
export function setFrameAncestors(reply: FastifyReply, sources: string, report = true): void {
  frameAncestors.set(reply, { sources, report });
}

/**
 * The Reporting API endpoint of every page with the console CSP, for other reports (deprecations,
 * interventions) and for a CSP report-to directive once Chromium delivers to it.
 */
export const REPORTING_ENDPOINTS = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;
// An SVG opened directly is a document; this keeps any script in it from running.
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/** Whether the request is the UI-server's (under /uiserver/), judged by the route that answers it or the decoded path. */
export function uiserverPath(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined) return route.startsWith('/uiserver/');
  const path = request.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path).startsWith('/uiserver/');
  } catch {
    return path.startsWith('/uiserver/'); // a malformed escape
  }
}

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    // A console and its UI-server are not for a search index: no reply of either is (robots.txt disallows all too).
    reply.header('x-robots-tag', 'noindex, nofollow');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      const ancestors = frameAncestors.get(reply);
      reply.header('content-security-policy', consoleCsp(styleNonces.get(reply), ancestors?.sources, ancestors?.report));
      reply.header('reporting-endpoints', REPORTING_ENDPOINTS);
    } else if (type.startsWith('image/svg+xml')) reply.header('content-security-policy', SVG_CSP);
    // API replies carry account data: never store them unless a route chose a cache policy. Judged by
    // the route that answered (or the decoded path when none did), never the raw url: `/%75iserver/`
    // reaches the same routes.
    if (uiserverPath(request) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
