import { describe, expect, it, vi } from 'vitest';
import { createStepUpBroker, type ReauthAsked, type StepUpHandler } from './step-up-broker';

const ask = { challenge: 'c1', factor: 'password' } as const;
const asked = (id: string): ReauthAsked => ({ slot: 1, id, challenge: 'c1', page: 'administration', answer: vi.fn() });

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
    expect(host.prove).toHaveBeenCalledWith(ask);
  });

  it('a host that cannot ask (its code failed to load) cancels the call', async () => {
    const broker = createStepUpBroker();
    broker.attach({ prove: () => Promise.reject(new Error('chunk')), pageAsked: () => undefined });
    await expect(broker.prove(ask)).resolves.toBe('cancelled');
  });

  it('once detached, asks wait for the next host; an old host detaching again changes nothing', async () => {
    const broker = createStepUpBroker();
    const first = handler();
    const detach = broker.attach(first);
    detach();
    broker.pageAsked(asked('later'));
    expect(first.pages).toEqual([]);
    const second = handler();
    broker.attach(second);
    detach();
    broker.pageAsked(asked('again'));
    expect(second.pages).toEqual(['later', 'again']);
  });
});
