// The dev outbox: the server has no mail relay, so "sent" mail is stored and listed by
// GET /uiserver/dev/outbox?to=EMAIL for tests and demos.
import type { AppContext } from './context';

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  body: string;
  code: string;
  created_at: string;
}

export async function sendMail(ctx: AppContext, to: string, subject: string, body: string, code: string): Promise<void> {
  await ctx.db.query('insert into outbox (to_addr, subject, body, code, created_at) values ($1, $2, $3, $4, $5)', [
    to,
    subject,
    body,
    code,
    ctx.now(),
  ]);
}

/** Newest first; `to` compares case-insensitively. */
export async function listMail(ctx: AppContext, to: string | undefined): Promise<OutboxMessage[]> {
  const res = await ctx.db.query<{ id: number; to_addr: string; subject: string; body: string; code: string; created_at: Date }>(
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
