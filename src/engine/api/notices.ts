/** The notification calls (contract): GET notice/list, GET notice/popup, PUT notice/complete. */
import type { AxiosInstance } from 'axios';
import type { NoticeListReply, Notification } from '../../generated/types/api-notices';
import { decodeErrorCodeReply, decodeXmlReply, succeed, type ApiResult } from './envelope';
import { exchange } from './http';
import { checkLoadedData, lazyValidator } from './lazy-validator';
import { XML_HEADERS, xmlElement } from './xml-body';

export type { Notification };

const LIST = 'notice/list';
const POPUP = 'notice/popup';
const COMPLETE = 'notice/complete';
/** The list shows at most ten notices. */
export const MAX_NOTICES = 10;
export const PROMOTION_NOTICE_TYPE = 'v1ecs-promotion';

const noticesValidator = lazyValidator(() => import('../../generated/validators/api-notices.js'));

async function fetchList(call: string, params: Record<string, string | number>, client: AxiosInstance): Promise<ApiResult<Notification[]>> {
  const validator = noticesValidator();
  const reply = await exchange({ method: 'get', url: call, params }, client);
  const result = checkLoadedData<NoticeListReply>(decodeErrorCodeReply(reply, call), await validator, call);
  return result.ok ? succeed(result.data.list, result.redirect) : result;
}

export function fetchNoticeList(locale: string, client: AxiosInstance): Promise<ApiResult<Notification[]>> {
  return fetchList(LIST, { locale, maxnumber: MAX_NOTICES }, client);
}

export function fetchPopupNotices(locale: string, client: AxiosInstance): Promise<ApiResult<Notification[]>> {
  return fetchList(POPUP, { locale }, client);
}

export async function completeNotice(noticeId: string, client: AxiosInstance): Promise<ApiResult<null>> {
  const data = xmlElement('notice', [['notice_id', noticeId]]);
  const result = decodeXmlReply(await exchange({ method: 'put', url: COMPLETE, data, headers: XML_HEADERS }, client), COMPLETE);
  return result.ok ? succeed(null, result.redirect) : result;
}

/** Unread means completed is "false"; anything else counts as read. */
export function isUnread(notice: Notification): boolean {
  return notice.completed === 'false';
}

export function unreadCount(list: readonly Notification[]): number {
  return list.filter(isUnread).length;
}
