/** PUT adminui/resetlocale: the server's copy of the user's language, read by legacy pages. */
import type { AxiosInstance } from 'axios';
import { readResetLocale, resetLocaleRequest } from '../../generated/calls/send/reset-locale';
import type { Language } from '../i18n/language';
import { mapData, type ApiResult } from './envelope';
import { exchange } from './http';

export async function resetServerLocale(language: Language, client: AxiosInstance): Promise<ApiResult<null>> {
  const result = readResetLocale(await exchange(resetLocaleRequest({ locale: language }), client));
  return mapData(result, () => null);
}
