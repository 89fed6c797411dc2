/**
 * The 401 with code 1210 any call may answer (contract.md "Fresh authentication for sensitive
 * actions"; schemas/api/step-up-required.schema.json): the action needs a fresher proof, which is not
 * an expired session. Read here, in the API client's first code, without the schema's validator
 * (which the shell would carry for a reply it rarely meets): the few fields are checked by hand.
 */
import { reauthPath } from '../../generated/calls/reauth';
import type { StepUpRequired } from '../../generated/types/api-step-up-required';

export type Factor = 'password' | 'otp' | 'sso';

/**
 * What a 1210 or a challenge's state may name: a factor this console offers, or `unsupported` (one
 * the contract does not name: a richer server's). Never taken for an expired session: the dialog says
 * this console cannot confirm that action, and its waiter is answered `cancelled`.
 */
export type AskedFactor = Factor | 'unsupported';

/** How a step-up ends for whoever waits on it: proved, cancelled, or its challenge expired. */
export type StepUpOutcome = 'done' | 'cancelled' | 'expired';

/**
 * What the API client needs of step-up (the port the step-up broker fills, step-up/step-up-broker.ts):
 * a fresh proof of the user for a 1210's ask. `again`: this call met 1210 after a proof already.
 */
export interface StepUpProver {
  readonly prove: (ask: StepUpAsk, again?: boolean, action?: string) => Promise<StepUpOutcome>;
}

/**
 * A 1210's challenge, and its factor: one the console offers, or `unsupported` for one the contract
 * does not name (a richer server's): still a 1210, never an expired session.
 */
export type StepUpAsk = { readonly challenge: string; readonly factor: AskedFactor };

/** The factors the contract names; any other a server may send is one this console does not offer. */
const OFFERED: ReadonlySet<unknown> = new Set<StepUpRequired['data']['factor']>(['password', 'otp', 'sso']);

/** A factor as the broker knows it (a 1210's, a challenge's state): one the console offers, or `unsupported`. */
export const askedFactor = (factor: unknown): AskedFactor => (OFFERED.has(factor) ? (factor as AskedFactor) : 'unsupported');

function jsonObject(body: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The challenge and factor of a 401 with code 1210, or null for any other reply (an expired session among them). */
export function stepUpAsked(status: number, body: unknown): StepUpAsk | null {
  if (status !== 401 || typeof body !== 'string' || !body.includes('1210')) return null;
  const reply = jsonObject(body);
  if (reply === null || String(reply.code) !== '1210') return null;
  const data = reply.data as Record<string, unknown> | null | undefined;
  const challenge = data?.challenge;
  if (typeof challenge !== 'string' || challenge === '' || challenge.length > 512) return null;
  return { challenge, factor: askedFactor(data?.factor) };
}

/** A wrong answer to `POST session/reauth` (401 with code 1211 or 1203): the dialog says so; the session is not gone. */
export function isWrongAnswer(url: string | undefined, status: number, body: unknown): boolean {
  if (status !== 401 || url !== reauthPath || typeof body !== 'string') return false;
  const code = String(jsonObject(body)?.code);
  return code === '1211' || code === '1203';
}
