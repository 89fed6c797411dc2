/**
 * The what's-new list and the yearly report notice: a static file per language,
 * /locales/{lng}/whatisnew.json, with its own list for the JP site.
 */
import type { AxiosInstance } from 'axios';
import type { WhatsNewFile, WhatsNewItem, YearlyReport } from '../../generated/types/api-whats-new';
import type { Language } from '../i18n/language';
import { decodeJsonReply, signalsOf, type ApiResult } from './envelope';
import { exchange } from './http';
import { checkLoadedData, lazyValidator } from './lazy-validator';

export type { WhatsNewFile, WhatsNewItem, YearlyReport };

/** A path on the console's own origin (static files), not under the API prefix. */
export function whatsNewPath(language: Language): string {
  return `/locales/${language}/whatisnew.json`;
}

const whatsNewValidator = lazyValidator(() => import('../../generated/validators/api-whats-new.js'));

export async function fetchWhatsNew(language: Language, client: AxiosInstance): Promise<ApiResult<WhatsNewFile>> {
  const url = whatsNewPath(language);
  const validator = whatsNewValidator();
  const reply = await exchange({ method: 'get', url }, client);
  return checkLoadedData<WhatsNewFile>(decodeJsonReply(reply, url), await validator, url, signalsOf(reply));
}

/** The JP site has its own list; the site code is compared without regard to case. */
export function whatsNewFor(file: WhatsNewFile, site: string): WhatsNewItem[] {
  return site.trim().toUpperCase() === 'JP' ? file.jp : file.default;
}
