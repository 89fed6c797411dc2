/**
 * What the error page shows for its query: the message of `code` (or `errorcode`),
 * and, for 52405 with a redirect_v1_url that decodes to a web address, the migration dialog.
 * Pure, so every code is tested without a browser.
 */
import { decodeRedirectParam, MIGRATION_ERROR_CODE } from '../../engine/api/migration';
import { consoleOrigin, outsideUrl } from '../../engine/api/outside-url';
import { messageRef, type MessageRef } from '../../engine/validation/message-ref';

const MESSAGES: Readonly<Record<string, string>> = {
  E1006: 'errorPage.ssoDisabled',
  E1008: 'errorPage.noValidAccount',
  E1011: 'errorPage.noValidAccount',
  E1007: 'errorPage.signatureFailed',
  E1010: 'errorPage.signatureFailed',
  E1009: 'errorPage.licenseExpired',
  E1014: 'errorPage.noValidClaim',
  '4403': 'errorPage.disabledIp',
  E52406: 'errorPage.upgradeBlocked',
  E52407: 'errorPage.rootSsoInProgress',
  '52404': 'errorPage.upgradeBlocked',
};

export interface MigrationRedirect {
  readonly url: string;
  /** sso=1: the dialog's single-sign-on wording. */
  readonly sso: boolean;
}

export interface ErrorView {
  readonly code: string;
  readonly message: MessageRef;
  /** Set when the migration redirect applies: the dialog opens, and the logo is not shown. */
  readonly migration: MigrationRedirect | null;
}

function migrationOf(query: URLSearchParams, origin: string | undefined): MigrationRedirect | null {
  const encoded = query.get('redirect_v1_url');
  const decoded = encoded === null ? null : decodeRedirectParam(encoded);
  const url = decoded === null ? null : outsideUrl(decoded, origin);
  return url === null ? null : { url, sso: query.get('sso') === '1' };
}

/** `origin`: what a relative migration target is resolved against (the console's own). */
export function errorView(query: URLSearchParams, origin: string | undefined = consoleOrigin()): ErrorView {
  const code = (query.get('code') ?? query.get('errorcode') ?? '').trim();
  if (code === MIGRATION_ERROR_CODE) {
    const migration = migrationOf(query, origin);
    if (migration !== null)
      return { code, message: messageRef(migration.sso ? 'errorPage.migrationSso' : 'errorPage.migration'), migration };
  }
  if (code === '') return { code, message: messageRef('errorPage.unknown'), migration: null };
  const key = MESSAGES[code];
  return { code, message: key === undefined ? messageRef('errorPage.generic', { code }) : messageRef(key), migration: null };
}
