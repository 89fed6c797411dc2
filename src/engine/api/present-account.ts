/**
 * The one account/present fetch of the console. Asked three ways: as the session probe (who is
 * signed in, account.ts: its 401 does not navigate, the caller decides); by a tab that was hidden
 * (and may have missed the other tabs' messages), to check it still shows the session's account; and
 * by "Stay logged on" (IdleWarning.tsx), to find the session still there. The last two are not the
 * probe: a 401 goes through the console's ordinary 401 handling (http.ts).
 */
import type { AxiosInstance } from 'axios';
import { accountPresentRequest, readAccountPresent, type AccountPresentData } from '../../generated/calls/account-present';
import type { AccountRef } from '../../generated/types/tab-message';
import { succeed, type ApiResult } from './envelope';
import { exchange } from './http';

export async function fetchPresent(client: AxiosInstance, probe = false): Promise<ApiResult<AccountPresentData>> {
  return readAccountPresent(await exchange({ ...accountPresentRequest(), probe }, client));
}

/** Which account the session holds now. */
export async function fetchPresentAccount(client: AxiosInstance): Promise<ApiResult<AccountRef>> {
  const present = await fetchPresent(client);
  if (!present.ok) return present;
  const { account } = present.data;
  return succeed({ id: account.account_id, name: account.name || account.email || '' }, present.redirect);
}
