import { describe, expect, it } from 'vitest';
import type { AccountRef } from '../../generated/types/tab-message';
import type { TabMessage } from './tab-channel';
import {
  accountAnnouncement,
  presentDecision,
  tabAccountOf,
  tabDecision,
  VISIBILITY_CHECK_INTERVAL_MS,
  visibilityCheckDue,
  type TabAccount,
  type TabAction,
  type TabState,
} from './tab-decision';

const ALEX = { id: '1001', name: 'admin' };
const RITA = { id: '1003', name: 'reports' };
const ACME = { id: '1004', name: 'acme-admin' };

const signedIn = (shown: TabAccount): TabState => ({ kind: 'signed-in', shown });
const SIGNED_IN_ALEX = signedIn(ALEX);
const SIGNED_IN_ACME_ASSUMED = signedIn({ ...ACME, assumedBy: 'supervisor' });
const WAITING: TabState = { kind: 'login-waiting' };
const PLAIN: TabState = { kind: 'login-plain' };
const OTHER: TabState = { kind: 'other' };

const msg = {
  loggedOff: { type: 'signed-out', version: 1, reason: 'logged-off' },
  noAccess: { type: 'signed-out', version: 1, reason: 'no-access' },
  signedInAlex: { type: 'signed-in', version: 1, account: ALEX },
  signedInRita: { type: 'signed-in', version: 1, account: RITA },
  signedInAcme: { type: 'signed-in', version: 1, account: ACME },
  accountAlex: { type: 'account', version: 1, account: ALEX },
  accountRita: { type: 'account', version: 1, account: RITA },
  accountAcme: { type: 'account', version: 1, account: ACME },
  accountAcmeAssumed: { type: 'account', version: 1, account: ACME, assumedBy: 'supervisor' },
  accountAcmeOtherAssumer: { type: 'account', version: 1, account: ACME, assumedBy: 'someone-else' },
  expired: { type: 'session-expired', version: 1 },
  activity: { type: 'activity', version: 1, at: 5 },
  theme: { type: 'theme', version: 1, theme: 'dark' },
  language: { type: 'language', version: 1, language: 'ja' },
  memory: { type: 'page-memory', version: 1, account: '1001' },
  supportEndedAcme: { type: 'support-ended', version: 1, account: ACME.id, cause: 'expiry' },
  supportEndedAcmeByCustomer: { type: 'support-ended', version: 1, account: ACME.id, cause: 'customer' },
  supportEndedAcmeReleased: { type: 'support-ended', version: 1, account: ACME.id, cause: 'supporter' },
  supportEndedRita: { type: 'support-ended', version: 1, account: RITA.id, cause: 'expiry' },
} as const satisfies Record<string, TabMessage>;

const NONE: TabAction = { kind: 'none' };
const LEAVE: TabAction = { kind: 'leave' };
const AGREE: TabAction = { kind: 'agree' };
const RETURN: TabAction = { kind: 'return' };
const cover = (now: TabAccount): TabAction => ({ kind: 'cover', now });

