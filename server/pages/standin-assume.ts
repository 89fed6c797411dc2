// Assume-as, as the legacy account-management page does it (the UI-server contract has no call for
// it): a super administrator picks another account there, the server session acts as that account
// from then on, and the page sends the console (the top window) back to its root, where it starts as
// the assumed account. Release is the contract's account/assumeas/release. A stand-in's, in both
// contract modes: the legacy pages are not the contract.
import type { FastifyInstance } from 'fastify';
import type { Session } from '../auth/session';
import type { AppContext } from '../context';
import { findAccountById, permsOf } from '../data/accounts';
import { assumeAccount } from '../data/sessions';
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
<button type="submit" data-testid="standin-assume">Assume</button>
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
    await assumeAccount(ctx.db, session.idHash, account.account_id, ownAccountOf(session));
    return sendJson(reply, { code: 0, message: 'ok' });
  });
}
