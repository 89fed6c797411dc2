/**
 * What a company migration means for someone signing in. Pure, so every case is tested
 * without a browser.
 */
import { migrationErrorPath, MIGRATION_STATUS_VALUES, type MigrationStatus } from '../../engine/api/migration';
import { consoleOrigin, outsideUrl } from '../../engine/api/outside-url';

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

/** `origin`: what a relative target is resolved against (the console's own). */
export function migrationDecision(
  status: MigrationStatus,
  moment: MigrationMoment,
  origin: string | undefined = consoleOrigin(),
): MigrationDecision {
  const { inProgress, completed } = MIGRATION_STATUS_VALUES;
  if (status.status === inProgress && !status.customer) return { kind: 'blocked' };
  if (status.status === inProgress && status.customer) {
    return moment === 'login' ? { kind: 'navigate', path: migrationErrorPath(status.redirectUrl, status.sso) } : CONTINUE;
  }
  if (status.status === completed && (status.customer || moment === 'login')) {
    // Only a web page is followed (a relative one on the console's origin): anything else in
    // redirectURL is ignored rather than navigated to.
    const url = outsideUrl(status.redirectUrl, origin);
    return url === null ? CONTINUE : { kind: 'leave', url };
  }
  return CONTINUE;
}
