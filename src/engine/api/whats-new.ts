/**
 * The what's-new list and the yearly report notice: a static file per language,
 * /locales/{lng}/whatisnew.json, with its own list for the JP site.
 */
import type { AxiosInstance } from 'axios';
import { readWhatsNew, whatsNewRequest } from '../../generated/calls/send/whats-new';
import type { WhatsNewFile, WhatsNewItem, YearlyReport } from '../../generated/types/api-whats-new';
import type { Language } from '../i18n/language';
import type { ApiResult } from './envelope';
import { exchange } from './http';

export type { WhatsNewFile, WhatsNewItem, YearlyReport };

/** A file on the console's own origin (the table's `whatsNew`), not under the API prefix. */
export function fetchWhatsNew(language: Language, client: AxiosInstance): Promise<ApiResult<WhatsNewFile>> {
  return readWhatsNew(exchange(whatsNewRequest({ language }), client));
}

/** The JP site has its own list; the site code is compared without regard to case. */
export function whatsNewFor(file: WhatsNewFile, site: string): WhatsNewItem[] {
  return site.trim().toUpperCase() === 'JP' ? file.jp : file.default;
}
