// Notifications: list, pop-ups, mark complete. Read state is per account.
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/session';
import type { AppContext } from '../context';
import { completeNotice, listNotices, noticeExists, pendingPopups, type NoticeRow } from '../data/notices';
import { API } from '../http/contract-table';
import { sendJson, sendXml } from '../http/reply';
import { queryField } from '../http/request-fields';
import { xmlText } from '../http/xml';

const MAX_NOTICES = 10; // the notices list never holds more, whatever maxnumber asks

// The contract carries flags as the strings "true"/"false".
const flag = (b: boolean): 'true' | 'false' => (b ? 'true' : 'false');

function toNotification(n: NoticeRow, locale: string) {
  const ja = locale.toLowerCase().startsWith('ja');
  return {
    notice_id: n.notice_id,
    subject: ja ? n.subject_ja : n.subject_en,
    completed: flag(n.completed),
    type: n.type,
    popup_html: ja ? n.popup_html_ja : n.popup_html_en, // markup: the console sanitises before rendering
    popup_closeable: flag(n.popup_closeable),
    popup_close_and_complete: flag(n.popup_close_and_complete),
  };
}

export function registerNoticeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(`${API}/notice/list`, { config: { kind: 'json', auth: 'required' } }, async (request, reply) => {
    const asked = Number(queryField(request.query, 'maxnumber') ?? MAX_NOTICES);
    const limit = Number.isInteger(asked) && asked > 0 ? Math.min(asked, MAX_NOTICES) : MAX_NOTICES;
    const notices = await listNotices(ctx.db, sessionOf(request).accountId, limit);
    const locale = queryField(request.query, 'locale') ?? 'en';
    return sendJson(reply, { errorCode: '0', list: notices.map((n) => toNotification(n, locale)) });
  });

  // Pop-ups: notices flagged to pop up that this account has not completed yet.
  app.get(`${API}/notice/popup`, { config: { kind: 'json', auth: 'required' } }, async (request, reply) => {
    const notices = await pendingPopups(ctx.db, sessionOf(request).accountId);
    const locale = queryField(request.query, 'locale') ?? 'en';
    return sendJson(reply, { errorCode: '0', list: notices.map((n) => toNotification(n, locale)) });
  });

  app.put(`${API}/notice/complete`, { config: { kind: 'xml', auth: 'required' } }, async (request, reply) => {
    const id = xmlText(request.body, ['notice', 'notice_id']);
    if (!id) return sendXml(reply, 400, 'notice_id is required', [], 400);
    if (!(await noticeExists(ctx.db, id))) return sendXml(reply, 404, 'no such notice', [], 404);
    await completeNotice(ctx.db, sessionOf(request).accountId, id, ctx.now());
    return sendXml(reply, 0, 'ok');
  });
}
