import { describe, expect, it } from 'vitest';
import { DEFAULT_LEGACY_PATH, DEFAULT_SUPPORT_START, DEFAULT_TIMEOUT_MS, HELP, parseArguments, PASSWORD_ENV } from './args';

const BASE = ['--origin', 'https://ui.example.com', '--user', 'admin', '--password', 'secret'];

describe('parseArguments: a run', () => {
  it('the three required options, and the defaults of the rest', () => {
    expect(parseArguments(BASE)).toEqual({
      kind: 'run',
      options: {
        origin: 'https://ui.example.com',
        user: 'admin',
        password: 'secret',
        writes: false,
        timeoutMs: DEFAULT_TIMEOUT_MS,
        loginCases: [],
        legacyPath: DEFAULT_LEGACY_PATH,
        waitExpiry: false,
        supportStart: DEFAULT_SUPPORT_START,
        waitSupportEnd: false,
      },
    });
  });

  it.each([
    ['--writes', ['--writes'], { writes: true }],
    ['--company-id keeps its text', ['--company-id', '00123'], { companyId: '00123' }],
    ['--timeout', ['--timeout', '2500'], { timeoutMs: 2500 }],
    ['--mfa-code', ['--mfa-code', '123456'], { mfaCode: '123456' }],
    ['--language', ['--language', 'ja'], { language: 'ja' }],
    ['--timezone', ['--timezone', 'Asia/Kolkata'], { timezone: 'Asia/Kolkata' }],
    ['--legacy-path', ['--legacy-path', '/uiserver/legacy/logs/trace'], { legacyPath: '/uiserver/legacy/logs/trace' }],
    [
      '--login-case, repeated, a negative code written with =',
      ['--login-case', '301=redirect', '--login-case=-3=disabled'],
      {
        loginCases: [
          { code: '301', user: 'redirect' },
          { code: '-3', user: 'disabled' },
        ],
      },
    ],
    ['a tenant account', ['--user', 'nsuser@@acme'], { user: 'nsuser@@acme' }],
    ['--wait-expiry', ['--wait-expiry'], { waitExpiry: true }],
    ['--step-up-age, in seconds', ['--step-up-age', '600'], { stepUpAge: 600 }],
    ['--step-up-age 0 (a server that asks every time)', ['--step-up-age', '0'], { stepUpAge: 0 }],
    ['--supporter', ['--supporter', 'support-agent'], { supporter: 'support-agent' }],
    ['--support-start', ['--support-start', '/uiserver/legacy/support/start'], { supportStart: '/uiserver/legacy/support/start' }],
    ['--wait-support-end', ['--wait-support-end'], { waitSupportEnd: true }],
  ])('%s', (_name, extra, expected) => {
    const parsed = parseArguments([...BASE, ...extra]);
    expect(parsed.kind).toBe('run');
    expect(parsed.kind === 'run' && parsed.options).toMatchObject(expected);
  });

  it('an origin written with a trailing slash or upper-case host is the origin', () => {
    const parsed = parseArguments(['--origin', 'HTTP://LOCALHOST:4173/', '--user', 'a', '--password', 'b']);
    expect(parsed.kind === 'run' && parsed.options.origin).toBe('http://localhost:4173');
  });

  it(`the password from ${PASSWORD_ENV} when --password is not given; --password wins when both are`, () => {
    const fromEnv = parseArguments(['--origin', 'http://h', '--user', 'a'], { [PASSWORD_ENV]: 'from-env' });
    expect(fromEnv.kind === 'run' && fromEnv.options.password).toBe('from-env');
    const both = parseArguments(BASE, { [PASSWORD_ENV]: 'from-env' });
    expect(both.kind === 'run' && both.options.password).toBe('secret');
  });
});

describe('parseArguments: help and mistakes', () => {
  it.each([['--help'], ['-h'], [...BASE, '--help']])('%s asks for help', (...argv) => {
    expect(parseArguments(argv)).toEqual({ kind: 'help' });
  });

  it.each([
    ['no --origin', ['--user', 'a', '--password', 'b'], /--origin is required/],
    ['no --user', ['--origin', 'http://h', '--password', 'b'], /--user is required/],
    ['no password anywhere', ['--origin', 'http://h', '--user', 'a'], /--password is required \(or set CONFORMANCE_PASSWORD\)/],
    ['an origin that is not a url', ['--origin', 'uiserver', '--user', 'a', '--password', 'b'], /not a URL/],
    ['an origin with a path', ['--origin', 'http://h/console', '--user', 'a', '--password', 'b'], /give the origin alone \(http:\/\/h\)/],
    ['an origin with a query', ['--origin', 'http://h/?x=1', '--user', 'a', '--password', 'b'], /origin alone/],
    ['an origin of another scheme', ['--origin', 'ftp://h', '--user', 'a', '--password', 'b'], /use http or https/],
    ['a timeout that is not a number', [...BASE, '--timeout', 'soon'], /--timeout: a number of milliseconds/],
    ['a step-up age that is not whole seconds', [...BASE, '--step-up-age', '1.5'], /--step-up-age: a whole number of seconds/],
    ['a step-up age over an hour', [...BASE, '--step-up-age', '3601'], /--step-up-age: .* up to 3600/],
    ['a timeout of 0', [...BASE, '--timeout', '0'], /--timeout/],
    ['a timeout over ten minutes', [...BASE, '--timeout', '600001'], /--timeout/],
    ['a login case without a name', [...BASE, '--login-case', '301'], /--login-case: CODE=NAME/],
    ['a login case of an unknown code', [...BASE, '--login-case', '999=x'], /999 is not a login errorcode/],
    ['a language the console does not have', [...BASE, '--language', 'fr'], /--language: en or ja/],
    ['a time zone that does not exist', [...BASE, '--timezone', 'Mars/Olympus'], /not an IANA time zone/],
    ['an empty company id', [...BASE, '--company-id', ' '], /--company-id/],
    ['a legacy path outside /uiserver/', [...BASE, '--legacy-path', '/dashboard'], /--legacy-path/],
    ['a legacy path under the API', [...BASE, '--legacy-path', '/uiserver/api/v1/account/present'], /--legacy-path/],
    ['a legacy path with a query', [...BASE, '--legacy-path', '/uiserver/legacy/x?standin=hang'], /--legacy-path/],
    ['a support start outside /uiserver/', [...BASE, '--support-start', '/start'], /--support-start/],
    ['an empty supporter', [...BASE, '--supporter', ' '], /--supporter/],
    ['an unknown option', [...BASE, '--write'], /Unknown option '--write'/],
    ['a stray word', [...BASE, 'admin'], /positional/i],
  ])('%s', (_name, argv, message) => {
    const parsed = parseArguments(argv);
    expect(parsed.kind).toBe('error');
    expect(parsed.kind === 'error' && parsed.message).toMatch(message);
  });

  it('the help names every option and the exit statuses', () => {
    for (const option of [
      '--origin',
      '--user',
      '--password',
      '--writes',
      '--company-id',
      '--timeout',
      '--mfa-code',
      '--login-case',
      '--language',
      '--timezone',
      '--legacy-path',
      '--help',
    ]) {
      expect(HELP).toContain(option);
    }
    expect(HELP).toMatch(/Exit status: 0 when no check failed, 1 when any failed, 2 for a bad command line/);
  });
});
