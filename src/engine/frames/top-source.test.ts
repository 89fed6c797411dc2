/** Which frame's script sent the console's window somewhere, read from the call stack. */
import { describe, expect, it } from 'vitest';
import { sourceSlot, stackScriptUrls } from './top-source';

const CONSOLE = 'http://localhost:4180/assets/workspace-abc.js';
const AUDIT = 'http://localhost:4180/uiserver/legacy/logs/audit-log?x=1';
const EVENTS = 'http://localhost:4180/uiserver/legacy/logs/policy-events';
const SHARED = 'http://localhost:4180/uiserver/_standin/top-links.js';

const stack = (...urls: string[]) =>
  ['Error', ...urls.map((url, index) => `    at f${index} (${url}:${index + 3}:${index + 7})`)].join('\n');

const frames = new Map([
  [1, { page: AUDIT, scripts: [SHARED] }],
  [2, { page: EVENTS, scripts: [SHARED] }],
  [3, { page: null, scripts: [] }],
]);

describe('stackScriptUrls', () => {
  it('reads the script urls of a V8 stack, innermost first, once each in a row', () => {
    expect(stackScriptUrls(stack(CONSOLE, CONSOLE, AUDIT))).toEqual([CONSOLE, AUDIT]);
    expect(stackScriptUrls('Error\n    at http://localhost:4180/uiserver/legacy/a?b=1:12:5')).toEqual([
      'http://localhost:4180/uiserver/legacy/a?b=1',
    ]);
    expect(stackScriptUrls('Error\n    at <anonymous>')).toEqual([]);
  });
});

describe('sourceSlot', () => {
  const cases: [string, string[], number | null][] = [
    ['an inline script of a kept page names that page', [CONSOLE, AUDIT], 1],
    ['the innermost page script counts, past the console', [CONSOLE, EVENTS, AUDIT], 2],
    ['a script two pages share names none', [CONSOLE, SHARED], null],
    ['a script no frame holds names none', [CONSOLE, 'http://vendor.localhost/x.js'], null],
    ['no script at all names none', [], null],
    ['a fragment does not hide the page', [`${EVENTS}#top`], 2],
  ];
  it.each(cases)('%s', (_name, urls, expected) => {
    expect(sourceSlot(urls, frames)).toBe(expected);
  });
});
