/** The notification calls (contract): GET notice/list, GET notice/popup, PUT notice/complete. */
import type { AxiosInstance } from 'axios';
import { noticeCompleteMethod, noticeCompletePath } from '../../generated/calls/notice-complete';
import { noticeListMethod, noticeListPath } from '../../generated/calls/notice-list';
import { noticePopupMethod, noticePopupPath } from '../../generated/calls/notice-popup';
import type { NoticeListReply, Notification } from '../../generated/types/api-notices';
import { decodeErrorCodeReply, decodeXmlReply, signalsOf, succeed, type ApiResult } from './envelope';
import { exchange } from './http';
import { checkLoadedData, lazyValidator } from './lazy-validator';
import { XML_HEADERS, xmlElement } from './xml-body';

export type { Notification };

/** The list shows at most ten notices. */
export const MAX_NOTICES = 10;
export const PROMOTION_NOTICE_TYPE = 'v1ecs-promotion';

const noticesValidator = lazyValidator(() => import('../../generated/validators/api-notices.js'));

async function fetchList(
  method: string,
  path: string,
  params: Record<string, string | number>,
  client: AxiosInstance,
): Promise<ApiResult<Notification[]>> {
  const validator = noticesValidator();
  const reply = await exchange({ method, url: path, params }, client);
  const result = checkLoadedData<NoticeListReply>(decodeErrorCodeReply(reply, path), await validator, path, signalsOf(reply));
  return result.ok ? succeed(result.data.list, result.redirect) : result;
}

export function fetchNoticeList(locale: string, client: AxiosInstance): Promise<ApiResult<Notification[]>> {
  return fetchList(noticeListMethod, noticeListPath, { locale, maxnumber: MAX_NOTICES }, client);
}

export function fetchPopupNotices(locale: string, client: AxiosInstance): Promise<ApiResult<Notification[]>> {
  return fetchList(noticePopupMethod, noticePopupPath, { locale }, client);
}

export async function completeNotice(noticeId: string, client: AxiosInstance): Promise<ApiResult<null>> {
  const data = xmlElement('notice', [['notice_id', noticeId]]);
  const result = decodeXmlReply(
    await exchange({ method: noticeCompleteMethod, url: noticeCompletePath, data, headers: XML_HEADERS }, client),
    noticeCompletePath,
  );
  return result.ok ? succeed(null, result.redirect) : result;
}

/** Unread means completed is "false"; anything else counts as read. */
export function isUnread(notice: Notification): boolean {
  return notice.completed === 'false';
}

export function unreadCount(list: readonly Notification[]): number {
  return list.filter(isUnread).length;
}
