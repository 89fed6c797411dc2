/**
 * The account calls: who is signed in (account/present + account/assumeas/previous → SessionInfo)
 * and leaving an assumed account.
 */
import type { AxiosInstance } from 'axios';
import { accountPresentPath, type AccountPresentData } from '../../generated/calls/account-present';
import { accountPresentRequest, readAccountPresent } from '../../generated/calls/send/account-present';
import { assumeAsPreviousRequest, readAssumeAsPrevious } from '../../generated/calls/send/assume-as-previous';
import { assumeAsReleaseRequest, readAssumeAsRelease } from '../../generated/calls/send/assume-as-release';
import type { AccountPresentResult, FlagText, IntegerText, PresentAccount } from '../../generated/types/api-account-present';
import type { AssumeAsPreviousResult } from '../../generated/types/api-assumeas-previous';
import type { Account, Previous, SessionInfo } from '../../generated/types/session-info';
import validateSessionInfo from '../../generated/validators/session-info.js';
import { toPermissionMap } from '../access/permissions';
import { mapData, succeed, unreadable, type ApiResult } from './envelope';
import { exchange, type ApiClient } from './http';
import { checkShape } from './shape';

// The schema has already held the text to an integer pattern; this only changes its type.
function integer(text: IntegerText): number {
  return Number.parseInt(text, 10);
}

function flag(text: FlagText): boolean {
  return text === '1' || text === 'true';
}

function toAccount(raw: PresentAccount): Account {
  return {
    account_id: raw.account_id,
    license_acct_id: raw.license_acct_id ?? '',
    usertype: integer(raw.usertype),
    licensetype: integer(raw.licensetype),
    status: integer(raw.status),
    descendant_level: integer(raw.descendant_level),
    parent_id: raw.parent_id ?? '',
    isSSO: flag(raw.isSSO),
    name: raw.name ?? '',
    email: raw.email ?? '',
    is_cobrand_enable: flag(raw.is_cobrand_enable),
    cobrand_id: raw.cobrand_id ?? '',
    is_advanced_license: flag(raw.is_advanced_license),
    is_imsx_migration_enabled: flag(raw.is_imsx_migration_enabled),
    license_expire_action_type: integer(raw.license_expire_action_type),
    days_before_expiration: integer(raw.days_before_expiration),
    comp: {
      GUID: raw.comp.GUID,
      name: raw.comp.name ?? '',
      is_v1eas: flag(raw.comp.is_v1eas),
      site: raw.comp.site ?? '',
    },
    extra: {
      home_url: raw.extra.home_url ?? '',
      provision_progress: integer(raw.extra.provision_progress),
    },
  };
}

// An empty <previous/>, or one without an id, means nobody is being assumed: there is nowhere to go back to.
// A support session's end comes only from a server that sends it (contract): none, and it is
// today's assume-as. The reply's Date goes with it: its time is read against the server's clock. The
// rest of the session (reason, ticket, mode) the support bar reads itself, fresh, in its own chunk.
export function toPrevious(raw: AssumeAsPreviousResult, date: string | null = null): Previous | undefined {
  const { assumeas_id: id = '', assumeas_name = '', expires_at } = raw.previous ?? {};
  if (id === '') return undefined;
  return expires_at === undefined
    ? { assumeas_name, assumeas_id: id }
    : { assumeas_name, assumeas_id: id, expires_at, server_date: date ?? '' };
}

function toSessionInfo(present: AccountPresentResult, previous: AssumeAsPreviousResult, date: string | null): SessionInfo {
  const info: SessionInfo = {
    account: toAccount(present.account),
    permission: toPermissionMap(present.perms.perm),
    features: { ...present.features },
  };
  const assumed = toPrevious(previous, date);
  return assumed === undefined ? info : { ...info, previous: assumed };
}

/**
 * The one account/present fetch of the console, asked three ways: as the session probe (`probe`:
 * its 401 does not navigate, the caller decides; fetchSessionInfo below); by a tab that was hidden,
 * to check it still shows the session's account (present-account.ts); and by "Stay logged on"
 * (IdleWarning.tsx), to find the session still there. The last two go through the console's
 * ordinary 401 handling (http.ts).
 */
export async function fetchPresent(client: AxiosInstance, probe = false): Promise<ApiResult<AccountPresentData>> {
  return readAccountPresent(await exchange({ ...accountPresentRequest, probe }, client));
}

/**
 * Who is signed in. account/present is the session probe: its 401 does not navigate, the caller
 * decides. Where a session may be missing, previous is asked only after present succeeded, since
 * without a session it would answer 401 and, not being the probe, send the browser away. Right after
 * a sign-in the session is known to exist (`sessionKnown`), and both are asked side by side.
 * `onSession` is called once the session is known to exist (at once after a sign-in, else when
 * present has answered), so the calls the first signed-in frame needs go out beside previous.
 */
export async function fetchSessionInfo(
  client: AxiosInstance,
  { sessionKnown = false, onSession }: { sessionKnown?: boolean; onSession?: () => void } = {},
): Promise<ApiResult<SessionInfo>> {
  const askPrevious = () => exchange(assumeAsPreviousRequest, client);
  // Other calls that need the session (the upgrade banner's) start with previous, not after it.
  if (sessionKnown) onSession?.();
  const early = sessionKnown ? askPrevious() : null;
  const present = await fetchPresent(client, true);
  if (!present.ok) return present;
  if (!sessionKnown) onSession?.();

  const previousReply = await (early ?? askPrevious());
  const previous = readAssumeAsPrevious(previousReply);
  if (!previous.ok) return previous;

  const redirect = previous.redirect ?? present.redirect;
  const info = checkShape<SessionInfo>(
    validateSessionInfo,
    toSessionInfo(present.data, previous.data, previousReply.received ? (previousReply.date ?? null) : null),
  );
  if (!info.ok) return unreadable(accountPresentPath, `session info: ${info.problem}`, redirect, null, (client as ApiClient).signals);
  return succeed(info.value, redirect);
}

export async function releaseAssumeAs(client: AxiosInstance): Promise<ApiResult<null>> {
  const result = readAssumeAsRelease(await exchange(assumeAsReleaseRequest, client));
  return mapData(result, () => null);
}
