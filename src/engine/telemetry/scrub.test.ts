import { describe, expect, it } from 'vitest';
import { buildRouteTable } from '../manifest/route-table';
import { blockedOrigin, MAX_TEXT, routePattern, scrubAttributes, scrubLogRecord, scrubSignal, scrubText, UNKNOWN_ROUTE } from './scrub';
import { signalLogRecord, type Signal } from './signals';

const table = buildRouteTable([
  {
    path: 'logs',
    label: 'nav.logs',
    order: 1,
    permissions: ['MSG_TRACE_LOG'],
    children: [{ path: 'audit-log', label: 'page.logs.auditLog', frame: '/uiserver/legacy/logs/audit-log' }],
  },
]);

describe('routePattern', () => {
  it.each([
    ['/logs/audit-log', '/logs/audit-log'],
    ['/logs/audit-log/', '/logs/audit-log'],
    ['/logs/audit-log?user=alex@example.com#row-7', '/logs/audit-log'],
    ['/logs', '/logs'],
    ['/login', '/login'],
    ['/ja/anything/here', '/ja/*'],
    ['/', '/'],
    // A path no route owns may itself be personal: only that it is unknown is told.
    ['/users/alex@example.com', UNKNOWN_ROUTE],
    ['/logs/audit-log/12345', UNKNOWN_ROUTE],
  ])('%s → %s', (pathname, pattern) => {
    expect(routePattern(pathname, table)).toBe(pattern);
  });

  it('without a table, only the console pages are known', () => {
    expect(routePattern('/logs/audit-log', null)).toBe(UNKNOWN_ROUTE);
    expect(routePattern('/error', null)).toBe('/error');
  });
});

describe('scrubText', () => {
  const personal = ['Alex Admin', 'alex@acme.example', '200001', 'Acme Corp', 'x'];
  it.each([
    ['Cannot read properties of undefined', 'Cannot read properties of undefined'],
    ['Alex Admin could not save', '[account] could not save'],
    ['ALEX ADMIN shouting', '[account] shouting'],
    ['mail to bob@example.org failed', 'mail to [email] failed'],
    ['account 200001 of Acme Corp', 'account [account] of [account]'],
    ['company 6f9619ff-8b86-4d01-b42d-00c04fc964ff', 'company [id]'],
    ['phone 0312345678', 'phone [number]'],
    ['at https://console.example/assets/app-1a2b.js?v=3#L10:5', 'at https://console.example/assets/app-1a2b.js'],
    ['GET https://console.example/x?token=abc&user=alex failed', 'GET https://console.example/x failed'],
    // A one-letter personal value would blank out ordinary words: ignored.
    ['x marks the spot', 'x marks the spot'],
    ['code 1234 stays', 'code 1234 stays'],
  ])('%s', (text, expected) => {
    expect(scrubText(text, personal)).toBe(expected);
  });

  it('cuts a long text to the limit', () => {
    const long = 'a '.repeat(MAX_TEXT);
    const scrubbed = scrubText(long);
    expect(scrubbed).toHaveLength(MAX_TEXT);
    expect(scrubbed.endsWith('…')).toBe(true);
  });

  it('treats a personal value as text, not a pattern', () => {
    expect(scrubText('name a.b*c here, aXb too', ['a.b*c'])).toBe('name [account] here, aXb too');
  });
});

