// What the impolite test switches of a stand-in page add: real legacy pages were written to own the
// browser tab, not to live in the console's frame, so some bust out of any frame (`standin=bust`),
// some link, post and script their way to the top window (`standin=top-links`), and some refuse to be
// framed at all (`standin=deny`). The browser tests drive the console against each (server/README.md).
import { XSRF_FIELD } from '../auth/session';
import { escapeHtml } from './page-template';
import { saveUrl } from './standin-content';
import { VENDOR_SITE_PATH } from './vendor-site';

/** The classic frame-buster, run in the head of a `standin=bust` page. */
export const FRAME_BUST_SCRIPT = '/uiserver/_standin/frame-bust.js';
/** The `standin=top-links` page's script: the top.location button, and the XSRF field of its form. */
export const TOP_LINKS_SCRIPT = '/uiserver/_standin/top-links.js';

/** The `standin=top-later` page's script, served with the page's path in its query (each page's copy its own url). */
export const TOP_LATER_SCRIPT = '/uiserver/_standin/top-later.js';

/** The `standin=top-later` section: says when the page's script has sent the window away. */
export const TOP_LATER_SECTION = `<section aria-labelledby="standin-top-later">
<h2 id="standin-top-later">Sent away later</h2>
<p>This page's script sends the whole window to Mail Tracking a while after it loaded: <output id="top-later-sent">waiting</output>.</p>
<p><label>Note <input id="top-later-note" name="note"></label></p>
</section>`;

/** A `standin=deny` page's frame ancestors: none, with `X-Frame-Options: DENY` beside them for older browsers. */
export const DENY_FRAME_ANCESTORS = "'none'";

/** `vendor.localhost` is loopback to Chromium, so this server answers it (vendor-site.ts) as another origin. */
const VENDOR_HOST = 'vendor.localhost';

/** The port of a Host header ("" for none or the default one), so the vendor link reaches this same server. */
export function hostPort(host: string | undefined): string {
  if (!host) return '';
  try {
    return new URL(`http://${host}`).port;
  } catch {
    return ''; // not a host[:port]: the default port
  }
}

/** The vendor stand-in as another origin, on the port the request came in on. */
export function vendorSiteUrl(host: string | undefined): string {
  const port = hostPort(host);
  return `http://${VENDOR_HOST}${port ? `:${port}` : ''}${VENDOR_SITE_PATH}`;
}

/** The list page whose save the `_top` form posts to (answered 303 back to that list, `?saved=`). */
const TOP_FORM_LIST = '/uiserver/legacy/logs/audit-log';

/**
 * The `standin=top-links` section: every way a page leaves its frame without asking the console.
 * Stable ids for the tests; `host` is the request's Host header (the vendor links' port).
 */
export function topLinksSection(host: string | undefined): string {
  const vendor = escapeHtml(vendorSiteUrl(host));
  return `<section aria-labelledby="standin-top-links">
<h2 id="standin-top-links">Out of the frame</h2>
<ul>
<li><a id="top-legacy" href="/uiserver/legacy/logs/policy-events" target="_top">Policy events (target _top)</a></li>
<li><a id="parent-legacy" href="/uiserver/legacy/quarantine/query?from=parent" target="_parent">Quarantine query (target _parent)</a></li>
<li><a id="top-logoff" href="/uiserver/logoff" target="_top">Log off (target _top)</a></li>
<li><a id="top-foreign" href="${vendor}" target="_top">Vendor site (target _top)</a></li>
<li><a id="self-foreign" href="${vendor}">Vendor site (same frame)</a></li>
</ul>
<form id="top-form" method="post" action="${escapeHtml(saveUrl(TOP_FORM_LIST))}" target="_top"><input type="hidden" name="${XSRF_FIELD}" value=""><input name="note" value="from a _top form"><button type="submit">Save (target _top)</button></form>
<p><button id="script-top" type="button">Go by script (top.location)</button></p>
</section>`;
}
