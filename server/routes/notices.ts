// Notifications: list, pop-ups, mark complete (spec 4.9). Read state is per account.
import type { FastifyInstance } from 'fastify';
import { queryField } from '../body';
import type { AppContext } from '../context';
import { sendJson, sendXml } from '../reply';
import { sessionOf } from '../session';
import { xmlText } from '../xml';

const API = '/uiserver/api/v1';
const MAX_NOTICES = 10; // spec section 9

interface NoticeRow {
  notice_id: string;
  type: string;
  subject_en: string;
  subject_ja: string;
  popup_html_en: string;
  popup_html_ja: string;
  popup_closeable: boolean;
  popup_close_and_complete: boolean;
  completed: boolean;
}

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
  const select = `select n.*, (c.notice_id is not null) as completed
    from notices n left join notice_completions c on c.notice_id = n.notice_id and c.account_id = $1`;

  app.get(`${API}/notice/list`, { config: { kind: 'json', auth: 'required' } }, async (request, reply) => {
    const asked = Number(queryField(request.query, 'maxnumber') ?? MAX_NOTICES);
    const limit = Number.isInteger(asked) && asked > 0 ? Math.min(asked, MAX_NOTICES) : MAX_NOTICES;
    const res = await ctx.db.query<NoticeRow>(`${select} order by n.position limit $2`, [sessionOf(request).accountId, limit]);
    const locale = queryField(request.query, 'locale') ?? 'en';
    return sendJson(reply, { errorCode: '0', list: res.rows.map((n) => toNotification(n, locale)) });
  });

  // Pop-ups: notices flagged to pop up that this account has not completed yet.
  app.get(`${API}/notice/popup`, { config: { kind: 'json', auth: 'required' } }, async (request, reply) => {
    const res = await ctx.db.query<NoticeRow>(`${select} where n.popup and c.notice_id is null order by n.position`, [
      sessionOf(request).accountId,
    ]);
    const locale = queryField(request.query, 'locale') ?? 'en';
    return sendJson(reply, { errorCode: '0', list: res.rows.map((n) => toNotification(n, locale)) });
  });

  app.put(`${API}/notice/complete`, { config: { kind: 'xml', auth: 'required' } }, async (request, reply) => {
    const id = xmlText(request.body, ['notice', 'notice_id']);
    if (!id) return sendXml(reply, 400, 'notice_id is required', [], 400);
    const known = await ctx.db.query('select 1 from notices where notice_id = $1', [id]);
    if (!known.rows.length) return sendXml(reply, 404, 'no such notice', [], 404);
    await ctx.db.query('insert into notice_completions (account_id, notice_id, completed_at) values ($1, $2, $3) on conflict do nothing', [
      sessionOf(request).accountId,
      id,
      ctx.now(),
    ]);
    return sendXml(reply, 0, 'ok');
  });
}
