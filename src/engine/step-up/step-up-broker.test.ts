import { describe, expect, it, vi } from 'vitest';
import { createStepUpBroker, type ReauthAsked, type StepUpHandler } from './step-up-broker';

const ask = { challenge: 'c1', factor: 'password' } as const;
const asked = (id: string): ReauthAsked => ({ slot: 1, id, challenge: 'c1', page: 'administration', label: null, answer: vi.fn() });

function handler(outcome: 'done' | 'cancelled' = 'done'): StepUpHandler & { pages: string[] } {
  const pages: string[] = [];
  return { pages, prove: vi.fn(async () => outcome), pageAsked: (page) => void pages.push(page.id) };
}

describe('the step-up broker', () => {
  it('hands asks made before the host attached to it, in order', async () => {
    const broker = createStepUpBroker();
    const proved = broker.prove(ask);
    broker.pageAsked(asked('a'));
    broker.pageAsked(asked('b'));
    const host = handler();
    broker.attach(host);
    expect(host.pages).toEqual(['a', 'b']);
    await expect(proved).resolves.toBe('done');
  });

  it('hands asks straight to an attached host', async () => {
    const broker = createStepUpBroker();
    const host = handler('cancelled');
    broker.attach(host);
    await expect(broker.prove(ask)).resolves.toBe('cancelled');
    expect(host.prove).toHaveBeenCalledWith(ask, undefined, undefined);
  });

  it('a host that cannot ask (its code failed to load) cancels the call', async () => {
    const broker = createStepUpBroker();
    broker.attach({ prove: () => Promise.reject(new Error('chunk')), pageAsked: () => undefined });
    await expect(broker.prove(ask)).resolves.toBe('cancelled');
  });

  it('once the host has gone, no host can answer: an ask is dropped at once (a call cancelled, a page answered cancelled)', async () => {
    const broker = createStepUpBroker();
    const first = handler();
    const detach = broker.attach(first);
    detach();
    const page = asked('later');
    broker.pageAsked(page);
    expect(page.answer).toHaveBeenCalledWith('cancelled');
    await expect(broker.prove(ask)).resolves.toBe('cancelled');
    expect(first.pages).toEqual([]);
    expect(first.prove).not.toHaveBeenCalled();
  });

  it('the next host takes the asks after it; an old host detaching again changes nothing', async () => {
    const broker = createStepUpBroker();
    const detach = broker.attach(handler());
    detach();
    const second = handler();
    broker.attach(second);
    detach();
    broker.pageAsked(asked('again'));
    expect(second.pages).toEqual(['again']);
    await expect(broker.prove(ask, true)).resolves.toBe('done');
    expect(second.prove).toHaveBeenCalledWith(ask, true, undefined);
  });
});