describe('tabDecision', () => {
  it.each<[string, TabState, TabMessage, TabAction]>([
    // A signed-in tab
    ['signed in, log off elsewhere → leave', SIGNED_IN_ALEX, msg.loggedOff, LEAVE],
    ['signed in, no-access sign-out elsewhere → leave', SIGNED_IN_ALEX, msg.noAccess, LEAVE],
    ['signed in, sign-in as the same account → agree', SIGNED_IN_ALEX, msg.signedInAlex, AGREE],
    ['signed in, sign-in as another account → cover', SIGNED_IN_ALEX, msg.signedInRita, cover(RITA)],
    ['assumed, sign-in as the assumed account → agree (a sign-in names no assumer)', SIGNED_IN_ACME_ASSUMED, msg.signedInAcme, AGREE],
    ['signed in, a console starts as the same account → agree', SIGNED_IN_ALEX, msg.accountAlex, AGREE],
    ['signed in, a console starts as another account → cover', SIGNED_IN_ALEX, msg.accountRita, cover(RITA)],
    [
      'signed in, the account assumed elsewhere → cover',
      signedIn(ACME),
      msg.accountAcmeAssumed,
      cover({ ...ACME, assumedBy: 'supervisor' }),
    ],
    ['assumed, released elsewhere (same id, nobody assuming) → cover', SIGNED_IN_ACME_ASSUMED, msg.accountAcme, cover(ACME)],
    [
      'assumed, another administrator assumes it → cover',
      SIGNED_IN_ACME_ASSUMED,
      msg.accountAcmeOtherAssumer,
      cover({ ...ACME, assumedBy: 'someone-else' }),
    ],
    ['assumed, the same assumption starts elsewhere → agree', SIGNED_IN_ACME_ASSUMED, msg.accountAcmeAssumed, AGREE],
    ['signed in, session expired elsewhere → not this decision', SIGNED_IN_ALEX, msg.expired, NONE],
    ['signed in, activity → none', SIGNED_IN_ALEX, msg.activity, NONE],
    ['signed in, theme → none', SIGNED_IN_ALEX, msg.theme, NONE],
    ['signed in, language → none', SIGNED_IN_ALEX, msg.language, NONE],
    ['signed in, page memory → none', SIGNED_IN_ALEX, msg.memory, NONE],
    // A support session's end is an account change that cannot wait (docs/support-sessions.md)
    [
      'assumed, its support session ended by time elsewhere → support-ended',
      SIGNED_IN_ACME_ASSUMED,
      msg.supportEndedAcme,
      { kind: 'support-ended', cause: 'expiry' },
    ],
    [
      'assumed, the customer ended it elsewhere → support-ended',
      SIGNED_IN_ACME_ASSUMED,
      msg.supportEndedAcmeByCustomer,
      { kind: 'support-ended', cause: 'customer' },
    ],
    [
      'assumed, released elsewhere → support-ended',
      SIGNED_IN_ACME_ASSUMED,
      msg.supportEndedAcmeReleased,
      { kind: 'support-ended', cause: 'supporter' },
    ],
    ['assumed, another account’s support session ended → none', SIGNED_IN_ACME_ASSUMED, msg.supportEndedRita, NONE],
    ['the customer’s own tab (nobody assuming) → none', signedIn(ACME), msg.supportEndedAcme, NONE],
    ['the supporter’s own tab → none', SIGNED_IN_ALEX, msg.supportEndedAcme, NONE],
    ['waiting login page, support ended → none', WAITING, msg.supportEndedAcme, NONE],
    // The login page waiting after a log off in another tab
    ['waiting, sign-in → return', WAITING, msg.signedInAlex, RETURN],
    ['waiting, sign-in as another account → return (the entry page decides)', WAITING, msg.signedInRita, RETURN],
    ['waiting, a console starts signed in → return', WAITING, msg.accountRita, RETURN],
    ['waiting, another log off → none', WAITING, msg.loggedOff, NONE],
    ['waiting, session expired → none', WAITING, msg.expired, NONE],
    ['waiting, theme → none', WAITING, msg.theme, NONE],
    // The plain login page
    ['plain login, log off → none', PLAIN, msg.loggedOff, NONE],
    ['plain login, sign-in → none', PLAIN, msg.signedInAlex, NONE],
    ['plain login, account → none', PLAIN, msg.accountAlex, NONE],
    // Any other signed-out page
    ['other page, log off → none', OTHER, msg.loggedOff, NONE],
    ['other page, sign-in → none', OTHER, msg.signedInAlex, NONE],
    ['other page, account → none', OTHER, msg.accountRita, NONE],
  ])('%s', (_name, state, message, expected) => {
    expect(tabDecision(state, message)).toEqual(expected);
  });
});

describe('presentDecision (the visibility check)', () => {
  it.each<[string, TabAccount, AccountRef, TabAction]>([
    ['the same account', ALEX, ALEX, AGREE],
    ['another account', ALEX, RITA, cover(RITA)],
    ['the assumed account, its id unchanged (the call cannot see who assumes)', { ...ACME, assumedBy: 'supervisor' }, ACME, AGREE],
    ['the same id under a new name', ALEX, { id: '1001', name: 'renamed' }, AGREE],
  ])('%s', (_name, shown, present, expected) => {
    expect(presentDecision(shown, present)).toEqual(expected);
  });
});

describe('visibilityCheckDue', () => {
  const T = 1_000_000;
  it.each<[string, number | null, number, boolean]>([
    ['never checked', null, T, true],
    ['checked just now', T, T, false],
    ['checked a moment less than the interval ago', T - VISIBILITY_CHECK_INTERVAL_MS + 1, T, false],
    ['checked the interval ago', T - VISIBILITY_CHECK_INTERVAL_MS, T, true],
    ['checked long ago', T - 10 * VISIBILITY_CHECK_INTERVAL_MS, T, true],
    ['a clock set back since the last check', T + 5_000, T, true],
  ])('%s → %s', (_name, last, now, expected) => {
    expect(visibilityCheckDue(last, now)).toBe(expected);
  });
});

describe('tabAccountOf and accountAnnouncement', () => {
  const account = { account_id: '1004', name: 'acme-admin', email: 'acme@example.com' };
  it.each([
    [
      'an account of its own',
      { account },
      { id: '1004', name: 'acme-admin' },
      { type: 'account', account: { id: '1004', name: 'acme-admin' } },
    ],
    [
      'an assumed account',
      { account, previous: { assumeas_name: 'supervisor', assumeas_id: '9001' } },
      { id: '1004', name: 'acme-admin', assumedBy: 'supervisor' },
      { type: 'account', account: { id: '1004', name: 'acme-admin' }, assumedBy: 'supervisor' },
    ],
    [
      'an account without a name goes by its email',
      { account: { ...account, name: '' } },
      { id: '1004', name: 'acme@example.com' },
      { type: 'account', account: { id: '1004', name: 'acme@example.com' } },
    ],
  ])('%s', (_name, info, expectedAccount, expectedMessage) => {
    const tabAccount = tabAccountOf(info as Parameters<typeof tabAccountOf>[0]);
    expect(tabAccount).toEqual(expectedAccount);
    expect(accountAnnouncement(tabAccount)).toEqual(expectedMessage);
  });
});
