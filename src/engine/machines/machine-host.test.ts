import { describe, expect, it } from 'vitest';
import { createMachineHost, type MachineStep } from './machine-host';

/** A counter: `add` changes the state, `keep` does not; each effect names what the runner does. */
type Event =
  | { readonly type: 'add'; readonly by: number; readonly effects?: readonly Effect[] }
  | { readonly type: 'keep'; readonly effects?: readonly Effect[] };
type Effect =
  { readonly type: 'note'; readonly text: string } | { readonly type: 'send'; readonly event: Event } | { readonly type: 'throw' };
interface State {
  readonly n: number;
}

const transition = (state: State, event: Event): MachineStep<State, Effect> => ({
  state: event.type === 'add' ? { n: state.n + event.by } : state,
  effects: event.effects ?? [],
});

function hosted() {
  const log: string[] = [];
  const host = createMachineHost<State, Event, Effect>({ n: 0 }, transition, (effect, dispatch) => {
    log.push(`run ${effect.type === 'note' ? effect.text : effect.type} at ${host.getState().n}`);
    if (effect.type === 'send') dispatch(effect.event);
    if (effect.type === 'throw') throw new Error('effect failed');
  });
  host.subscribe(() => log.push(`heard ${host.getState().n}`));
  return { host, log };
}

const note = (text: string): Effect => ({ type: 'note', text });

describe('createMachineHost', () => {
  it.each<{ name: string; events: readonly Event[]; log: readonly string[]; n: number }>([
    {
      name: 'a change is heard once, before its effects, which run in order',
      events: [{ type: 'add', by: 1, effects: [note('a'), note('b')] }],
      log: ['heard 1', 'run a at 1', 'run b at 1'],
      n: 1,
    },
    {
      name: 'no change of the state object: nobody hears, the effects still run',
      events: [{ type: 'keep', effects: [note('a')] }],
      log: ['run a at 0'],
      n: 0,
    },
    {
      name: 'events dispatched one after another are taken in order',
      events: [{ type: 'add', by: 1 }, { type: 'keep' }, { type: 'add', by: 2 }],
      log: ['heard 1', 'heard 3'],
      n: 3,
    },
    {
      name: 'an event sent by an effect waits for the effects before it',
      events: [{ type: 'add', by: 1, effects: [{ type: 'send', event: { type: 'add', by: 10, effects: [note('sent')] } }, note('after')] }],
      log: ['heard 1', 'run send at 1', 'run after at 1', 'heard 11', 'run sent at 11'],
      n: 11,
    },
  ])('$name', ({ events, log: expected, n }) => {
    const { host, log } = hosted();
    for (const event of events) host.dispatch(event);
    expect(log).toEqual(expected);
    expect(host.getState().n).toBe(n);
  });

  it('an event sent by a listener is queued behind the effects of the event it heard', () => {
    const { host, log } = hosted();
    const stop = host.subscribe(() => {
      if (host.getState().n === 1) host.dispatch({ type: 'add', by: 1, effects: [note('second')] });
    });
    host.dispatch({ type: 'add', by: 1, effects: [note('first')] });
    stop();
    expect(log).toEqual(['heard 1', 'run first at 1', 'heard 2', 'run second at 2']);
  });

  it('a throwing effect ends its dispatch, drops what was queued, and leaves the host working', () => {
    const { host, log } = hosted();
    const failing: Event = {
      type: 'add',
      by: 1,
      effects: [{ type: 'send', event: { type: 'add', by: 100 } }, { type: 'throw' }, note('never')],
    };
    expect(() => host.dispatch(failing)).toThrow('effect failed');
    expect(host.getState().n).toBe(1);
    host.dispatch({ type: 'add', by: 1, effects: [note('again')] });
    expect(log).toEqual(['heard 1', 'run send at 1', 'run throw at 1', 'heard 2', 'run again at 2']);
  });

  it('a listener that stopped hears nothing more; hosts share nothing', () => {
    const one = hosted();
    const two = hosted();
    let heard = 0;
    const stop = one.host.subscribe(() => (heard += 1));
    one.host.dispatch({ type: 'add', by: 1 });
    stop();
    one.host.dispatch({ type: 'add', by: 1 });
    expect(heard).toBe(1);
    expect(two.host.getState().n).toBe(0);
    expect(two.log).toEqual([]);
  });

  it('stop() runs every cleanup once, the last registered first, and the host takes no event after', () => {
    const { host, log } = hosted();
    host.onStop(() => log.push('cleanup first'));
    host.onStop(() => log.push('cleanup second'));
    host.dispatch({ type: 'add', by: 1 });
    host.stop();
    host.stop();
    host.dispatch({ type: 'add', by: 1, effects: [note('never')] });
    expect(log).toEqual(['heard 1', 'cleanup second', 'cleanup first']);
    expect(host.getState().n).toBe(1);
  });

  it('a cleanup registered after the stop runs at once', () => {
    const { host } = hosted();
    host.stop();
    let ran = 0;
    host.onStop(() => (ran += 1));
    expect(ran).toBe(1);
  });

  it('stopped by an effect, it runs no later effect and drops what was queued', () => {
    const log: string[] = [];
    const host = createMachineHost<State, Event, Effect>({ n: 0 }, transition, (effect, dispatch) => {
      log.push(`run ${effect.type === 'note' ? effect.text : effect.type}`);
      if (effect.type === 'send') dispatch(effect.event);
      if (effect.type === 'note' && effect.text === 'stop') host.stop();
    });
    host.dispatch({ type: 'add', by: 1, effects: [{ type: 'send', event: { type: 'add', by: 10 } }, note('stop'), note('never')] });
    expect(log).toEqual(['run send', 'run stop']);
    expect(host.getState().n).toBe(1);
  });
});
