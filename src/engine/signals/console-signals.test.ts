import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConsoleSignals } from './console-signals';

afterEach(() => {
  vi.useRealTimers();
});

describe('createConsoleSignals', () => {
  it('tells each listener of a topic, in the order they subscribed, and no other topic', () => {
    const signals = createConsoleSignals();
    const heard: string[] = [];
    signals.subscribe('signal', (signal) => heard.push(`first ${signal.kind}`));
    signals.subscribe('signal', (signal) => heard.push(`second ${signal.kind}`));
    signals.subscribe('telemetry-started', () => heard.push('started'));
    signals.publish('signal', { kind: 'session-expired' });
    expect(heard).toEqual(['first session-expired', 'second session-expired']);
  });

  it('publishes to nobody without a listener', () => {
    expect(() => createConsoleSignals().publish('telemetry-started', null)).not.toThrow();
  });

  it('stops a listener by the function subscribe returned, and only that subscription', () => {
    const signals = createConsoleSignals();
    const listener = vi.fn();
    const stopFirst = signals.subscribe('telemetry-started', listener);
    signals.subscribe('telemetry-started', listener);
    signals.publish('telemetry-started', null);
    expect(listener).toHaveBeenCalledTimes(2);
    stopFirst();
    stopFirst();
    signals.publish('telemetry-started', null);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('a listener that stops itself while hearing does not keep the others from hearing', () => {
    const signals = createConsoleSignals();
    const later = vi.fn();
    const stop = signals.subscribe('telemetry-started', () => stop());
    signals.subscribe('telemetry-started', later);
    signals.publish('telemetry-started', null);
    signals.publish('telemetry-started', null);
    expect(later).toHaveBeenCalledTimes(2);
  });

  it('a listener that throws breaks neither the emitter nor the other listeners: its error is thrown on a task of its own', () => {
    vi.useFakeTimers();
    const signals = createConsoleSignals();
    const other = vi.fn();
    signals.subscribe('signal', () => {
      throw new Error('listener broke');
    });
    signals.subscribe('signal', other);
    expect(() => signals.publish('signal', { kind: 'session-expired' })).not.toThrow();
    expect(other).toHaveBeenCalledOnce();
    expect(() => vi.runAllTimers()).toThrow('listener broke');
  });

  it('two sets of signals do not hear each other', () => {
    const one = createConsoleSignals();
    const other = createConsoleSignals();
    const heard = vi.fn();
    other.subscribe('signal', heard);
    one.publish('signal', { kind: 'session-expired' });
    expect(heard).not.toHaveBeenCalled();
  });
});
