/** The theme saved with the account (GET and PUT account/theme). */
import type { AxiosInstance } from 'axios';
import { getThemeMethod, getThemePath, type GetThemeData } from '../../generated/calls/get-theme';
import { saveThemeMethod, saveThemePath, type SaveThemeData } from '../../generated/calls/save-theme';
import type { SavedTheme, ThemeName } from '../../generated/types/api-theme';
import validateTheme from '../../generated/validators/api-theme.js';
import { checkData, decodeCodeReply, signalsOf, type ApiResult } from './envelope';
import { exchange } from './http';

export async function fetchSavedTheme(client: AxiosInstance): Promise<ApiResult<ThemeName | null>> {
  const reply = await exchange({ method: getThemeMethod, url: getThemePath }, client);
  const result = checkData<GetThemeData>(decodeCodeReply(reply, getThemePath), validateTheme, getThemePath, signalsOf(reply));
  return result.ok ? { ...result, data: result.data.curTheme ?? null } : result;
}

export async function saveTheme(theme: ThemeName, client: AxiosInstance): Promise<ApiResult<SavedTheme>> {
  const reply = await exchange({ method: saveThemeMethod, url: saveThemePath, data: { theme } }, client);
  return checkData<SaveThemeData>(decodeCodeReply(reply, saveThemePath), validateTheme, saveThemePath, signalsOf(reply));
}
