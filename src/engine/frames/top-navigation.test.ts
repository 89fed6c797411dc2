import { describe, expect, it } from 'vitest';
import { frameUrlProblem } from '../manifest/frame-url-rule';
import { topNavigationAction, type TopNavigation, type TopNavigationAction } from './top-navigation';

const framable = (path: string): boolean => frameUrlProblem(path) === null;

const ORIGIN = 'http://localhost:4180';
const SHOWN = `${ORIGIN}/uiserver/legacy/logs/audit-log?standin=bust`;
const scene = { consoleOrigin: ORIGIN, framable, framed: [SHOWN, `${ORIGIN}/uiserver/legacy/logs/policy-events`], frameOnScreen: true };

/** A framed page's script sending the window to `destination`: a push the console did not start. */
const script = (destination: string, more: Partial<TopNavigation> = {}): TopNavigation => ({
  navigationType: 'push',
  destination,
  sameDocument: false,
  download: false,
  cancelable: true,
  byConsole: false,
  ...more,
});

const LET_THROUGH = { kind: 'let-through' } as const;
const STAY = { kind: 'stay' } as const;

describe('topNavigationAction', () => {
  it.each<[string, TopNavigation, TopNavigationAction]>([
    // What the console does itself, and what is never the guard's.
    ['the router pushing an entry', script(`${ORIGIN}/logs/mail-tracking`, { sameDocument: true }), LET_THROUGH],
    ['a fragment', script(`${SHOWN}#x`, { sameDocument: true }), LET_THROUGH],
    ['a download', script(`${ORIGIN}/uiserver/legacy/report.csv`, { download: true }), LET_THROUGH],
    [
      'a reload (the console’s own, or a frame’s: the console stays itself)',
      script(`${ORIGIN}/logs/audit-log`, { navigationType: 'reload' }),
      LET_THROUGH,
    ],
    ['Back or Forward', script(`${ORIGIN}/uiserver/legacy/x`, { navigationType: 'traverse' }), LET_THROUGH],
    ['one the browser would not let be refused', script('https://vendor.example/', { cancelable: false }), LET_THROUGH],
    ['the console’s Log off', script(`${ORIGIN}/uiserver/logoff`, { byConsole: true }), LET_THROUGH],
    ['the console’s single sign-on', script(`${ORIGIN}/uiserver/ssologin?TenantID=7`, { byConsole: true }), LET_THROUGH],
    ['the console’s sub-account sign-on', script(`${ORIGIN}/uiserver/subaccount/ssoLogin?cmpID=3`, { byConsole: true }), LET_THROUGH],
    ['the console’s leave for another site', script('https://portal.example/upgrade', { byConsole: true }), LET_THROUGH],
    // A console page stays the console: the account-management page's return after an Assume.
    ['a frame sending the console to its root', script(`${ORIGIN}/`), LET_THROUGH],
    ['a frame sending the console to a route', script(`${ORIGIN}/dashboard?x=1`), LET_THROUGH],
    ['a frame sending the console to a route that looks like the UI-server’s', script(`${ORIGIN}/uiserverx/y`), LET_THROUGH],
    // Framed pages' scripts.
    ['a frame-buster: the page its frame shows', script(SHOWN), STAY],
    ['a frame-buster whose url carries a fragment', script(`${SHOWN}#top`), STAY],
    ['a replace to a page a kept frame shows', script(`${ORIGIN}/uiserver/legacy/logs/policy-events`, { navigationType: 'replace' }), STAY],
    [
      'a script to another legacy page',
      script(`${ORIGIN}/uiserver/legacy/logs/mail-tracking`),
      { kind: 'in-frame', url: `${ORIGIN}/uiserver/legacy/logs/mail-tracking` },
    ],
    [
      'the shown page with another query',
      script(`${ORIGIN}/uiserver/legacy/logs/audit-log?day=3`),
      { kind: 'in-frame', url: `${ORIGIN}/uiserver/legacy/logs/audit-log?day=3` },
    ],
    ['a script to the logoff', script(`${ORIGIN}/uiserver/logoff`), { kind: 'sign-out' }],
    ['a script to the logoff spelt otherwise', script(`${ORIGIN}/UIServer/LogOff/`), { kind: 'sign-out' }],
    ['a script to another site', script('https://vendor.example/help'), { kind: 'new-tab', url: 'https://vendor.example/help' }],
    [
      'a script to the single sign-on',
      script(`${ORIGIN}/uiserver/ssologin?TenantID=7`),
      { kind: 'new-tab', url: `${ORIGIN}/uiserver/ssologin?TenantID=7` },
    ],
    ['a script to the API', script(`${ORIGIN}/uiserver/api/v1/x`), { kind: 'new-tab', url: `${ORIGIN}/uiserver/api/v1/x` }],
    [
      'a script to the UI-server spelt otherwise',
      script(`${ORIGIN}/UISERVER/api/v1/x`),
      { kind: 'new-tab', url: `${ORIGIN}/UISERVER/api/v1/x` },
    ],
    ['not a url', script('not a url'), STAY],
  ])('%s', (_name, navigation, action) => {
    expect(topNavigationAction(navigation, scene)).toEqual(action);
  });

  it('loads a page no frame shows in a frame, even one a frame showed before', () => {
    const url = `${ORIGIN}/uiserver/legacy/logs/audit-log?standin=bust`;
    expect(topNavigationAction(script(url), { ...scene, framed: [] })).toEqual({ kind: 'in-frame', url });
  });

  it('with no frame on screen, a hidden page’s script opens no legacy page; the rest is as with one', () => {
    const hidden = { ...scene, frameOnScreen: false };
    expect(topNavigationAction(script(`${ORIGIN}/uiserver/legacy/logs/mail-tracking`), hidden)).toEqual(STAY);
    expect(topNavigationAction(script(`${ORIGIN}/uiserver/logoff`), hidden)).toEqual({ kind: 'sign-out' });
    expect(topNavigationAction(script('https://vendor.example/'), hidden)).toEqual({ kind: 'new-tab', url: 'https://vendor.example/' });
    expect(topNavigationAction(script(`${ORIGIN}/`), hidden)).toEqual(LET_THROUGH);
  });
});
