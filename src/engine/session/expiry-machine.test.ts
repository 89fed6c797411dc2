import { describe, expect, it } from 'vitest';
import { expiryTransition, initialExpiry, type ExpiryEffect, type ExpiryEvent, type ExpiryState } from './expiry-machine';

const ADMIN = { id: 'acc-1', name: 'admin@example.com' };
const OTHER = { id: 'acc-2', name: 'other@example.com' };
const open = initialExpiry(ADMIN);
const covered = (causes: ExpiryState['causes']): ExpiryState => ({ account: ADMIN, phase: 'covered', causes });
const leaving: ExpiryState = { account: ADMIN, phase: 'leaving', causes: ['api'] };

const cases: ReadonlyArray<{ name: string; from: ExpiryState; event: ExpiryEvent; to: ExpiryState; effects: ExpiryEffect[] }> = [
  {
    name: 'an API 401 covers and tells the others',
    from: open,
    event: { type: 'lost', cause: 'api' },
    to: covered(['api']),
    effects: [{ type: 'post-expired' }],
  },
  {
    name: 'a frame sent to sign in covers and tells the others',
    from: open,
    event: { type: 'lost', cause: 'frame' },
    to: covered(['frame']),
    effects: [{ type: 'post-expired' }],
  },
  {
    name: 'the idle limit ends the server session first',
    from: open,
    event: { type: 'lost', cause: 'idle' },
    to: covered(['idle']),
    effects: [{ type: 'end-session' }, { type: 'post-expired' }],
  },
  {
    name: 'another 401 while covered only adds its cause',
    from: covered(['frame']),
    event: { type: 'lost', cause: 'api' },
    to: covered(['frame', 'api']),
    effects: [],
  },
  {
    name: 'the same cause again changes nothing',
    from: covered(['api']),
    event: { type: 'lost', cause: 'api' },
    to: covered(['api']),
    effects: [],
  },
  {
    name: 'another tab expiring covers without posting again',
    from: open,
    event: { type: 'expired-elsewhere' },
    to: covered(['other-tab']),
    effects: [],
  },
  {
    name: 'another tab expiring while covered changes nothing',
    from: covered(['api']),
    event: { type: 'expired-elsewhere' },
    to: covered(['api']),
    effects: [],
  },
  {
    name: 'signed in here as the same account: resume, the failed native screen again',
    from: covered(['api']),
    event: { type: 'signed-in-here', account: ADMIN },
    to: open,
    effects: [{ type: 'resume', reloadFrame: false, nativeAgain: true }],
  },
  {
    name: 'signed in here after a frame met the expiry: that frame reloads',
    from: covered(['frame']),
    event: { type: 'signed-in-here', account: ADMIN },
    to: open,
    effects: [{ type: 'resume', reloadFrame: true, nativeAgain: false }],
  },
  {
    name: 'signed in here as another account: reload into it',
    from: covered(['api']),
    event: { type: 'signed-in-here', account: OTHER },
    to: { ...covered(['api']), phase: 'leaving' },
    effects: [{ type: 'reload-root' }],
  },
  {
    name: 'another tab signed in as the same account: resume without posting',
    from: covered(['other-tab']),
    event: { type: 'signed-in-elsewhere', account: ADMIN },
    to: open,
    effects: [{ type: 'resume', reloadFrame: false, nativeAgain: false }],
  },
  {
    name: 'another tab signed in as another account: reload',
    from: covered(['other-tab']),
    event: { type: 'signed-in-elsewhere', account: OTHER },
    to: { ...covered(['other-tab']), phase: 'leaving' },
    effects: [{ type: 'reload-root' }],
  },
  {
    name: 'an open tab hearing a sign-in stays as it is',
    from: open,
    event: { type: 'signed-in-elsewhere', account: OTHER },
    to: open,
    effects: [],
  },
  { name: 'a tab reloading ignores everything', from: leaving, event: { type: 'lost', cause: 'api' }, to: leaving, effects: [] },
  {
    name: 'a tab reloading ignores a sign-in',
    from: leaving,
    event: { type: 'signed-in-elsewhere', account: ADMIN },
    to: leaving,
    effects: [],
  },
];

describe('expiryTransition', () => {
  it.each(cases)('$name', ({ from, event, to, effects }) => {
    const step = expiryTransition(from, event);
    expect(step.state).toEqual(to);
    expect(step.effects).toEqual(effects);
  });

  it('returns the very state when nothing changes, so nothing re-renders', () => {
    const state = covered(['api']);
    expect(expiryTransition(state, { type: 'expired-elsewhere' }).state).toBe(state);
  });
});
