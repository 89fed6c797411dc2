/** The theme saved with the account (GET and PUT account/theme). */
import type { AxiosInstance } from 'axios';
import { getThemeRequest, readGetTheme } from '../../generated/calls/send/get-theme';
import { readSaveTheme, saveThemeRequest } from '../../generated/calls/send/save-theme';
import type { SavedTheme, ThemeName } from '../../generated/types/api-theme';
import { mapData, type ApiResult } from './envelope';
import { exchange } from './http';

export async function fetchSavedTheme(client: AxiosInstance): Promise<ApiResult<ThemeName | null>> {
  const result = readGetTheme(await exchange(getThemeRequest, client));
  return mapData(result, (data) => data.curTheme ?? null);
}

export async function saveTheme(theme: ThemeName, client: AxiosInstance): Promise<ApiResult<SavedTheme>> {
  return readSaveTheme(await exchange(saveThemeRequest({ theme }), client));
}
