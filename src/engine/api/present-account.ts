/**
 * Which account the session holds now: how a tab that was hidden (and may have missed the other
 * tabs' messages) checks it still shows the session's account. Not the session probe: a 401 here
 * goes through the console's ordinary 401 handling (http.ts).
 */
import type { AxiosInstance } from 'axios';
import type { AccountRef } from '../../generated/types/tab-message';
import { fetchPresent } from './account';
import { succeed, type ApiResult } from './envelope';

/** Which account the session holds now, by the one account/present fetch (account.ts `fetchPresent`). */
export async function fetchPresentAccount(client: AxiosInstance): Promise<ApiResult<AccountRef>> {
  const present = await fetchPresent(client);
  if (!present.ok) return present;
  const { account } = present.data;
  return succeed({ id: account.account_id, name: account.name || account.email || '' }, present.redirect);
}
