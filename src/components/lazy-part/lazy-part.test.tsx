// @vitest-environment jsdom
/**
 * A lazily loaded part fails alone: its failure stays in its place (or renders nothing, for a part
 * whose failure the notice at the foot says), a part beside it is untouched, Retry loads it again,
 * and the start's store of failed loads hears of it.
 */
import { act, Suspense, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { codeLoadsOfStart } from '../../engine/reachability/code-loads';
import { PartHeld } from '../../engine/reachability/fresh-import';
import { renderForTest } from '../../testing/render-for-test';
import { servicesFixture } from '../../testing/services-fixture';
import { ServicesContext } from '../services/services-context';
import { lazyPart } from './lazy-part';

// Primer's modules import their CSS, which Node cannot load outside Vite's pipeline (vitest leaves
// node_modules to Node): its Button as a plain button, its icon as nothing.
vi.mock('@primer/react', async () => {
  const { createElement } = await import('react');
  return { Button: ({ size: _size, ...rest }: Record<string, unknown>) => createElement('button', rest) };
});
vi.mock('@primer/octicons-react', () => ({ AlertIcon: () => null }));

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

function Greeting({ name }: { name: string }) {
  return <p data-testid="greeting">{`Hello ${name}`}</p>;
}

/** A part whose first `failures` loads fail (no reply), then load. */
function flaky(failures: number) {
  let left = failures;
  return vi.fn(async () => {
    if (left > 0) {
      left -= 1;
      throw new TypeError('Failed to fetch dynamically imported module: no reply');
    }
    return { Greeting };
  });
}

async function render(node: React.ReactNode) {
  const services = servicesFixture();
  const container = await renderForTest(
    <ServicesContext value={services}>
      <Suspense fallback={<p data-testid="loading" />}>{node}</Suspense>
    </ServicesContext>,
  );
  await settle();
  return container;
}

describe('lazyPart', () => {
  // React reports each caught error on the console: expected here, and kept out of the test's output.
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('renders the part once its code has loaded, with its props', async () => {
    const Part = lazyPart('greeting', flaky(0), (module) => module.Greeting, { inPlace: true });
    const view = await render(<Part name="Ana" />);
    expect(view.querySelector('[data-testid="greeting"]')?.textContent).toBe('Hello Ana');
  });

  it('in its place: says it could not load, with Retry, and the part beside it stays; Retry loads it', async () => {
    const load = flaky(1);
    const Part = lazyPart('greeting', load, (module) => module.Greeting, { inPlace: true });
    const view = await render(
      <>
        <p data-testid="beside">{'still here'}</p>
        <Part name="Ana" />
      </>,
    );
    const failed = view.querySelector('[data-testid="greeting-load-failed"]');
    expect(failed?.getAttribute('role')).toBe('alert');
    expect(failed?.textContent).toContain('parts.loadFailed');
    expect(view.querySelector('[data-testid="beside"]')?.textContent).toBe('still here');

    await act(async () => failed?.querySelector('button')?.click());
    await settle();
    expect(view.querySelector('[data-testid="greeting-load-failed"]')).toBeNull();
    expect(view.querySelector('[data-testid="greeting"]')?.textContent).toBe('Hello Ana');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a Retry that fails again says so again, and the next one loads it', async () => {
    const Part = lazyPart('greeting', flaky(2), (module) => module.Greeting, { inPlace: true });
    const view = await render(<Part name="Ana" />);
    await act(async () => view.querySelector<HTMLButtonElement>('[data-testid="greeting-load-failed"] button')?.click());
    await settle();
    expect(view.querySelector('[data-testid="greeting-load-failed"]')).not.toBeNull();
    await act(async () => view.querySelector<HTMLButtonElement>('[data-testid="greeting-load-failed"] button')?.click());
    await settle();
    expect(view.querySelector('[data-testid="greeting"]')?.textContent).toBe('Hello Ana');
  });

  it('a part the browser holds as failed offers Reload, not a Retry that cannot work, asking the leave guard first', async () => {
    const services = servicesFixture();
    const confirm = vi.spyOn(services.leaving, 'confirm').mockResolvedValue(false);
    const held = vi.fn(async (): Promise<{ Greeting: typeof Greeting }> => {
      throw new PartHeld('https://console.example.com/assets/Shared.js', new TypeError('kept'));
    });
    const Part = lazyPart('greeting', held, (module) => module.Greeting, { inPlace: true });
    const view = await renderForTest(
      <ServicesContext value={services}>
        <Suspense fallback={<p data-testid="loading" />}>
          <Part name="Ana" />
        </Suspense>
      </ServicesContext>,
    );
    await settle();
    const failed = view.querySelector('[data-testid="greeting-load-failed"]');
    expect(failed?.getAttribute('data-held')).toBe('true');
    expect(failed?.textContent).toContain('parts.heldFailed');
    expect(failed?.querySelector('button')?.textContent).toBe('parts.reload');
    await act(async () => failed?.querySelector('button')?.click());
    await settle();
    // The user chose to stay (input typed in a page): nothing reloaded, nothing loaded again.
    expect(confirm).toHaveBeenCalledWith('reload');
    expect(held).toHaveBeenCalledTimes(1);
    expect(view.querySelector('[data-testid="greeting-load-failed"]')).not.toBeNull();
  });

  it('a part whose failure shows at the foot of the window renders nothing in place', async () => {
    const Part = lazyPart('greeting', flaky(1), (module) => module.Greeting, { inPlace: false });
    const view = await render(
      <>
        <p data-testid="beside">{'still here'}</p>
        <Part name="Ana" />
      </>,
    );
    expect(view.querySelector('[data-testid="greeting-load-failed"]')).toBeNull();
    expect(view.querySelector('[data-testid="greeting"]')).toBeNull();
    expect(view.querySelector('[data-testid="beside"]')?.textContent).toBe('still here');
  });

  /** The part under a key its test changes, as a dialog asked for again is (AccountMenu, HelpMenu). */
  function askedAgain(Part: React.ComponentType<{ name: string }>) {
    function Asker() {
      const [asks, setAsks] = useState(1);
      return (
        <>
          <button type="button" data-testid="ask" onClick={() => setAsks((count) => count + 1)} />
          <Part key={asks} name="Ana" />
        </>
      );
    }
    const askAgain = () => act(async () => document.querySelector<HTMLButtonElement>('[data-testid="ask"]')?.click());
    return { Asker, askAgain };
  }

  it('asked for again after its failure showed (mounted anew), it makes one new try; the failure notice goes', async () => {
    const load = flaky(1);
    const Part = lazyPart('greeting', load, (module) => module.Greeting, { inPlace: false });
    const { Asker, askAgain } = askedAgain(Part);
    const services = servicesFixture();
    const view = await renderForTest(
      <ServicesContext value={services}>
        <Suspense fallback={null}>
          <Asker />
        </Suspense>
      </ServicesContext>,
    );
    await settle();
    const store = services.startState(codeLoadsOfStart);
    expect(view.querySelector('[data-testid="greeting"]')).toBeNull();
    expect(store.shown().map((part) => part.id)).toEqual(['greeting']);
    expect(load).toHaveBeenCalledTimes(1);

    await askAgain();
    await settle();
    expect(view.querySelector('[data-testid="greeting"]')?.textContent).toBe('Hello Ana');
    expect(load).toHaveBeenCalledTimes(2);
    expect(store.shown()).toEqual([]);
  });

  it('one try per ask: a part that keeps failing is never tried again by itself, and once more at each ask', async () => {
    const load = flaky(10);
    const Part = lazyPart('greeting', load, (module) => module.Greeting, { inPlace: false });
    const { Asker, askAgain } = askedAgain(Part);
    await render(<Asker />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(load).toHaveBeenCalledTimes(1);
    await askAgain();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(load).toHaveBeenCalledTimes(2);
    await askAgain();
    await settle();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('mounted anew with no failure shown, it loads nothing again', async () => {
    const load = flaky(0);
    const Part = lazyPart('greeting', load, (module) => module.Greeting, { inPlace: false });
    const { Asker, askAgain } = askedAgain(Part);
    const view = await render(<Asker />);
    await askAgain();
    await settle();
    expect(view.querySelector('[data-testid="greeting"]')?.textContent).toBe('Hello Ana');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a part that throws as it renders is caught in its place too', async () => {
    function Broken(): never {
      throw new Error('render failed');
    }
    const Part = lazyPart(
      'broken',
      async () => ({ Broken }),
      (module) => module.Broken,
      { inPlace: true },
    );
    const view = await render(<Part />);
    expect(view.querySelector('[data-testid="broken-load-failed"]')).not.toBeNull();
  });
});
