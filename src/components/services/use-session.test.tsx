// @vitest-environment jsdom
/**
 * The session as components read it: from the store of the services they are rendered under,
 * following it as the sign-in flow fills it and log off clears it; outside any services, a clear
 * wiring error rather than a silent fallback to some other store.
 */
import { act, Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../engine/session/session';
import { renderForTest } from '../../testing/render-for-test';
import { servicesFixture } from '../../testing/services-fixture';
import { sessionFixture } from '../../testing/session-fixture';
import { ServicesContext } from './services-context';
import { useSession } from './use-session';

function Who() {
  const session = useSession();
  return <output>{session ? session.account.name : 'nobody'}</output>;
}

class Caught extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  override render() {
    return this.state.message === null ? this.props.children : <p role="alert">{this.state.message}</p>;
  }
}

describe('useSession', () => {
  it('follows the store of the services it is rendered under', async () => {
    const services = servicesFixture();
    const container = await renderForTest(
      <ServicesContext value={services}>
        <Who />
      </ServicesContext>,
    );
    expect(container.textContent).toBe('nobody');
    await act(async () => setSession(services.session, sessionFixture({ name: 'ops-admin' })));
    expect(container.textContent).toBe('ops-admin');
    await act(async () => clearSession(services.session));
    expect(container.textContent).toBe('nobody');
  });

  it('reads each provider’s own store when two are rendered side by side', async () => {
    const container = await renderForTest(
      <>
        <ServicesContext value={servicesFixture({ session: sessionFixture({ name: 'first' }) })}>
          <Who />
        </ServicesContext>
        <ServicesContext value={servicesFixture({ session: sessionFixture({ name: 'second' }) })}>
          <Who />
        </ServicesContext>
      </>,
    );
    expect([...container.querySelectorAll('output')].map((output) => output.textContent)).toEqual(['first', 'second']);
  });

  it('refuses to render outside the services instead of reading some other store', async () => {
    // React reports the error it caught to the console as well; the boundary's text is what counts.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = await renderForTest(
      <Caught>
        <Who />
      </Caught>,
    );
    quiet.mockRestore();
    expect(container.querySelector('[role="alert"]')?.textContent).toMatch(/outside the ServicesContext provider/);
  });
});
