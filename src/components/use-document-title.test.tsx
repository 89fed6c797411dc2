// @vitest-environment jsdom
import i18next from 'i18next';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
// React's test environment flag (the roots here are rendered again and unmounted by hand).
import '../testing/render-for-test';
import { useDocumentTitle } from './use-document-title';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { app: { name: 'Console' } } } } });
});

beforeEach(() => {
  document.title = 'Before';
});

function Titled({ page }: { page: string | null }) {
  useDocumentTitle(page);
  return null;
}

/** Renders the page's title hook and hands back a way to change its page and to unmount it. */
function mount(page: string | null): { show: (next: string | null) => void; leave: () => void } {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  const render = (next: string | null): void =>
    act(() =>
      root.render(
        <I18nextProvider i18n={i18n}>
          <Titled page={next} />
        </I18nextProvider>,
      ),
    );
  render(page);
  return { show: render, leave: () => act(() => root.unmount()) };
}

describe('useDocumentTitle', () => {
  it('names the tab after the page and the product, and gives the title from before back when the page goes', () => {
    const page = mount('Schedules');
    expect(document.title).toBe('Schedules - Console');
    page.leave();
    expect(document.title).toBe('Before');
  });

  it('writes the title once per change of page, not the one from before in between', () => {
    const page = mount('Schedules');
    const writes = vi.spyOn(document, 'title', 'set');
    page.show('My Reports');
    expect(document.title).toBe('My Reports - Console');
    expect(writes.mock.calls).toEqual([['My Reports - Console']]);
    writes.mockRestore();
    page.leave();
    expect(document.title).toBe('Before');
  });

  it('gives the title back when the page no longer names it, and takes it again from then', () => {
    const page = mount('Schedules');
    page.show(null);
    expect(document.title).toBe('Before');
    document.title = 'Someone else';
    page.show('Audit Log');
    expect(document.title).toBe('Audit Log - Console');
    page.leave();
    expect(document.title).toBe('Someone else');
  });

  it('leaves the title alone while it names nothing', () => {
    const page = mount(null);
    expect(document.title).toBe('Before');
    document.title = 'Someone else';
    page.leave();
    expect(document.title).toBe('Someone else');
  });
});
