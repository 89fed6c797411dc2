// Who acts while a session assumes another account: read by account/assumeas/previous and by the
// account-management stand-in that starts a support session (the name its log shows).
import type { AppContext } from '../context';
import { findAccountById } from '../data/accounts';
import type { Session } from './session';

/**
 * Who acts while the session assumes an account through the account-management page: the seeded
 * administrator of the session's own account while that assumption stands, else that account itself.
 */
export async function assumingAdministrator(ctx: AppContext, session: Session): Promise<{ name: string; id: number } | null> {
  if (session.assumedBy === null) return null;
  const own = await findAccountById(ctx.db, session.assumedBy);
  if (!own) return null;
  if (own.assumeas_name !== null && own.assumeas_id !== null && !session.assumeReleased)
    return { name: own.assumeas_name, id: own.assumeas_id };
  return { name: own.name, id: own.account_id };
}
