// @vitest-environment jsdom
/**
 * The house's one error boundary: a child that throws as it draws is replaced in its place, the
 * sibling outside draws on, onError hears of it once, and Retry draws the children again.
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderForTest } from '../../testing/render-for-test';
import { FailsInPlace } from './FailsInPlace';

let throwing = true;
function Flaky() {
  if (throwing) throw new Error('drawn badly');
  return <p data-testid="part">{'drawn'}</p>;
}

describe('FailsInPlace', () => {
  // React reports each caught error on the console: expected here, and kept out of the test's output.
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('keeps a failure in its place, tells it once, and draws the children again at Retry', async () => {
    throwing = true;
    const onError = vi.fn();
    const view = await renderForTest(
      <>
        <p data-testid="beside">{'beside'}</p>
        <FailsInPlace
          onError={onError}
          fallback={(error, retry) => (
            <button type="button" data-testid="failed" onClick={retry}>
              {error.message}
            </button>
          )}
        >
          <Flaky />
        </FailsInPlace>
      </>,
    );
    expect(view.querySelector('[data-testid="beside"]')?.textContent).toBe('beside');
    expect(view.querySelector('[data-testid="failed"]')?.textContent).toBe('drawn badly');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(Error);

    throwing = false;
    await act(async () => (view.querySelector('[data-testid="failed"]') as HTMLButtonElement).click());
    expect(view.querySelector('[data-testid="part"]')?.textContent).toBe('drawn');
    expect(view.querySelector('[data-testid="failed"]')).toBeNull();
  });

  it('a thrown value that is not an Error reaches the fallback as one', async () => {
    function Throws(): null {
      throw 'a string';
    }
    const view = await renderForTest(
      <FailsInPlace fallback={(error) => <p data-testid="failed">{error.message}</p>}>
        <Throws />
      </FailsInPlace>,
    );
    expect(view.querySelector('[data-testid="failed"]')?.textContent).toBe('a string');
  });
});
