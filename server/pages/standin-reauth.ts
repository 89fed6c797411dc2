// The stand-ins' side of step-up (shared/contract.md, "Fresh authentication for sensitive actions"),
// in both modes since the contract states it:
// - the sensitive pages (Administrator Management's three, MFA configuration): their edit form asks
//   for a challenge on Save and, when the proof is not fresh, asks the console with `reauth-required`,
//   saving on `done` (standin/reauth.js); their save answers 401 code 1210 without a fresh proof;
// - the identity provider's re-authentication for SSO accounts: `/uiserver/ssologin?reauth={challenge}`
//   shows a stand-in IdP page whose Confirm proves the user and lands the pop-up on a page that posts
//   `reauth-result` `done` to its opener and closes (standin/idp-reauth.js, standin/reauth-landing.js).
// All text goes through escapeHtml.
import { API } from '../http/contract-table';
import { escapeHtml } from './page-template';

/** The stand-in pages whose Save needs a fresh proof: the reference server's choice of sensitive actions. */
export const SENSITIVE_PAGES: readonly string[] = [
  '/uiserver/legacy/administration/account-management',
  '/uiserver/legacy/administration/admin-federate-server',
  '/uiserver/legacy/administration/account-login-setting',
  '/uiserver/legacy/account/mfa-configuration',
];

export function isSensitivePage(path: string): boolean {
  return SENSITIVE_PAGES.includes(path);
}

/** The sensitive pages' script: the page side of the contract's step-up. */
export const REAUTH_SCRIPT = '/uiserver/_standin/reauth.js';
/** The stand-in identity provider's page script (its Confirm's token, its Cancel). */
export const IDP_REAUTH_SCRIPT = '/uiserver/_standin/idp-reauth.js';
/** The landing page's script: `reauth-result` to the opener, then close. */
export const REAUTH_LANDING_SCRIPT = '/uiserver/_standin/reauth-landing.js';

/** Where the stand-in IdP's Confirm posts, and where it lands the pop-up after. */
export const IDP_CONFIRM_PATH = '/uiserver/ssologin/reauth';
export const IDP_LANDING_PATH = '/uiserver/ssologin/reauth/done';

/** The step-up call the sensitive pages make (from the table of calls). */
export const CHALLENGE_URL = `${API}/session/reauth/challenge`;

/** The attributes of a sensitive page's edit form: where to ask for a challenge and the proof age it takes. */
export function reauthFormAttributes(maxAgeSeconds: number): string {
  return ` data-reauth-url="${escapeHtml(CHALLENGE_URL)}" data-reauth-max-age="${maxAgeSeconds}"`;
}

/** Where a sensitive page says what happened to its Save (waiting, cancelled, expired). */
export const REAUTH_STATUS = '<p role="status" data-testid="standin-reauth-status" id="standin-reauth-status"></p>';

/** The stand-in IdP page for an SSO account's re-authentication. */
export function idpPage(challenge: string, who: { name: string; email: string }): { title: string; body: string } {
  return {
    title: 'Identity provider (stand-in)',
    body: `<main>
<h1>Identity provider (stand-in)</h1>
<p>The real UI-server would send this window to the tenant's identity provider, which asks the user to sign in again.</p>
<p>Confirm that you are <strong data-testid="idp-name">${escapeHtml(who.name)}</strong> (<span data-testid="idp-email">${escapeHtml(who.email)}</span>).</p>
<form data-idp-reauth method="post" action="${IDP_CONFIRM_PATH}">
<input type="hidden" name="challenge" value="${escapeHtml(challenge)}">
<input type="hidden" name="_xsrf" value="">
<button type="submit" data-testid="idp-confirm">Confirm</button>
<button type="button" data-testid="idp-cancel" id="idp-cancel">Cancel</button>
</form>
</main>`,
  };
}

/** What the stand-in IdP says when it cannot confirm: no session, not this session's, not SSO, expired or used. */
export function idpRefusal(status: number, reason: string): { title: string; body: string } {
  return {
    title: 'Identity provider (stand-in)',
    body: `<main>
<h1>Identity provider (stand-in)</h1>
<p role="alert" data-testid="idp-refused" data-status="${status}">${escapeHtml(reason)}</p>
</main>`,
  };
}

/** The pop-up's landing page after the IdP confirmed: its script posts `reauth-result` `done` to the opener and closes. */
export function landingPage(challenge: string): { title: string; body: string } {
  return {
    title: 'Signed in again',
    body: `<main id="reauth-landing" data-reauth-challenge="${escapeHtml(challenge)}">
<h1>Signed in again</h1>
<p data-testid="reauth-landing">You can close this window.</p>
</main>`,
  };
}
