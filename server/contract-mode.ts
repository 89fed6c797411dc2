// Which UI-server the reference server plays. "reference" (the default) is the console's embedded
// backend with everything that makes it pleasant to develop and test against: the dev helpers under
// /uiserver/dev/, the CSP report endpoint, and stand-in legacy pages that speak the console's
// optional frame messages (title, session-expired). "strict" is a server that does exactly what the
// HTTP contract states and no more, so that a console relying on anything else fails against it:
//   - no /uiserver/dev/* (404) and no /uiserver/csp-report (404): the contract has neither;
//   - stand-in legacy pages send only the message the contract lists (help-link);
//   - the console's own static files (served here, by nginx in production) are just files: they hand
//     out no XSRF-TOKEN cookie (only UI-server replies under /uiserver/ do), and a missing
//     console-config.json is a 404, not an empty object.
// Both modes: logoff answers a bare `302 /login`, and a signed-out legacy page `302 /login` with no
// query and no page. The stand-ins' own test switches (standin=fail answers 500, standin=hang never
// answers) stay in strict mode: what a signed-in legacy page answers is the server's own business in
// the contract, and any real page can fail or hang. Step-up stays whole (the calls, the 401 code 1210,
// the sensitive pages' reauth-required, the identity provider's stand-in): the contract states it.
// Support sessions stay whole too (the grant, read mode's 1220, extend, elevate, lower, the end by
// itself's 1221, the log): only their dev helper (/uiserver/dev/support-expire) is reference-only.

export const CONTRACT_MODES = ['reference', 'strict'] as const;

export type ContractMode = (typeof CONTRACT_MODES)[number];

/** CONTRACT_MODE: unset or empty for "reference"; anything but the two names is refused. */
export function contractModeFromEnv(value: string | undefined): ContractMode {
  if (value === undefined || value === '') return 'reference';
  if ((CONTRACT_MODES as readonly string[]).includes(value)) return value as ContractMode;
  throw new Error(`CONTRACT_MODE must be "strict" or "reference" (or unset), got ${JSON.stringify(value)}`);
}
