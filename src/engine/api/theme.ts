/** The theme saved with the account (GET and PUT account/theme). */
import type { AxiosInstance } from 'axios';
import type { SavedTheme, ThemeName } from '../../generated/types/api-theme';
import validateTheme from '../../generated/validators/api-theme.js';
import { checkData, decodeCodeReply, type ApiResult } from './envelope';
import { exchange } from './http';

const THEME = 'account/theme';

export async function fetchSavedTheme(client: AxiosInstance): Promise<ApiResult<ThemeName | null>> {
  const result = checkData<SavedTheme>(decodeCodeReply(await exchange({ method: 'get', url: THEME }, client), THEME), validateTheme, THEME);
  return result.ok ? { ...result, data: result.data.curTheme ?? null } : result;
}

export async function saveTheme(theme: ThemeName, client: AxiosInstance): Promise<ApiResult<SavedTheme>> {
  const reply = await exchange({ method: 'put', url: THEME, data: { theme } }, client);
  return checkData<SavedTheme>(decodeCodeReply(reply, THEME), validateTheme, THEME);
}
