import { describe, expect, it } from 'vitest';
import type { FramedRoute } from './frame-location';
import { shownPageOf, shownViewOf, tellShownChanges, type ShownPage, type ShownSlot } from './shown-page';
import type { ShownView } from './shown-page-store';

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
});

describe('shownViewOf: the view the shown page’s store holds', () => {
  const view = (url: string, title: string | null, helpLink: string | null, failure: ShownSlot['failure'] = null) => ({
    ...slot(url, failure),
    title,
    helpLink,
  });
  it.each<[string, Parameters<typeof shownViewOf>[0], ShownView]>([
    ['nothing on screen', null, null],
    [
      'its own page, with the title and help link it sent',
      view('/uiserver/legacy/logs/policy-events', 'Events', 'https://help.example.com/pe'),
      { route: 'logs/policy-events', title: 'Events', helpLink: 'https://help.example.com/pe', page: null },
    ],
    [
      'its own page, having sent nothing',
      view('/uiserver/legacy/logs/policy-events', null, null),
      { route: 'logs/policy-events', title: null, helpLink: null, page: null },
    ],
    [
      'standing in for a kept page',
      view('/uiserver/legacy/logs/audit-log?from=pe', null, null),
      {
        route: 'logs/policy-events',
        title: null,
        helpLink: null,
        page: { kind: 'stands-in', route: 'logs/policy-events', shows: 'logs/audit-log' },
      },
    ],
    [
      'gone to another site',
      view('/uiserver/legacy/logs/policy-events', 'Events', null, 'foreign'),
      { route: 'logs/policy-events', title: 'Events', helpLink: null, page: { kind: 'elsewhere', route: 'logs/policy-events' } },
    ],
  ])('%s', (_name, shown, expected) => {
    expect(shownViewOf(shown, ROUTES)).toEqual(expected);
  });
});

describe('tellShownChanges: the workspace tells the store only views that say something new', () => {
  const at = (url: string, title: string | null = null) => ({ ...slot(url), title, helpLink: null });
  it.each<[string, (ReturnType<typeof at> | null)[], (string | null)[]]>([
    ['nothing on screen, as at the start: nothing told', [null], []],
    [
      'a page, the same again, then its title',
      [
        at('/uiserver/legacy/logs/policy-events'),
        at('/uiserver/legacy/logs/policy-events'),
        at('/uiserver/legacy/logs/policy-events', 'PE'),
      ],
      ['logs/policy-events', 'logs/policy-events PE'],
    ],
    ['a page, then none (a native screen)', [at('/uiserver/legacy/logs/policy-events'), null, null], ['logs/policy-events', null]],
    [
      'standing in, still',
      [at('/uiserver/legacy/logs/audit-log?from=pe'), at('/uiserver/legacy/logs/audit-log?from=pe')],
      ['logs/policy-events'],
    ],
  ])('%s', (_name, slots, told) => {
    const views: ShownView[] = [];
    const tell = tellShownChanges((view) => views.push(view));
    for (const shown of slots) tell(shown, ROUTES);
    expect(views.map((view) => (view === null ? null : [view.route, view.title].filter(Boolean).join(' ')))).toEqual(told);
  });
});