describe('scrubText: anybody’s strings, not only the account’s', () => {
  // No personal strings at all: what is removed is removed by its form, whoever it belongs to.
  it.each([
    // Emails, in any script, as typed, url-encoded or full-width.
    ['sent to carol.smith+alerts@partner.example.co.jp', 'sent to [email]'],
    ['From: "Dan" <dan_o@sub.mail.example>', 'From: "Dan" <[email]>'],
    ['宛先 山田@例え.jp に送れません', '宛先 [email] に送れません'],
    ['to erin%40example.org', 'to [email]'],
    ['ｆｒａｎｋ＠example.com です', '[email] です'],
    ['no at-sign here @ all', 'no at-sign here @ all'],
    // GUIDs, upper or lower case, with or without hyphens, in braces.
    ['tenant 6F9619FF-8B86-D011-B42D-00CF4FC964FF failed', 'tenant [id] failed'],
    ['{0f8fad5b-d9cb-469f-a165-70867728950e}', '{[id]}'],
    ['id 0f8fad5bd9cb469fa16570867728950e', 'id [id]'],
    // Long numbers, in one run or in groups, ASCII or full-width.
    ['account 8812345 not found', 'account [number] not found'],
    ['call 090-1234-5678 now', 'call [number] now'],
    ['電話 ０３１２３４５６７８', '電話 [number]'],
    ['card 4111-1111-1111-1111', 'card [number]'],
    ['HTTP 500 after 3000 ms', 'HTTP 500 after 3000 ms'],
    ['version 1.21.1', 'version 1.21.1'],
    // Queries and fragments, on a url, a path, or alone.
    ['GET /uiserver/legacy/logs/audit-log?from=pe&user=bob failed', 'GET /uiserver/legacy/logs/audit-log failed'],
    ['opened /logs/audit-log#row-7', 'opened /logs/audit-log'],
    ['page?token=abc123 refused', 'page refused'],
    ['bad params ?session=xyz', 'bad params '],
    ['https://console.example/a?q=1#x', 'https://console.example/a'],
    ['Really? Yes.', 'Really? Yes.'],
    // Card and phone numbers in spaced groups, with brackets, dots, a country code (measured: all left as typed before).
    ['card 4111 1111 1111 1111', 'card [number]'],
    ['card 4111　1111　1111　1111', 'card [number]'],
    ['amex 3782 822463 10005', 'amex [number]'],
    ['call +81 90 1234 5678', 'call [number]'],
    ['call (03) 1234 5678', 'call [number]'],
    ['call +1 (415) 555-0132', 'call [number]'],
    ['call 090 1234 5678', 'call [number]'],
    ['call 415.555.0132', 'call [number]'],
    ['failed in 12 34 ms', 'failed in 12 34 ms'],
    // The time after a date is no group of it (the hyphenated date was a long number before, and is).
    ['at 2026-12-07 02:17:39', 'at [number] 02:17:39'],
    // IPv4 addresses (a port stays).
    ['peer 192.168.10.24 refused', 'peer [ip] refused'],
    ['peer 10.0.0.1:8443 refused', 'peer [ip]:8443 refused'],
    // Bare domains, never a url's host nor code.
    ['host mail.acme-corp.example refused', 'host [domain] refused'],
    ['domain acme.co.jp not verified', 'domain [domain] not verified'],
    ['sender domain partner.com bounced', 'sender domain [domain] bounced'],
    ['at https://console.example/assets/app-1a2b.js:10:5', 'at https://console.example/assets/app-1a2b.js:10:5'],
    ['TypeError: e.data.map is not a function', 'TypeError: e.data.map is not a function'],
    ['Object.is is not a function', 'Object.is is not a function'],
    ['console.info failed in app.js', 'console.info failed in app.js'],
    // JWTs, an Authorization header's token, keys, session ids, challenges.
    ['token eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c', 'token [token]'],
    ['Authorization: Bearer abcDEF123456ghiJKL789mno', 'Authorization: Bearer [token]'],
    ['api key sk_live_4eC39HqLyjWDarjtT1zdp7dc', 'api key [token]'],
    ['session 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', 'session [token]'],
    ['key AKIAIOSFODNN7EXAMPLE', 'key [token]'],
    ['challenge jNGJ6PUyG-OdQ2_ZvkuhWnDzWvPjRzPNIAWkA3hhr5w', 'challenge [token]'],
    ['at https://c.example/assets/index-4f2a9c1b7d3e5f60a1b2.js:1:2', 'at https://c.example/assets/index-4f2a9c1b7d3e5f60a1b2.js:1:2'],
    ['handleSupportSessionEndedInEveryTab failed', 'handleSupportSessionEndedInEveryTab failed'],
    ['ghp_1234567890abcdefghijklmnopqrstuvwxyz12 leaked', '[token] leaked'],
    ['cookie JSESSIONID=ABCDEF0123456789ABCDEF0123456789', 'cookie JSESSIONID=[id]'],
    // Base64 with its padding or a `+` (measured: the tail `==`, `+/==` was left before).
    ['Authorization: Basic YWxleEBhY21lLmV4YW1wbGU6c2VjcmV0', 'Authorization: Basic [token]'],
    ['secret dGhpcyBpcyBhIHNlY3JldCB0b2tlbg== sent', 'secret [token] sent'],
    ['key AbCdEfGhIjKlMnOpQrStUvWxYz0123456789+/== sent', 'key [token] sent'],
    // More of each kind, as the issue lists them.
    ['card 5500-0000 0000-0004 declined', 'card [number] declined'],
    ['tel 03 1234 5678', 'tel [number]'],
    ['tel +44 20 7946 0958', 'tel [number]'],
    ['resolvers 8.8.8.8, 172.16.0.5 and 10.1.2.3', 'resolvers [ip], [ip] and [ip]'],
    ['net 192.168.1.1/24', 'net [ip]/24'],
    ['domain Example.CO.JP not verified', 'domain [domain] not verified'],
    ['(acme.net) and acme.co.uk bounced.', '([domain]) and [domain] bounced.'],
    ['see example.com/path', 'see [domain]/path'],
    ['jwt "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig"', 'jwt "[token]"'],
    ['unsigned eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0. kept', 'unsigned [token] kept'],
    // Versions of up to four parts, named as versions, stay (measured: [number] and [ip] before).
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0.6099.109 Safari/537.36',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0.6099.109 Safari/537.36',
    ],
    ['HeadlessChrome/120.0.0.0 failed', 'HeadlessChrome/120.0.0.0 failed'],
    ['build v2026.12.7.1 loaded', 'build v2026.12.7.1 loaded'],
    ['version 10.0.0.1 of the page', 'version 10.0.0.1 of the page'],
    // ...and what only looks like one does not.
    ['GET /api/10.1.2.3 failed', 'GET /api/[ip] failed'],
    ['at http://10.0.0.1/x', 'at http://[ip]/x'],
    ['peer 10.0.0.1 after Chrome/120.0.0.0', 'peer [ip] after Chrome/120.0.0.0'],
    ['card 4111.1111.1111.1111', 'card [number]'],
    ['no version here: 192.168.0.9', 'no version here: [ip]'],
  ])('%s', (text, expected) => {
    expect(scrubText(text)).toBe(expected);
  });
});

