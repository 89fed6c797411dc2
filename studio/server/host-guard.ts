/**
 * The Host check on every answer of a studio-mode server, the studio's page (which carries the
 * token) first: a DNS-rebinding page reaches the server under its own name, so any answer given to
 * another name could be read by it. `localhost` is the same machine under the other loopback name:
 * it is sent to the studio's address (one origin, so one draft in the browser's storage and one
 * session cookie). `*.localhost` names resolve to loopback only, in browsers (RFC 6761), so no
 * rebinding page can stand behind them: the console's stand-ins use one as a second origin
 * (`vendor.localhost`, server/pages/vendor-site.ts); the studio's own paths never answer it.
 */
export type HostVerdict = { pass: true } | { pass: false; redirect: string } | { pass: false; redirect: null; message: string };

const STUDIO_PATH = /^\/(studio(\/|$|\?)|uiserver\/dev\/studio\/)/;

/** What to do with a request for `url` under Host `host`, for the studio at `origin` (`http://127.0.0.1:PORT`). */
export function hostVerdict(host: string | undefined, origin: string, url: string): HostVerdict {
  const own = new URL(origin);
  if (host === own.host) return { pass: true };
  const named = host === undefined ? null : /^([a-z0-9.-]+):(\d{1,5})$/i.exec(host);
  const name = named?.[1]?.toLowerCase();
  if (named !== null && named?.[2] === own.port) {
    if (name === 'localhost') return { pass: false, redirect: `${own.origin}${url}` };
    if (name?.endsWith('.localhost') && !STUDIO_PATH.test(url)) return { pass: true };
  }
  return { pass: false, redirect: null, message: `the studio answers only at ${own.origin}` };
}
