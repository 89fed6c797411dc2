// @vitest-environment jsdom
/**
 * A slot's covers render what the machine has of its frame (progress, failure, slowness) and hand
 * back Retry as an event; the frame itself is the workspace runtime's (frame-host.test.ts).
 */
import i18next from 'i18next';
import { act } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ServicesContext } from '../../components/services/services-context';
import type { Slot, WorkspaceEvent } from '../../engine/frames/workspace-machine';
import { renderForTest } from '../../testing/render-for-test';
import { servicesFixture } from '../../testing/services-fixture';
import { sessionFixture } from '../../testing/session-fixture';
import { FrameSlot } from './FrameSlot';

// Primer's modules import their CSS, which Node cannot load outside Vite's pipeline: its controls here as plain elements.
vi.mock('@primer/react', async () => {
  const { createElement } = await import('react');
  return {
    Button: ({ variant: _variant, ...rest }: Record<string, unknown>) => createElement('button', rest),
    Heading: ({ as: _as, variant: _variant, ...rest }: Record<string, unknown>) => createElement('h1', rest),
    Spinner: () => createElement('span'),
    Link: (props: Record<string, unknown>) => createElement('a', props),
  };
});

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: {
      en: {
        translation: {
          shell: { legacyFrame: '{{page}} (legacy page)' },
          supportSession: { readOnlyRefused: 'Read-only support session: raise it to change.' },
          frame: {
            loading: 'Loading {{page}}…',
            failedTitle: '{{page}} could not be shown',
            failedStatus: 'The server answered {{status}}.',
            slow: '{{page}} is taking longer than {{seconds}} seconds.',
            retry: 'Retry',
            openInNewTab: 'Open in a new tab',
          },
        },
      },
    },
    interpolation: { escapeValue: false },
  });
});

const SLOT: Slot = {
  id: 3,
  route: { path: 'logs/audit-log', frameUrl: '/uiserver/legacy/logs/audit-log' },
  src: 'about:blank',
  attempt: 0,
  url: '/uiserver/legacy/logs/audit-log',
  status: 'ready',
  httpStatus: null,
  failure: null,
  load: 1,
  title: null,
  helpLink: null,
  target: null,
  sensed: false,
  said: null,
  stale: null,
};

async function render(slot: Slot, active: boolean, previous?: { assumeas_name: string; assumeas_id: string; expires_at: string }) {
  const events: WorkspaceEvent[] = [];
  const services = servicesFixture({ session: sessionFixture({}, previous === undefined ? {} : { previous }) });
  const container = await renderForTest(
    <ServicesContext value={services}>
      <I18nextProvider i18n={i18n}>
        <div>
          <FrameSlot slot={slot} active={active} label="Audit Log" dispatch={(event) => events.push(event)} />
        </div>
      </I18nextProvider>
    </ServicesContext>,
  );
  const root = container.firstElementChild as HTMLElement;
  return { root, events };
}

describe('FrameSlot (the covers of a frame the workspace runtime owns)', () => {
  it("renders no frame of its own: the frame element is the runtime's (frame-host.ts)", async () => {
    const { root } = await render(SLOT, true);
    expect(root.querySelector('iframe')).toBeNull();
    expect(root.children).toHaveLength(0);
  });

  it('shows progress while loading, and the failure with Retry, which is an event', async () => {
    const loading = await render({ ...SLOT, status: 'loading' }, true);
    expect(loading.root.querySelector('[data-testid="frame-loading"]')?.textContent).toBe('Loading Audit Log…');

    const failed = await render({ ...SLOT, status: 'failed', httpStatus: 503, failure: 'http' }, true);
    // The message loads apart from the shell.
    await act(async () => {
      await import('./FrameNotices');
    });
    await vi.waitFor(() => expect(failed.root.querySelector('[role="alert"]')?.textContent).toBe('The server answered 503.'));
    expect(failed.root.querySelector('a')?.getAttribute('href')).toBe(SLOT.url);
    failed.events.length = 0;
    act(() => {
      failed.root.querySelector('button')?.click();
    });
    expect(failed.events).toEqual([{ type: 'retry', slot: 3 }]);

    // A 403 in a support session not known to be in write mode: the UI-server's refusal of a legacy
    // page's POST in read mode (1220), said as read-only, never as an HTTP error or a missing permission.
    const support = { assumeas_name: 'agent', assumeas_id: '9', expires_at: '2099-01-01T00:00:00Z' };
    const refused = await render({ ...SLOT, status: 'failed', httpStatus: 403, failure: 'http' }, true, support);
    await vi.waitFor(() =>
      expect(refused.root.querySelector('[role="alert"]')?.textContent).toBe('Read-only support session: raise it to change.'),
    );
    // Outside a support session a 403 is the server's answer, as any other status.
    const forbidden = await render({ ...SLOT, status: 'failed', httpStatus: 403, failure: 'http' }, true);
    await vi.waitFor(() => expect(forbidden.root.querySelector('[role="alert"]')?.textContent).toBe('The server answered 403.'));

    // Slow is not failed: the spinner stays, with Retry beside it.
    const late = await render({ ...SLOT, status: 'timed-out' }, true);
    await vi.waitFor(() => expect(late.root.querySelector('[data-testid="frame-slow"] button')).not.toBeNull());
    expect(late.root.querySelector('[data-testid="frame-slow"] [role="status"]')?.textContent).toBe(
      'Audit Log is taking longer than 20 seconds.Retry',
    );
    expect(late.root.querySelector('[role="alert"]')).toBeNull();
  });
});
