/**
 * Which account the session holds now, from one account/present call: how a tab that was hidden
 * (and may have missed the other tabs' messages) checks it still shows the session's account. Not
 * the session probe: a 401 here goes through the console's ordinary 401 handling (http.ts).
 */
import type { AxiosInstance } from 'axios';
import { accountPresentMethod, accountPresentPath, accountPresentXml } from '../../generated/calls/account-present';
import type { AccountPresentResult } from '../../generated/types/api-account-present';
import type { AccountRef } from '../../generated/types/tab-message';
import validatePresent from '../../generated/validators/api-account-present.js';
import { checkData, decodeXmlReply, signalsOf, succeed, type ApiResult } from './envelope';
import { exchange } from './http';

export async function fetchPresentAccount(client: AxiosInstance): Promise<ApiResult<AccountRef>> {
  const reply = await exchange({ method: accountPresentMethod, url: accountPresentPath }, client);
  const present = checkData<AccountPresentResult>(
    decodeXmlReply(reply, accountPresentPath, accountPresentXml),
    validatePresent,
    accountPresentPath,
    signalsOf(reply),
  );
  if (!present.ok) return present;
  const { account } = present.data;
  return succeed({ id: account.account_id, name: account.name || account.email || '' }, present.redirect);
}
