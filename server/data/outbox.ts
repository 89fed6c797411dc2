// The dev outbox: the server has no mail relay, so "sent" mail is stored (besides the mail spool,
// mail-spool.ts) and listed by GET /uiserver/dev/outbox?to=EMAIL for demos (reference mode only).
import type { Queryable } from './store';

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  body: string;
  code: string;
  created_at: string;
}

/** Stores a mail "sent", with the code it carries so the dev helper can list it without parsing the body. */
export async function storeMail(db: Queryable, mail: { to: string; subject: string; body: string; code: string }, at: Date): Promise<void> {
  await db.query('insert into outbox (to_addr, subject, body, code, created_at) values ($1, $2, $3, $4, $5)', [
    mail.to,
    mail.subject,
    mail.body,
    mail.code,
    at,
  ]);
}

/** Newest first, at most 100; `to` compares case-insensitively. */
export async function listMail(db: Queryable, to: string | undefined): Promise<OutboxMessage[]> {
  const res = await db.query<{ id: number; to_addr: string; subject: string; body: string; code: string; created_at: Date }>(
    `select id, to_addr, subject, body, code, created_at from outbox
     where $1::text is null or lower(to_addr) = lower($1) order by id desc limit 100`,
    [to ?? null],
  );
  return res.rows.map((r) => ({
    id: r.id,
    to: r.to_addr,
    subject: r.subject,
    body: r.body,
    code: r.code,
    created_at: r.created_at.toISOString(),
  }));
}
