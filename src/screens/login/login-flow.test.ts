/**
 * What the flow does with its answers for the sign-in's hook: the step it moves to, the page it
 * leaves for, and answers that come too late to count.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageRef } from '../../engine/validation/message-ref';
import { servicesFixture } from '../../testing/services-fixture';
import { checkUsername, follow, type SignInRun } from './login-flow';
import { signInReducer, signInStart, type SignInEvent } from './sign-in-steps';

const JSON_TYPE = { 'content-type': 'application/json' };

/** A sign-in under way for `username`, its events applied to its state as the hook applies them. */
function run(username: string, options: Partial<Pick<SignInRun, 'arrive'>> = {}, migration: unknown = { migrationStatus: 0 }) {
  const services = servicesFixture({
    answer: () => ({ status: 200, body: JSON.stringify({ errorCode: '0', ...(migration as object) }), headers: JSON_TYPE }),
  });
  let state = signInStart(username);
  const events: SignInEvent[] = [];
  const arrive = vi.fn(options.arrive ?? (() => undefined));
  const signIn: SignInRun = {
    loadServices: async () => services,
    returnTo: () => null,
    arrive,
    dispatch: (event) => {
      events.push(event);
      state = signInReducer(state, event);
    },
    state: () => state,
  };
  return { signIn, events, arrive, typed: (name: string) => signIn.dispatch({ type: 'typed', username: name }), state: () => state };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('follow', () => {
  it('a page of the console reached: the form arrives there, as the name in the form when none is given', () => {
    const { signIn, arrive, state } = run('admin');
    signIn.dispatch({ type: 'submitted' });
    follow(signIn, { kind: 'navigate', path: '/dashboard' });
    expect(arrive).toHaveBeenCalledWith('/dashboard', 'admin');
    expect(state().step).toEqual({ kind: 'busy' });
  });

  it('a page the form cannot reach: its refusal is the failure shown', () => {
    const refusal = { kind: 'failed', message: messageRef('login.sessionFailed') } as const;
    const { signIn, state } = run('admin', { arrive: () => refusal });
    signIn.dispatch({ type: 'submitted' });
    follow(signIn, { kind: 'navigate', path: '/' }, 'admin');
    expect(state().step).toEqual(refusal);
  });

  it('a full page load leaves for it, the form unchanged', () => {
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { assign } });
    const { signIn, arrive, state } = run('admin');
    signIn.dispatch({ type: 'submitted' });
    follow(signIn, { kind: 'leave', url: '/uiserver/new-console' }, 'admin');
    expect(assign).toHaveBeenCalledWith('/uiserver/new-console');
    expect(arrive).not.toHaveBeenCalled();
    expect(state().step).toEqual({ kind: 'busy' });
  });
});

describe('checkUsername (the user name field left)', () => {
  it('a migration in progress blocks Log On for that name', async () => {
    const { signIn, state } = run('blocked-now', {}, { migrationStatus: 1, customer: false });
    await checkUsername(signIn, 'blocked-now');
    expect(state().step).toEqual({ kind: 'blocked' });
  });

  it('says nothing of a name typed over before the answer came', async () => {
    const { signIn, typed, state } = run('blocked-late', {}, { migrationStatus: 1, customer: false });
    const checking = checkUsername(signIn, 'blocked-late');
    typed('someone-else');
    await checking;
    expect(state().step).toEqual({ kind: 'idle' });
  });

  it("a customer's completed migration leaves for the new console, while the name is still in the form", async () => {
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { assign, origin: 'https://console.example' } });
    const migrated = { migrationStatus: 2, customer: true, redirectURL: 'https://new.example/console' };
    const now = run('migrated-now', {}, migrated);
    await checkUsername(now.signIn, 'migrated-now');
    expect(assign).toHaveBeenCalledWith('https://new.example/console');

    assign.mockClear();
    const late = run('migrated-late', {}, migrated);
    const checking = checkUsername(late.signIn, 'migrated-late');
    late.typed('someone-else');
    await checking;
    expect(assign).not.toHaveBeenCalled();
    expect(late.events.map((event) => event.type)).toEqual(['typed']);
  });
});
