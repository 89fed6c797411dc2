/** PUT adminui/resetlocale: the server's copy of the user's language, read by legacy pages. */
import type { AxiosInstance } from 'axios';
import { resetLocaleMethod, resetLocalePath } from '../../generated/calls/reset-locale';
import type { Language } from '../i18n/language';
import { decodeXmlReply, succeed, type ApiResult } from './envelope';
import { exchange } from './http';
import { XML_HEADERS, xmlElement } from './xml-body';

export async function resetServerLocale(language: Language, client: AxiosInstance): Promise<ApiResult<null>> {
  const data = xmlElement('locale', language);
  const result = decodeXmlReply(
    await exchange({ method: resetLocaleMethod, url: resetLocalePath, data, headers: XML_HEADERS }, client),
    resetLocalePath,
  );
  return result.ok ? succeed(null, result.redirect) : result;
}
