import type { TFunction } from 'i18next';
import { describeApiError } from '../../components/describe-api-error';
import type { SignedInScope } from '../../engine/scope/signed-in-scope';
import type { ConsoleServices } from '../../engine/services/console-services';
import type { SessionInfo } from '../../generated/types/session-info';
import type { ReleaseOutcome } from '../assume-as/release-assumed';
import { supportRuntimeOf } from './support-runtime-of';

/**
 * A support session's release (previous carries expires_at) is its runtime's, as the support bar's
 * is: one end, told to every tab, acknowledged, then the gate (engine/support/support-runtime.ts).
 * Loaded by the account menu only then, with the runtime (the bar's code, which may not be loaded yet).
 */
export async function releaseSupportSession(
  services: ConsoleServices,
  scope: SignedInScope | null,
  session: SessionInfo,
  t: TFunction,
): Promise<ReleaseOutcome> {
  const previous = session.previous;
  if (previous === undefined) return { kind: 'stayed' };
  const runtime = supportRuntimeOf(services, scope, session.account.account_id, session.account.name || session.account.email, previous);
  const result = await runtime.release();
  if (result.ok) return { kind: 'leaving' };
  return { kind: 'failed', failure: t('accountMenu.releaseFailed', { reason: describeApiError(t, result.error) }) };
}
