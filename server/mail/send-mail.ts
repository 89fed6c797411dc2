// Sending mail: every message goes to the mail spool (mail-spool.ts, beside this file), the server's mailbox of sent
// mail, and to the outbox table that the reference mode's dev helper lists (GET /uiserver/dev/outbox).
import type { AppContext } from '../context';
import { storeMail } from '../data/outbox';
import type { OutgoingMail } from './mail-spool';

export async function sendMail(ctx: AppContext, mail: OutgoingMail & { readonly code: string }): Promise<void> {
  const at = ctx.now();
  await storeMail(ctx.db, mail, at);
  await ctx.mailSpool?.deliver(mail, at);
}
