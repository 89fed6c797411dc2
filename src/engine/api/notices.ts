/** The notification calls (contract): GET notice/list, GET notice/popup, PUT notice/complete. */
import type { AxiosInstance } from 'axios';
import { noticeCompleteRequest, readNoticeComplete } from '../../generated/calls/send/notice-complete';
import { noticeListRequest, readNoticeList } from '../../generated/calls/send/notice-list';
import { noticePopupRequest, readNoticePopup } from '../../generated/calls/send/notice-popup';
import type { NoticeListReply, Notification } from '../../generated/types/api-notices';
import { mapData, type ApiResult } from './envelope';
import { exchange } from './http';

export type { Notification };

/** The list shows at most ten notices (the table's fixed `maxnumber`). */
export const MAX_NOTICES = 10;
export const PROMOTION_NOTICE_TYPE = 'v1ecs-promotion';

/** The table's locales are en and ja: the console's language is one of them, else the notices come in English. */
const noticeLocale = (language: string) => (language === 'ja' ? 'ja' : 'en');

const list = (result: ApiResult<NoticeListReply>) => mapData(result, (data) => data.list);

export async function fetchNoticeList(language: string, client: AxiosInstance): Promise<ApiResult<Notification[]>> {
  return list(await readNoticeList(exchange(noticeListRequest({ locale: noticeLocale(language) }), client)));
}

export async function fetchPopupNotices(language: string, client: AxiosInstance): Promise<ApiResult<Notification[]>> {
  return list(await readNoticePopup(exchange(noticePopupRequest({ locale: noticeLocale(language) }), client)));
}

export async function completeNotice(noticeId: string, client: AxiosInstance): Promise<ApiResult<null>> {
  const result = readNoticeComplete(await exchange(noticeCompleteRequest({ notice_id: noticeId }), client));
  return mapData(result, () => null);
}

/** Unread means completed is "false"; anything else counts as read. */
export function isUnread(notice: Notification): boolean {
  return notice.completed === 'false';
}

export function unreadCount(list: readonly Notification[]): number {
  return list.filter(isUnread).length;
}