describe('scrubText: what it must not eat', () => {
  // Negative rows: ordinary words, route paths, code and short numbers pass unchanged.
  it.each([
    '/logs/audit-log',
    '/administration/support-access',
    '/policies/anti-spam/settings',
    '/uiserver/legacy/reports/traffic-summary',
    'GET account/assumeas/previous answered 401',
    'Cannot read properties of undefined (reading map)',
    'ResizeObserver loop completed with undelivered notifications',
    'internationalization and accessibility',
    'support-session chunk failed to load',
    'Failed to fetch dynamically imported module: https://c.example/assets/SupportSession-B3xK9a_q.js',
    'step 1 of 3 at 12:30',
    'e.g. something, i.e. this',
    'node.id is undefined',
    'window.location.href is read-only',
    'props.children.map is not a function',
    'res.ok was false',
    'this.el is null',
    'React.lazy failed in util.ts',
    'The support session for ACME ended: its time was up',
  ])('%s', (text) => {
    expect(scrubText(text)).toBe(text);
  });
});

describe('every attribute and the body of what leaves', () => {
  const personal = ['Alex Admin'];
  it('scrubs text attributes and leaves numbers as they are', () => {
    expect(
      scrubAttributes({ 'console.route': '/logs/audit-log', note: 'for bob@example.org', 'http.response.status_code': 500 }, personal),
    ).toEqual({
      'console.route': '/logs/audit-log',
      note: 'for [email]',
      'http.response.status_code': 500,
    });
  });

  // Each signal with a text as it could arrive unscrubbed: the record that leaves holds none of it.
  const leaks = 'Alex Admin bob@example.org 6f9619ff-8b86-4d01-b42d-00c04fc964ff 0312345678 /x?user=carol';
  it.each<[string, Signal]>([
    [
      'an error',
      {
        kind: 'error',
        source: 'uncaught',
        type: `TypeError ${leaks}`,
        message: leaks,
        stack: `Error: ${leaks}\n  at f (https://c.example/a.js?u=bob:1:2)`,
      },
    ],
    ['an unreadable reply', { kind: 'unreadable-reply', call: `account/${leaks}`, status: 200, problem: leaks }],
    ['a CSP violation', { kind: 'csp-violation', directive: leaks, blocked: leaks }],
  ])('%s', (_name, signal) => {
    const record = signalLogRecord(signal, '/logs/audit-log');
    expect(record).not.toBeNull();
    const clean = scrubLogRecord(record!, personal);
    const texts = [clean.body, ...Object.values(clean.attributes).map(String)].join('\n');
    for (const leaked of ['Alex Admin', 'bob@example.org', '6f9619ff', '0312345678', 'user=carol', '?u=bob']) {
      expect(texts).not.toContain(leaked);
    }
    expect(clean.attributes['console.route']).toBe('/logs/audit-log');
  });
});

