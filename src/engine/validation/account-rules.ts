/**
 * The account rules a JSON Schema cannot say: the email rule of the forgot-password
 * dialog, the six new-password rules with their live ticks, the confirmation match and when Submit
 * may be pressed. One module, so the forms, the server-facing calls and the tests share one truth.
 */

/** The local part: 1 to 64 letters, digits and ! # $ % & ' + - / = ? ^ _ ` { | } ~ .. */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'+\-/=?^_`{|}~.]{1,64}$/;
/** A domain label: letters, digits and inner hyphens, at most 63 characters. */
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
/** The top-level part: 2 to 20 characters, starting with a letter (punycode `xn--…` included). */
const TOP_LEVEL = /^[A-Za-z][A-Za-z0-9-]{0,18}[A-Za-z0-9]$/;

export type EmailProblem = 'empty' | 'invalid';

/** Why an address is refused ('empty' → "no email", 'invalid' → "invalid email"), or null when it is fine. */
export function emailProblem(value: string): EmailProblem | null {
  const email = value.trim();
  if (email === '') return 'empty';
  const at = email.lastIndexOf('@');
  if (at <= 0) return 'invalid';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  // A leading dot and consecutive dots are refused in either part; a dot straight after the at sign
  // is the domain's leading dot.
  if (local.startsWith('.') || local.includes('..') || !LOCAL_PART.test(local)) return 'invalid';
  const labels = domain.split('.');
  const top = labels.pop();
  // A wildcard domain (`*.example.com`) fails the label test, as does an empty label from `..`.
  if (top === undefined || labels.length === 0 || !TOP_LEVEL.test(top)) return 'invalid';
  return labels.every((label) => LABEL.test(label)) ? null : 'invalid';
}

export function isValidEmail(value: string): boolean {
  return emailProblem(value) === null;
}

/** The special characters a new password may use: ~!@#$%^&*_+=`|\(){}[]:;"'<>,.?/- */
export const PASSWORD_SPECIALS = '~!@#$%^&*_+=`|\\(){}[]:;"\'<>,.?/-';
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 32;

/** The six rules, in the order the dialog lists their ticks. */
export const PASSWORD_RULES = ['length', 'lowercase', 'uppercase', 'digit', 'special', 'noEdgeSpace'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

const CHECKS: Record<PasswordRule, (password: string) => boolean> = {
  length: (password) => password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX,
  lowercase: (password) => /[a-z]/.test(password),
  uppercase: (password) => /[A-Z]/.test(password),
  digit: (password) => /[0-9]/.test(password),
  special: (password) => [...password].some((c) => PASSWORD_SPECIALS.includes(c)),
  // An empty password has no edge to speak of, but it is no acceptable password either: the length rule says so.
  noEdgeSpace: (password) => !/^\s|\s$/.test(password),
};

/**
 * Each rule with whether the password keeps it: the live ticks. A rule is ticked only once it holds
 * for something typed: an empty password keeps no rule (not even "no space at the start or end").
 */
export function passwordRuleResults(password: string): Record<PasswordRule, boolean> {
  return Object.fromEntries(PASSWORD_RULES.map((rule) => [rule, password !== '' && CHECKS[rule](password)])) as Record<
    PasswordRule,
    boolean
  >;
}

export function isAcceptablePassword(password: string): boolean {
  return PASSWORD_RULES.every((rule) => CHECKS[rule](password));
}

/** The confirmation must equal the new password; an empty confirmation is "missing", not "mismatch". */
export function confirmationMismatch(password: string, confirmation: string): boolean {
  return confirmation !== '' && confirmation !== password;
}

export interface ResetValues {
  username?: string;
  email?: string;
  verification_code?: string;
  password?: string;
  password_confirm?: string;
}

/** The send-verification button waits for a valid email. */
export function canSendVerificationCode(values: ResetValues): boolean {
  return isValidEmail(values.email ?? '');
}

/**
 * Submit stays disabled while username, email, code, new password or confirmation is missing, or
 * while the rules or the match fail.
 */
export function canSubmitReset(values: ResetValues): boolean {
  const username = (values.username ?? '').trim();
  const code = (values.verification_code ?? '').trim();
  const password = values.password ?? '';
  const confirmation = values.password_confirm ?? '';
  return (
    username !== '' &&
    isValidEmail(values.email ?? '') &&
    code !== '' &&
    isAcceptablePassword(password) &&
    confirmation !== '' &&
    !confirmationMismatch(password, confirmation)
  );
}
