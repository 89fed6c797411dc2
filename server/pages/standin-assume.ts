// Assume-as, as the legacy account-management page does it (the UI-server contract has no call for
// it): a super administrator picks another account there, the server session acts as that account
// from then on, and the page sends the console (the top window) back to its root, where it starts as
// the assumed account. Release is the contract's account/assumeas/release. A stand-in's, in both
// contract modes: the legacy pages are not the contract.
// Every assume here is a support session (contract: "Support sessions (assume-as) that customers can
// trust"): the page asks for the reason and the ticket, refuses an account whose administrators have
// not granted support access (or whose grant ran out), and starts it read-only for the supporter's
// length of a session (their account's own, else SUPPORT_SESSION_SECONDS), never past the grant.
import type { FastifyInstance } from 'fastify';
import { assumingAdministrator } from '../auth/assuming';
import type { Session } from '../auth/session';
import type { AppContext } from '../context';
import { findAccountById, permsOf } from '../data/accounts';
import { enterSupportSession } from '../data/sessions';
import { endSupportSession, grantUntil, insertSupportSession } from '../data/support-sessions';
import { sendJson } from '../http/reply';
import { queryField } from '../http/request-fields';
import { escapeHtml } from './page-template';

/** The stand-in page that offers Assume (the frame of the Account Management route). */
export const ACCOUNT_MANAGEMENT_PAGE = '/uiserver/legacy/administration/account-management';
/** Where its Assume form posts. */
export const ASSUME_URL = `${ACCOUNT_MANAGEMENT_PAGE}/assume`;
const ASSUME_PERMISSION = 'SU_ASSUME_AS_LOWLEVEL';

/** The session's own account: the one it goes back to on release. */
const ownAccountOf = (session: Session): number => session.assumedBy ?? session.accountId;

async function mayAssume(ctx: AppContext, session: Session): Promise<boolean> {
  return (await permsOf(ctx.db, ownAccountOf(session))).includes(ASSUME_PERMISSION);
}

/** The Assume section of the account-management page, or '' for a session that may not assume. */
export async function assumeSection(ctx: AppContext, session: Session): Promise<string> {
  if (!(await mayAssume(ctx, session))) return '';
  const res = await ctx.db.query<{ account_id: number; username: string; name: string }>(
    'select account_id, username, name from accounts where account_id <> $1 order by account_id',
    [session.accountId],
  );
  const options = res.rows
    .map((a) => `<option value="${escapeHtml(String(a.account_id))}">${escapeHtml(`${a.name} (${a.username})`)}</option>`)
    .join('\n');
  return `<h2>Assume an account</h2>
<form data-standin-assume method="post" action="${escapeHtml(ASSUME_URL)}">
<label for="standin-assume-account">Account</label>
<select id="standin-assume-account" name="account" data-testid="standin-assume-account">
${options}
</select>
<label for="standin-assume-reason">Reason</label>
<input id="standin-assume-reason" name="reason" maxlength="200" required data-testid="standin-assume-reason">
<label for="standin-assume-ticket">Ticket</label>
<input id="standin-assume-ticket" name="ticket" maxlength="64" required data-testid="standin-assume-ticket">
<button type="submit" data-testid="standin-assume">Assume</button>
<p id="standin-assume-status" role="status" data-testid="standin-assume-status"></p>
</form>`;
}

export function registerAssumeRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post(ASSUME_URL, { config: { kind: 'json', auth: 'required' } }, async (request, reply) => {
    const session = request.session;
    if (session === null) return sendJson(reply, { code: 401, message: 'not signed in' }, 401);
    if (!(await mayAssume(ctx, session))) return sendJson(reply, { code: 403, message: 'not a super administrator' }, 403);
    const target = Number(queryField(request.body, 'account') ?? '');
    const account = Number.isSafeInteger(target) && target > 0 ? await findAccountById(ctx.db, target) : undefined;
    if (!account || account.account_id === session.accountId)
      return sendJson(reply, { code: 400, message: 'no such account to assume' }, 400);
    const reason = (queryField(request.body, 'reason', 400) ?? '').trim();
    const ticket = (queryField(request.body, 'ticket', 200) ?? '').trim();
    if (reason === '' || reason.length > 200 || ticket === '' || ticket.length > 64)
      return sendJson(reply, { code: 400, message: 'give the reason (at most 200 characters) and the ticket (at most 64)' }, 400);
    const now = ctx.now();
    const until = await grantUntil(ctx.db, account.account_id);
    if (until === null || until.getTime() <= now.getTime())
      return sendJson(reply, { code: 403, message: 'the customer has not granted support access' }, 403);
    // Assuming again from a support session ends that one first (the supporter's own end).
    if (session.supportSessionId !== null) await endSupportSession(ctx.db, session.supportSessionId, now, 'supporter');
    const own = ownAccountOf(session);
    const supporter = await findAccountById(ctx.db, own);
    const seconds = supporter?.support_session_seconds ?? ctx.supportSessionSeconds;
    const end = Math.min(now.getTime() + seconds * 1000, until.getTime());
    const id = await insertSupportSession(ctx.db, {
      customerId: account.account_id,
      supporterId: own,
      supporterName: (await assumingAdministrator(ctx, { ...session, assumedBy: own }))?.name ?? supporter?.name ?? '',
      reason,
      ticket,
      now,
      expiresAt: new Date(end),
    });
    await enterSupportSession(ctx.db, session.idHash, account.account_id, own, id);
    return sendJson(reply, { code: 0, message: 'ok' });
  });
}