describe('blockedOrigin', () => {
  it.each([
    ['https://tracker.example/pixel.png?account=alex', 'https://tracker.example'],
    ['http://localhost:4180/x', 'http://localhost:4180'],
    ['inline', 'inline'],
    ['eval', 'eval'],
    ['trusted-types-sink', 'trusted-types-sink'],
    ['data:image/png;base64,AAAA', 'data:'],
    ['not a url at all', '(unknown)'],
  ])('%s → %s', (blocked, origin) => {
    expect(blockedOrigin(blocked)).toBe(origin);
  });
});

describe('scrubSignal', () => {
  const personal = ['Alex Admin', 'alex@acme.example'];
  it('scrubs an error message, type and stack, and keeps twelve lines of the stack', () => {
    const stack = ['Error: Alex Admin', ...Array.from({ length: 20 }, (_, line) => `  at f${line} (https://c.example/a.js?x=1:1:1)`)].join(
      '\n',
    );
    const scrubbed = scrubSignal({ kind: 'error', source: 'uncaught', type: 'Error', message: 'for alex@acme.example', stack }, personal);
    expect(scrubbed).toMatchObject({ message: 'for [account]', type: 'Error' });
    const lines = (scrubbed as { stack: string }).stack.split('\n');
    expect(lines).toHaveLength(12);
    expect(lines[0]).toBe('Error: [account]');
    expect(lines[1]).toBe('  at f0 (https://c.example/a.js');
  });

  it('keeps only the origin of what a CSP refused', () => {
    expect(scrubSignal({ kind: 'csp-violation', directive: 'img-src', blocked: 'https://t.example/p.png?u=alex' }, personal)).toEqual({
      kind: 'csp-violation',
      directive: 'img-src',
      blocked: 'https://t.example',
    });
  });

  it('scrubs the problem of an unreadable reply, and leaves signals without text as they are', () => {
    expect(scrubSignal({ kind: 'unreadable-reply', call: 'x', status: 200, problem: 'Alex Admin' }, personal)).toMatchObject({
      problem: '[account]',
    });
    const timing = { kind: 'timing', name: 'web_vitals.cls', value: 0.1 } as const;
    expect(scrubSignal(timing, personal)).toBe(timing);
  });
});
