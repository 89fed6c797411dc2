// @vitest-environment jsdom
/**
 * The Administration panel draws the route table and the session of the services it is rendered
 * under, never the manifests the build embedded: here a fixture table no manifest has, and two
 * tables side by side, each panel showing its own.
 */
import i18next from 'i18next';
import { act, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ServicesContext } from '../../components/services/services-context';
import { createAdminPanelState, setAdminPanelOpen } from '../../engine/menu/admin-panel';
import type { ConsoleServices } from '../../engine/services/console-services';
import type { TopRoute } from '../../generated/types/route-manifest';
import type { SessionInfo } from '../../generated/types/session-info';
import { renderForTest } from '../../testing/render-for-test';
import { servicesFixture } from '../../testing/services-fixture';
import { sessionFixture } from '../../testing/session-fixture';
import { useRouteAccess } from '../access/use-route-access';
import { ConsoleRouterContext } from '../parts/console-router';
import { AdminPanel } from './AdminPanel';

// Primer's modules import their CSS, which Node cannot load outside Vite's pipeline (vitest leaves
// node_modules to Node): the panel's one Primer control, its open/close button, as a plain button.
vi.mock('@primer/react', async () => {
  const { createElement } = await import('react');
  return {
    IconButton: ({ icon: _icon, variant: _variant, size: _size, ...rest }: Record<string, unknown>) => createElement('button', rest),
  };
});

/** A panel route the manifests do not have, with a page only a super administrator may see. */
const FIXTURE: TopRoute[] = [
  {
    path: 'fixture-settings',
    label: 'fixture.settings',
    order: 1,
    navigation: 'panel',
    permissions: ['ACCOUNT'],
    children: [
      { path: 'alpha', label: 'fixture.alpha', group: 'otherSettings', frame: '/uiserver/legacy/fixture/alpha' },
      {
        path: 'beta',
        label: 'fixture.beta',
        group: 'otherSettings',
        show: [{ rule: 'superAdmin', reason: 'refusal.inboundOnly' }],
        frame: '/uiserver/legacy/fixture/beta',
      },
    ],
  },
];

/** Another table with a panel at the same path and other pages in it. */
const OTHER: TopRoute[] = [
  {
    path: 'fixture-settings',
    label: 'fixture.other',
    order: 1,
    navigation: 'panel',
    permissions: ['ACCOUNT'],
    children: [{ path: 'gamma', label: 'fixture.gamma', group: 'rateLimit', frame: '/uiserver/legacy/fixture/gamma' }],
  },
];

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: {
      en: {
        translation: {
          fixture: { settings: 'Fixture Settings', other: 'Other Settings', alpha: 'Alpha', beta: 'Beta', gamma: 'Gamma' },
          panelGroup: { otherSettings: 'Other', rateLimit: 'Rate Limit' },
        },
      },
    },
    interpolation: { escapeValue: false },
  });
});

/** The panel over the route access the services' table and session give, as the layout builds it. */
function Panel() {
  const access = useRouteAccess();
  return access ? <AdminPanel access={access} /> : null;
}

const LOCAL_ADMIN = sessionFixture();
const SUPER_ADMIN = sessionFixture({ usertype: 60 });

/** Services with the panel open (a console start reads it closed unless stored open). */
function services(routes: TopRoute[], session: SessionInfo): ConsoleServices {
  const services = servicesFixture({ routes, session });
  setAdminPanelOpen(services.startState(createAdminPanelState), true);
  return services;
}

async function render(url: string, element: ReactNode): Promise<HTMLElement> {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [url] });
  const container = await renderForTest(
    <I18nextProvider i18n={i18n}>
      <ConsoleRouterContext value={router}>
        <RouterProvider router={router} />
      </ConsoleRouterContext>
    </I18nextProvider>,
  );
  // The panel's view is lazy (AdminPanel.tsx): let it load and the panel render.
  await act(async () => {
    await import('./AdminPanelView');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return container;
}

/** The panel's title and the routes it links to. */
function shown(container: Element): { title: string | null; routes: string[] } {
  const panel = container.querySelector('[data-testid="admin-panel"]');
  return {
    title: panel?.getAttribute('aria-label') ?? null,
    routes: [...(panel?.querySelectorAll('[data-route]') ?? [])].map((link) => link.getAttribute('data-route') ?? ''),
  };
}

describe('AdminPanel under the services it is handed', () => {
  it.each([
    ['a local administrator', LOCAL_ADMIN, ['/fixture-settings/alpha']],
    ['a super administrator (the show rule holds)', SUPER_ADMIN, ['/fixture-settings/alpha', '/fixture-settings/beta']],
  ])('lists the fixture table’s pages %s may open', async (_who, session, routes) => {
    const container = await render(
      '/fixture-settings/alpha',
      <ServicesContext value={services(FIXTURE, session)}>
        <Panel />
      </ServicesContext>,
    );
    expect(shown(container)).toEqual({ title: 'Fixture Settings', routes });
    expect(container.querySelector('[data-route="/fixture-settings/alpha"]')?.textContent).toBe('Alpha');
  });

  it('shows no panel for a page the table it is handed has no panel for', async () => {
    const container = await render(
      '/fixture-settings/alpha',
      <ServicesContext value={services([], LOCAL_ADMIN)}>
        <Panel />
      </ServicesContext>,
    );
    expect(container.querySelector('[data-testid="admin-panel"]')).toBeNull();
  });

  it('renders two tables side by side, each panel from its own', async () => {
    const container = await render(
      '/fixture-settings/alpha',
      <>
        <section data-table="fixture">
          <ServicesContext value={services(FIXTURE, SUPER_ADMIN)}>
            <Panel />
          </ServicesContext>
        </section>
        <section data-table="other">
          <ServicesContext value={services(OTHER, SUPER_ADMIN)}>
            <Panel />
          </ServicesContext>
        </section>
      </>,
    );
    const part = (name: string) => container.querySelector(`[data-table="${name}"]`) as Element;
    expect(shown(part('fixture'))).toEqual({ title: 'Fixture Settings', routes: ['/fixture-settings/alpha', '/fixture-settings/beta'] });
    expect(shown(part('other'))).toEqual({ title: 'Other Settings', routes: ['/fixture-settings/gamma'] });
  });
});
