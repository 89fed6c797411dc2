// Notices and which account has completed (read) which.
import type { Queryable } from './store';

/** A notice in both languages, with whether the asking account has completed it. */
export interface NoticeRow {
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

const WITH_COMPLETION = `select n.*, (c.notice_id is not null) as completed
    from notices n left join notice_completions c on c.notice_id = n.notice_id and c.account_id = $1`;

/** The first `limit` notices in their order, as `accountId` sees them. */
export async function listNotices(db: Queryable, accountId: number, limit: number): Promise<NoticeRow[]> {
  return (await db.query<NoticeRow>(`${WITH_COMPLETION} order by n.position limit $2`, [accountId, limit])).rows;
}

/** Notices flagged to pop up that `accountId` has not completed yet, in their order. */
export async function pendingPopups(db: Queryable, accountId: number): Promise<NoticeRow[]> {
  return (await db.query<NoticeRow>(`${WITH_COMPLETION} where n.popup and c.notice_id is null order by n.position`, [accountId])).rows;
}

export async function noticeExists(db: Queryable, noticeId: string): Promise<boolean> {
  return (await db.query('select 1 from notices where notice_id = $1', [noticeId])).rows.length > 0;
}

/** Records that `accountId` completed the notice; completing it again changes nothing. */
export async function completeNotice(db: Queryable, accountId: number, noticeId: string, at: Date): Promise<void> {
  await db.query('insert into notice_completions (account_id, notice_id, completed_at) values ($1, $2, $3) on conflict do nothing', [
    accountId,
    noticeId,
    at,
  ]);
}
