import { describe, expect, it } from 'vitest';
import type { MfaCredentials } from '../../engine/api/mfa';
import { messageRef } from '../../engine/validation/message-ref';
import type { LoginStep } from './login-flow';
import { loginFailure, mfaStatusFailure } from './login-messages';
import { signInReducer, signInStart, type SignInEvent, type SignInState, type SignInStep } from './sign-in-steps';

const ORIGIN = 'https://console.example';
const credentials: MfaCredentials = { accountname: 'mfa', password: 'secret' };

// The messages the flow hands over, as login-messages.ts words them for the spec's replies.
const wrongLogin = mfaStatusFailure({ kind: 'code', call: 'mfa/status', code: '701', message: '', result: null });
const lockedOut = mfaStatusFailure({ kind: 'http', call: 'mfa/status', status: 429 });
const disabled = (() => {
  const failure = loginFailure({ kind: 'code', call: 'login', code: '-3', message: '', result: null }, null, ORIGIN);
  if (failure.kind !== 'message') throw new Error('-3 is a message');
  return failure.message;
})();
const sessionFailed = messageRef('login.sessionFailed');

const idle: SignInStep = { kind: 'idle' };
const busy: SignInStep = { kind: 'busy' };
const blocked: SignInStep = { kind: 'blocked' };
const failed: SignInStep = { kind: 'failed', message: wrongLogin };
const mfa: SignInStep = { kind: 'mfa', credentials };

const at = (step: SignInStep, username = 'admin'): SignInState => ({ step, username });
const answered = (step: LoginStep, username = 'admin'): SignInEvent => ({ type: 'answered', step, username });

describe('signInReducer', () => {
  it('starts idle with the user name the form starts with', () => {
    expect(signInStart('admin')).toEqual(at(idle));
    expect(signInStart('')).toEqual(at(idle, ''));
  });

  // [what happens, state before, event, state after]
  const moves: [string, SignInState, SignInEvent, SignInState][] = [
    // Log On
    ['Log On from the form', at(idle), { type: 'submitted' }, at(busy)],
    ['Log On again after a failure: its message goes', at(failed), { type: 'submitted' }, at(busy)],
    ['Log On in the re-sign-in dialog while blocked', at(blocked), { type: 'submitted' }, at(busy)],
    // the flow's answers
    ['a wrong user name or password', at(busy), answered({ kind: 'failed', message: wrongLogin }), at(failed)],
    [
      'too many attempts: the lockout',
      at(busy),
      answered({ kind: 'failed', message: lockedOut }),
      at({ kind: 'failed', message: lockedOut }),
    ],
    ['a disabled account', at(busy), answered({ kind: 'failed', message: disabled }), at({ kind: 'failed', message: disabled })],
    ['MFA on: the code is asked', at(busy), answered({ kind: 'mfa', credentials }), at(mfa)],
    ['a migration in progress for the name in the form', at(busy), answered({ kind: 'blocked' }), at(blocked)],
    [
      'a migration in progress for a name typed over since: Log On ends, nothing said',
      at(busy, 'other'),
      answered({ kind: 'blocked' }),
      at(idle, 'other'),
    ],
    [
      'signed in again, but the account could not be read',
      at(busy),
      answered({ kind: 'failed', message: sessionFailed }),
      at({ kind: 'failed', message: sessionFailed }),
    ],
    ['the MFA dialog cancelled', at(mfa), { type: 'mfa-closed' }, at(idle)],
    [
      'the MFA code signs in, where the page cannot be reached',
      at(mfa),
      answered({ kind: 'failed', message: sessionFailed }),
      at({ kind: 'failed', message: sessionFailed }),
    ],
    // the user name field
    ['the check when the name is left finds it blocked', at(idle), { type: 'checked', username: 'admin' }, at(blocked)],
    ['… after a failed Log On: the block is said instead', at(failed), { type: 'checked', username: 'admin' }, at(blocked)],
    ['… while Log On runs for the same name', at(busy), { type: 'checked', username: 'admin' }, at(blocked)],
    ['another name typed: the block is lifted', at(blocked), { type: 'typed', username: 'other' }, at(idle, 'other')],
    ['another name typed: a failure stays', at(failed), { type: 'typed', username: 'other' }, at(failed, 'other')],
    ['another name typed while Log On runs', at(busy), { type: 'typed', username: 'other' }, at(busy, 'other')],
    ['the prerendered form handed over with a name typed', at(idle, ''), { type: 'typed', username: 'adm' }, at(idle, 'adm')],
  ];

  it.each(moves)('%s', (_name, before, event, after) => {
    expect(signInReducer(before, event)).toEqual(after);
  });

  // What changes nothing returns the same state, so React renders nothing again.
  const stays: [string, SignInState, SignInEvent][] = [
    ['the same name typed (the password changed)', at(blocked), { type: 'typed', username: 'admin' }],
    ['a block found for a name no longer in the form', at(failed, 'other'), { type: 'checked', username: 'admin' }],
    ['a page of the console reached: the page goes, the button stays busy', at(busy), answered({ kind: 'navigate', path: '/' })],
    ['a full page load: the button stays busy', at(busy), answered({ kind: 'leave', url: '/uiserver/new-console' })],
    ['the MFA code signs in: the dialog stays until the page goes', at(mfa), answered({ kind: 'navigate', path: '/dashboard' })],
    ['the MFA code leads to a full page load', at(mfa), answered({ kind: 'leave', url: '/uiserver/logoff', say: 'no-access' })],
  ];

  it.each(stays)('%s: nothing changes', (_name, before, event) => {
    expect(signInReducer(before, event)).toBe(before);
  });

  it('keeps a blocked answer for the name it was asked for, whatever was typed in between', () => {
    const events: SignInEvent[] = [
      { type: 'typed', username: 'adm' },
      { type: 'submitted' },
      { type: 'typed', username: 'admin' },
      answered({ kind: 'blocked' }, 'adm'),
      { type: 'typed', username: 'adm' },
    ];
    expect(events.reduce(signInReducer, signInStart(''))).toEqual(at(idle, 'adm'));
  });
});
