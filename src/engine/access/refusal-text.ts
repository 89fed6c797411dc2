/**
 * A refusal in plain words: the sentences the not-allowed page shows, and the plain text it copies
 * for a support ticket. Only the manifests' reason sentences and the permissions' names reach the
 * user; a show rule's syntax and the facts it reads never do.
 */
import { permissionNameKey, permissionOf } from './permission-names';
import type { Refusal } from './route-access';

/** The part of i18next's `t` these texts need, so a test can pass a plain lookup. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface NamedPermission {
  /** The permission's name in the user's language. */
  name: string;
  /** Its code, as an administrator grants it (`QUARANTINE`). */
  code: string;
}

export interface RefusalLine {
  text: string;
  /** For a missing permission: the permissions that would each let the account in. */
  permissions?: NamedPermission[];
}

function namedPermissions(entries: readonly string[], t: Translate): NamedPermission[] {
  const codes = [...new Set(entries.map(permissionOf))];
  return codes.map((code) => ({ name: t(permissionNameKey(code)), code }));
}

/**
 * What kind of refusal the page names in its heading (and the copied details in their first line):
 * a missing permission when a permission alone would let the account in; otherwise the page is not
 * available for this account (a show rule, no page under it, or a permission and more).
 */
export type RefusalKind = 'permission' | 'unavailable';

export function refusalKind(reasons: readonly Refusal[]): RefusalKind {
  return reasons.length > 0 && reasons.every((reason) => reason.kind === 'permission') ? 'permission' : 'unavailable';
}

/** The heading's and the description's translation keys of a refusal's kind. */
export function refusalHeadingKeys(reasons: readonly Refusal[]): { title: string; description: string } {
  return refusalKind(reasons) === 'permission'
    ? { title: 'notAllowed.titlePermission', description: 'notAllowed.descriptionPermission' }
    : { title: 'notAllowed.titleUnavailable', description: 'notAllowed.descriptionUnavailable' };
}

/** One line per reason, in the order the decision gives them. */
export function refusalLines(reasons: readonly Refusal[], t: Translate): RefusalLine[] {
  return reasons.map((reason) => {
    switch (reason.kind) {
      case 'permission': {
        const permissions = namedPermissions(reason.needsOneOf, t);
        return { text: t(permissions.length === 1 ? 'notAllowed.needsPermission' : 'notAllowed.needsAnyPermission'), permissions };
      }
      case 'show':
        return { text: t(reason.reason) };
      case 'no-page':
        return { text: t('notAllowed.noPage') };
    }
  });
}

/** A line as one plain sentence: its text, then the permissions it names (the access report's cells). */
export function lineText(line: RefusalLine): string {
  if (line.permissions === undefined) return line.text;
  return `${line.text} ${permissionList(line.permissions)}`;
}

/**
 * The translation key of what the user can do: ask for a permission when one would let them in;
 * otherwise pass the details on, since the page depends on how the account is set up, and a
 * permission alone would not be enough when both kinds of reason apply.
 */
export function adviceKey(reasons: readonly Refusal[]): string {
  const permission = reasons.some((reason) => reason.kind === 'permission');
  const setup = reasons.some((reason) => reason.kind !== 'permission');
  if (permission && setup) return 'notAllowed.askBoth';
  return permission ? 'notAllowed.askPermission' : 'notAllowed.askSetup';
}

export interface RefusalDetails {
  /** The page as the menu names it: "Quarantine › Query". */
  page: string;
  /** The route's path, never the url's query or fragment. */
  path: string;
  account: { name: string; id: string | number };
  reasons: readonly Refusal[];
  /** The running console's version; null in a development build. */
  version: string | null;
  now: Date;
}

function permissionList(permissions: readonly NamedPermission[]): string {
  return permissions.map((permission) => `${permission.name} (${permission.code})`).join(', ');
}

/** What one reason is missing, on one line of the copied text. */
function missingText(reason: Refusal, t: Translate): string {
  switch (reason.kind) {
    case 'permission':
      return t('notAllowed.details.needsOneOf', { list: permissionList(namedPermissions(reason.needsOneOf, t)) });
    case 'show':
      return t(reason.reason);
    case 'no-page':
      return t('notAllowed.noPage');
  }
}

/** `2026-11-27 10:31:05 UTC`: the same instant for the user and for whoever reads the ticket. */
export function utcStamp(now: Date): string {
  return `${now.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/**
 * Plain text for a support ticket, in the user's language: nothing secret (no session, no query
 * values), so it may be pasted anywhere.
 */
export function refusalDetailsText(details: RefusalDetails, t: Translate): string {
  const line = (key: string, value: string): string => `${t(`notAllowed.details.${key}`)}: ${value}`;
  return [
    t(refusalHeadingKeys(details.reasons).title),
    line('page', details.page),
    line('path', details.path),
    line('account', t('notAllowed.details.accountValue', { name: details.account.name, id: String(details.account.id) })),
    ...details.reasons.map((reason) => line('missing', missingText(reason, t))),
    line('version', details.version ?? t('notAllowed.details.unknownVersion')),
    line('time', utcStamp(details.now)),
  ].join('\n');
}
