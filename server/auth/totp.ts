// The authenticator (TOTP) code of an account with MFA: checked at sign-in (routes/sign-in.ts) and at
// re-authentication (auth/step-up.ts) alike, so a code the account already used, at either, is refused.
import { verify as verifyTotp } from 'otplib';
import type { AppContext } from '../context';
import { takeTotpStep, type AccountRow } from '../data/accounts';

/** True when `code` is the account's current authenticator code (one step of drift either way) and not used before. */
export async function takeTotpCode(ctx: AppContext, account: AccountRow, code: string): Promise<boolean> {
  if (!account.totp_secret || !/^\d{6}$/.test(code)) return false;
  const epoch = Math.floor(ctx.now().getTime() / 1000);
  const result = await verifyTotp({
    secret: account.totp_secret,
    token: code,
    epoch,
    epochTolerance: 30, // one step either way: clocks drift
    ...(account.totp_last_step !== null ? { afterTimeStep: account.totp_last_step } : {}), // a code works only once
  });
  // The 30-second step the code belongs to; taken only if no answer took it (or a later one) meanwhile.
  return result.valid && (await takeTotpStep(ctx.db, account.account_id, Math.floor(epoch / 30) + result.delta));
}
