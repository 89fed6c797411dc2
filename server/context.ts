// What every route module needs: the store, the clock and feature switches.
// Passed explicitly (not through globals) so tests can build isolated servers side by side.
import type { PasswordProofs } from './auth/password-proofs';
import type { ContractMode } from './contract-mode';
import type { Db } from './data/store';
import type { MailSpool } from './mail/mail-spool';

/**
 * How many failed sign-ins auth/signin-limits.ts allows (its SIGN_IN_LIMITS are the defaults).
 * Declared with the context that carries them, so the limits module imports the context, not the reverse.
 */
export interface SignInLimits {
  /** Failed sign-ins per login name (known or not) in the window; a success clears them. */
  perAccount: number;
  /** Failed sign-ins per client address in the window, whichever names they try. */
  perAddress: number;
  windowMs: number;
}

/**
 * Step-up, fresh authentication for sensitive actions (auth/step-up.ts; STEP_UP_MAX_AGE and
 * STEP_UP_CHALLENGE_SECONDS in main.ts). Declared here for the same reason as SignInLimits.
 */
export interface StepUpSettings {
  /** How old (seconds) the session's last proof may be for a sensitive action; 0 asks every time. */
  maxAgeSeconds: number;
  /** How long a challenge holds (seconds). The contract's minimum is 120: shorter only in tests. */
  challengeSeconds: number;
}

export interface AppContext {
  readonly db: Db;
  /** Injectable clock: tests move time forward to expire codes without sleeping. */
  readonly now: () => Date;
  /** "strict": exactly the HTTP contract and no more (contract-mode.ts); "reference": the console's dev backend. */
  readonly contractMode: ContractMode;
  /** Dev-only helpers (outbox, current TOTP) under /uiserver/dev/; never in strict mode. */
  readonly devTools: boolean;
  /** Where sent mail goes (the data folder's outbox.mbox); null for an in-memory store. */
  readonly mailSpool: MailSpool | null;
  /** Failed password checks allowed per account and per client address. */
  readonly signInLimits: SignInLimits;
  /** Passwords verified moments ago by mfa/status, so the login that follows needs no second hash. */
  readonly passwordProofs: PasswordProofs;
  /** Which proof age sensitive actions take, and how long a re-authentication challenge holds. */
  readonly stepUp: StepUpSettings;
  /** How long a support session lasts (SUPPORT_SESSION_SECONDS), unless its supporter's account has its own. */
  readonly supportSessionSeconds: number;
}
