// @vitest-environment jsdom
/**
 * The one state-changing action of the native screens: held in a read-only support session with its
 * reason as its description, free in write mode (raised in this tab or another) and outside one.
 */
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { supportModeOfStart } from '../../engine/support/support-mode';
import { renderForTest } from '../../testing/render-for-test';
import { servicesFixture } from '../../testing/services-fixture';
import { sessionFixture } from '../../testing/session-fixture';
import { ServicesContext } from '../services/services-context';
import { ChangeButton } from './ChangeButton';

// Primer's modules import their CSS, which Node cannot load outside Vite's pipeline: its Button as a
// plain button (a loading button is Primer's own business).
vi.mock('@primer/react', async () => {
  const { createElement } = await import('react');
  return { Button: ({ loading: _loading, ...rest }: Record<string, unknown>) => createElement('button', rest) };
});

const LABEL = 'Start Sync';

const SUPPORT = { assumeas_name: 'agent', assumeas_id: '9', expires_at: '2026-12-07T11:00:00Z', server_date: '' };

async function render(previous: typeof SUPPORT | { assumeas_name: string; assumeas_id: string } | undefined) {
  const services = servicesFixture({ session: sessionFixture({}, previous === undefined ? {} : { previous }) });
  const container = await renderForTest(
    <ServicesContext value={services}>
      <ChangeButton onClick={() => undefined}>{LABEL}</ChangeButton>
    </ServicesContext>,
  );
  const button = () => container.querySelector('button');
  const reason = () => container.querySelector('[data-testid="read-only-reason"]');
  return { services, button, reason };
}

describe('ChangeButton', () => {
  it.each([
    { name: 'outside a support session', previous: undefined, held: false },
    { name: 'in an assume-as that is no support session', previous: { assumeas_name: 'root', assumeas_id: '7' }, held: false },
    { name: 'in a support session its runtime has not yet read: read-only', previous: SUPPORT, held: true },
  ])('$name', async ({ previous, held }) => {
    const { button, reason } = await render(previous);
    expect(button()?.disabled).toBe(held);
    expect(reason() !== null).toBe(held);
    if (held) expect(button()?.getAttribute('aria-describedby')).toBe(reason()?.id);
  });

  it('follows the mode: free once raised, held again when write mode ends', async () => {
    const { services, button, reason } = await render(SUPPORT);
    const mode = services.startState(supportModeOfStart);
    await act(async () => mode.set('write'));
    expect(button()?.disabled).toBe(false);
    expect(reason()).toBeNull();
    await act(async () => mode.set('read'));
    expect(button()?.disabled).toBe(true);
    expect(reason()?.textContent).toBe('supportSession.readOnlyAction');
  });
});
