/**
 * What a company migration means for someone signing in (spec 4.4). Pure, so every case is tested
 * without a browser.
 */
import { httpUrl, migrationErrorPath, MIGRATION_STATUS_VALUES, type MigrationStatus } from '../../engine/api/migration';

/** Checked when the Log On button is pressed, and already when the username field is left. */
export type MigrationMoment = 'login' | 'blur';

export type MigrationDecision =
  /** Not migrating (or nothing to do yet): sign in as usual. */
  | { kind: 'continue' }
  /** A full page load to the new console. */
  | { kind: 'leave'; url: string }
  /** The console's own error page with the migration dialog. */
  | { kind: 'navigate'; path: string }
  /** Login is blocked by a product upgrade: say so and disable Log On. */
  | { kind: 'blocked' };

const CONTINUE: MigrationDecision = { kind: 'continue' };

export function migrationDecision(status: MigrationStatus, moment: MigrationMoment): MigrationDecision {
  const { inProgress, completed } = MIGRATION_STATUS_VALUES;
  if (status.status === inProgress && !status.customer) return { kind: 'blocked' };
  if (status.status === inProgress && status.customer) {
    return moment === 'login' ? { kind: 'navigate', path: migrationErrorPath(status.redirectUrl, status.sso) } : CONTINUE;
  }
  if (status.status === completed && (status.customer || moment === 'login')) {
    // Only a web page is followed: anything else in redirectURL is ignored rather than navigated to.
    const url = httpUrl(status.redirectUrl);
    return url === null ? CONTINUE : { kind: 'leave', url };
  }
  return CONTINUE;
}
