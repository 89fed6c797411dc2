/**
 * Which urls a legacy frame may show: one rule for the manifest checker (a route's frame url, at
 * build time) and for the workspace (a framed page restored from the console's url, at run time).
 * A framed page is a same-origin path under /uiserver/ that is a page: never the API, the dev tools
 * or the single-sign-on navigations, which leave the console rather than render inside it.
 */
import { API_ROOT } from '../../generated/calls/prefix.ts';
import { ssoLoginPath } from '../../generated/calls/sso-login.ts';
import { subaccountSsoLoginPath } from '../../generated/calls/subaccount-sso-login.ts';
import { isPathUnder } from './path-under.ts';

// The API and the sign-on navigations come from the table of the contract's calls; the reference
// server's dev tools are no contract call. Compared in lower case, as the path is.
const NOT_PAGES = [ssoLoginPath, subaccountSsoLoginPath, '/uiserver/dev'].map((prefix) => prefix.toLowerCase());

/** Why `url` may not be framed, or null when it may. `url` is a path with an optional query. */
export function frameUrlProblem(url: string): string | null {
  const base = 'https://console.invalid';
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return `frame url ${url} is not a url`;
  }
  if (parsed.origin !== base || !url.startsWith('/') || url.startsWith('//') || url.includes('\\')) {
    return `frame url ${url} is not a same-origin relative path`;
  }
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const segments = path.split('/').slice(1);
  if (segments.some((segment) => segment === '..' || segment === '.' || segment === '')) {
    return `frame url ${url} has an empty or dot segment`;
  }
  // An encoded dot or separator would become one once the server decodes the path.
  if (/%2e|%2f|%5c/i.test(path)) return `frame url ${url} has an encoded dot or separator`;
  if (!path.startsWith('/uiserver/')) return `frame url ${url} is not a UI-server page under /uiserver/`;
  // In lower case, so that another spelling of the API or a navigation (/UIServer/API) is refused too.
  const pathname = parsed.pathname.toLowerCase();
  if (isPathUnder(pathname, API_ROOT.toLowerCase())) return `frame url ${url} addresses the API, not a page`;
  if (NOT_PAGES.some((prefix) => isPathUnder(pathname, prefix))) return `frame url ${url} is a navigation, not a page`;
  return null;
}
