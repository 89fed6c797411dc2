/**
 * The one reader of the signed-in state: the account (account/present and assumeas/previous), its
 * MFA setting (the layout rules need it before any page) and the upgrade banner's status (it paints
 * in the shell's first frame). Whoever first needs them asks here — the sign-in's landing, the
 * layout's loader on a signed-in page load, the entry page — and what one read is kept in the session
 * store, where the others find it and do not ask again.
 *
 * - The MFA setting and the banner's status are asked beside the account, as soon as the session is
 *   known to exist (at once right after a sign-in), not after it: one round trip, not three.
 * - What is kept in the store already is not read again (the sign-in read it; the layout's loader
 *   then finds it).
 * - A failed read keeps nothing: the next to need it asks again, and a failed MFA read locks no one
 *   out (the layout rules and the server enforce MFA set-up again).
 * - The MFA setting is stored before the account: whoever renders on the account's arrival finds both.
 */
import type { SessionInfo } from '../../generated/types/session-info';
import { fetchSessionInfo } from '../api/account';
import { succeed, type ApiResult } from '../api/envelope';
import type { ApiClient } from '../api/http';
import { fetchMfaSetting, type MfaSetting } from '../api/mfa';
import { bannerBesideAccount, createBannerState, type BannerState } from '../header/upgrade-banner';
import { setMfaSetting, setSession, type SessionStore } from '../session/session';

export interface SignedInRead {
  readonly account: ApiResult<SessionInfo>;
  /** Null when the account could not be read (it was not asked for after all, or its answer is moot). */
  readonly mfa: ApiResult<MfaSetting> | null;
}

/** What the reader needs of the console start. */
export interface SignedInReadServices {
  readonly api: ApiClient;
  readonly session: SessionStore;
  startState<T>(create: () => T): T;
}

/**
 * Reads what the store does not hold yet, keeps what it read, and answers both. `signedIn`: right
 * after a sign-in, so the session exists (the calls go out side by side at once) and whatever the
 * store holds is another sign-in's: everything is read afresh.
 */
export async function readSignedInState(
  { api, session, startState }: SignedInReadServices,
  { signedIn = false }: { signedIn?: boolean } = {},
): Promise<SignedInRead> {
  const knownMfa = signedIn ? null : session.mfaSetting;
  let mfaRead: Promise<ApiResult<MfaSetting>> | null = knownMfa === null ? null : Promise.resolve(succeed(knownMfa, null));
  const askMfa = (): Promise<ApiResult<MfaSetting>> => (mfaRead ??= fetchMfaSetting(api));

  if (!signedIn && session.info !== null) {
    const account = succeed(session.info, null);
    const mfa = await askMfa();
    if (mfa.ok && knownMfa === null) setMfaSetting(session, mfa.data);
    return { account, mfa };
  }

  const banner = bannerBesideAccount(startState<BannerState>(createBannerState), api);
  const account = await fetchSessionInfo(api, {
    sessionKnown: signedIn,
    onSession: () => {
      banner.start();
      void askMfa();
    },
  });
  if (!account.ok) return { account, mfa: null };
  const [, mfa] = await Promise.all([banner.settle(account.data.account.account_id), askMfa()]);
  if (mfa.ok && knownMfa === null) setMfaSetting(session, mfa.data);
  // After the MFA setting: whoever renders on the account's arrival finds both.
  setSession(session, account.data);
  return { account, mfa };
}

/**
 * The MFA setting read afresh and kept: a user who had to set MFA up and now leaves the set-up page
 * may have finished it there (the layout asks before letting them go).
 */
export async function rereadMfaSetting({ api, session }: Pick<SignedInReadServices, 'api' | 'session'>): Promise<ApiResult<MfaSetting>> {
  const mfa = await fetchMfaSetting(api);
  if (mfa.ok) setMfaSetting(session, mfa.data);
  return mfa;
}
