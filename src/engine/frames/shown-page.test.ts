import { describe, expect, it } from 'vitest';
import type { FramedRoute } from './frame-location';
import { shownPageKey, shownPageOf, type ShownPage, type ShownSlot } from './shown-page';

const ROUTES: FramedRoute[] = [
  { path: 'logs/audit-log', frameUrl: '/uiserver/legacy/logs/audit-log' },
  { path: 'logs/policy-events', frameUrl: '/uiserver/legacy/logs/policy-events' },
];
const events = ROUTES[1]!;
const slot = (url: string, failure: ShownSlot['failure'] = null): ShownSlot => ({ route: events, url, failure });

describe('shownPageOf: what the bar says of the framed page on screen', () => {
  it.each<[string, ShownSlot | null, ShownPage]>([
    ['nothing on screen', null, null],
    ['its own page', slot('/uiserver/legacy/logs/policy-events'), null],
    ['its own page with a query', slot('/uiserver/legacy/logs/policy-events?day=2'), null],
    ['a page under its own', slot('/uiserver/legacy/logs/policy-events/detail/4'), null],
    ['a page no route names: its own route owns it', slot('/uiserver/legacy/other/page'), null],
    [
      'another route’s page (a link followed while that route’s kept page held input)',
      slot('/uiserver/legacy/logs/audit-log?from=pe'),
      { kind: 'stands-in', route: 'logs/policy-events', shows: 'logs/audit-log' },
    ],
    ['another site', slot('/uiserver/legacy/logs/policy-events', 'foreign'), { kind: 'elsewhere', route: 'logs/policy-events' }],
    ['a page the console cannot name (the login page)', slot('/uiserver/login'), null],
  ])('%s', (_name, shown, expected) => {
    expect(shownPageOf(shown, ROUTES)).toEqual(expected);
  });

  it('keys differ for every different value, and match for equal ones', () => {
    const values: ShownPage[] = [
      null,
      { kind: 'elsewhere', route: 'a' },
      { kind: 'stands-in', route: 'a', shows: 'b' },
      { kind: 'stands-in', route: 'a', shows: 'c' },
    ];
    expect(new Set(values.map(shownPageKey)).size).toBe(values.length);
    expect(shownPageKey({ kind: 'stands-in', route: 'a', shows: 'b' })).toBe(shownPageKey({ kind: 'stands-in', route: 'a', shows: 'b' }));
  });
});
