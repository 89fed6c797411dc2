// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PREFIX } from '../../generated/calls/prefix';
import { accountPresentRequest } from '../../generated/calls/send/account-present';
import { assumeAsReleaseRequest } from '../../generated/calls/send/assume-as-release';
import { fakeAdapter, type FakeReply, type FakeRoute } from '../../testing/fake-adapter';
import { takeLoginReason } from '../leaving/login-reason';
import { createHttp, exchange, MAX_STEP_UP_ROUNDS, timeZoneName, timezoneOffsetHours } from './http';
import type { UnauthorizedDeps, Whereabouts } from './unauthorized';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function setup(
  route: FakeRoute = () => ({ body: '' }),
  where: Whereabouts = { pathname: '/dashboard', hostname: 'app.example.com', origin: 'https://app.example.com' },
) {
  const navigate = vi.fn<(url: string) => void>();
  const deps: UnauthorizedDeps = { navigate, where: () => where };
  const client = createHttp(deps);
  const fake = fakeAdapter(route);
  client.defaults.adapter = fake.adapter;
  return { client, navigate, seen: fake.seen };
}

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

afterEach(() => {
  vi.restoreAllMocks();
  clearCookies();
});

describe('request headers', () => {
  it('puts all six contract headers on every request', async () => {
    const { client, seen } = setup();
    await exchange({ url: 'account/present' }, client);
    await exchange({ url: 'account/present' }, client);
    const [first, second] = seen.map((config) => config.headers);
    expect(first?.get('terminaltype')).toBe('scui');
    expect(first?.get('x-trace-id')).toMatch(UUID);
    expect(Number(first?.get('x-random'))).not.toBeNaN();
    expect(second?.get('x-random')).not.toBe(first?.get('x-random'));
    expect(first?.get('x-timezone-offset')).toBe(timezoneOffsetHours());
    expect(first?.get('x-timezone-name')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(first?.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(second?.get('x-trace-id')).not.toBe(first?.get('x-trace-id'));
  });

  it('still sends a v4 trace id where crypto.randomUUID is missing (insecure context)', async () => {
    const { client, seen } = setup();
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(crypto.randomUUID).toBeUndefined();
      await exchange({ url: 'x' }, client);
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(typeof crypto.randomUUID).toBe('function');
    expect(seen[0]?.headers.get('x-trace-id')).toMatch(UUID);
  });

  it('sends the timezone offset in hours east of UTC, halves included', async () => {
    const offset = vi.spyOn(Date.prototype, 'getTimezoneOffset');
    const { client, seen } = setup();
    for (const minutes of [-330, -540, 300, 0, -345, 210]) {
      offset.mockReturnValue(minutes);
      await exchange({ url: 'x' }, client);
    }
    expect(seen.map((config) => config.headers.get('x-timezone-offset'))).toEqual(['5.5', '9', '-5', '0', '5.75', '-3.5']);
  });

  it('names the time zone from Temporal where the browser has it, else from Intl, and sends it', async () => {
    expect(timeZoneName()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    const timeZoneId = vi.fn(() => 'Asia/Tokyo');
    vi.stubGlobal('Temporal', { Now: { timeZoneId } });
    try {
      const { client, seen } = setup();
      await exchange({ url: 'x' }, client);
      expect(seen[0]?.headers.get('x-timezone-name')).toBe('Asia/Tokyo');
      expect(timeZoneId).toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('reads the offset at request time', () => {
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-330);
    expect(timezoneOffsetHours()).toBe('5.5');
  });
});

describe('XSRF double submit', () => {
  it('copies the XSRF-TOKEN cookie into X-XSRF-TOKEN on the calls the table says change state, whatever their method', async () => {
    document.cookie = 'other=1';
    document.cookie = 'XSRF-TOKEN=tok-123_abc';
    const { client, seen } = setup();
    for (const method of ['get', 'post', 'put', 'delete'] as const) {
      await exchange({ method, url: 'x', changesState: true }, client);
      await exchange({ method, url: 'x', changesState: false }, client);
    }
    // A request no builder made says nothing of state: it goes without.
    await exchange({ method: 'post', url: 'x' }, client);
    // GET account/assumeas/release changes state; GET account/present does not.
    await exchange(assumeAsReleaseRequest, client);
    await exchange(accountPresentRequest, client);
    expect(seen.map((config) => [config.method, config.headers.get('X-XSRF-TOKEN') ?? null])).toEqual([
      ['get', 'tok-123_abc'],
      ['get', null],
      ['post', 'tok-123_abc'],
      ['post', null],
      ['put', 'tok-123_abc'],
      ['put', null],
      ['delete', 'tok-123_abc'],
      ['delete', null],
      ['post', null],
      ['get', 'tok-123_abc'],
      ['get', null],
    ]);
  });

  it('reads the cookie at request time', async () => {
    const { client, seen } = setup();
    await exchange({ method: 'post', url: 'x', changesState: true }, client);
    document.cookie = 'XSRF-TOKEN=fresh';
    await exchange({ method: 'post', url: 'x', changesState: true }, client);
    expect(seen.map((config) => config.headers.get('X-XSRF-TOKEN') ?? null)).toEqual([null, 'fresh']);
  });

  it('sends a call refused for want of the token once more, with the cookie the refusal set', async () => {
    const { client, seen, navigate } = setup((config) => {
      if (config.headers.get('X-XSRF-TOKEN') === undefined) {
        document.cookie = 'XSRF-TOKEN=set-by-refusal';
        return { status: 403, body: '{"code":403}' };
      }
      return { status: 200, body: '{"code":0}' };
    });
    const reply = await exchange({ method: 'post', url: 'account/verificationcode', data: '{"username":"a"}', changesState: true }, client);
    expect(reply).toMatchObject({ received: true, status: 200, body: '{"code":0}' });
    expect(seen.map((config) => [config.method, config.url, config.headers.get('X-XSRF-TOKEN') ?? null, config.data])).toEqual([
      ['post', 'account/verificationcode', null, '{"username":"a"}'],
      ['post', 'account/verificationcode', 'set-by-refusal', '{"username":"a"}'],
    ]);
    // Each sending has its own trace id.
    expect(seen[1]?.headers.get('x-trace-id')).not.toBe(seen[0]?.headers.get('x-trace-id'));
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['a call that carried a token (a mismatch)', 'XSRF-TOKEN=stale', true, 'XSRF-TOKEN=other'],
    ['a refusal that set no cookie', null, true, null],
    ['a read', null, false, 'XSRF-TOKEN=set'],
  ] as const)('takes a 403 as it is for %s', async (_name, before, changesState, setByReply) => {
    if (before !== null) document.cookie = before;
    const { client, seen } = setup(() => {
      if (setByReply !== null) document.cookie = setByReply;
      return { status: 403, body: '{"code":403}' };
    });
    const reply = await exchange({ method: 'post', url: 'x', changesState }, client);
    expect(reply).toMatchObject({ received: true, status: 403 });
    expect(seen).toHaveLength(1);
  });

  it('sends a refused call once more at most, and the second reply meets the 401 rule once', async () => {
    const refused = setup(() => {
      document.cookie = 'XSRF-TOKEN=again';
      return { status: 403, body: '' };
    });
    expect(await exchange({ method: 'put', url: 'x', changesState: true }, refused.client)).toMatchObject({ status: 403 });
    expect(refused.seen).toHaveLength(2);
    clearCookies();

    const expired = setup((config) => {
      if (config.headers.get('X-XSRF-TOKEN') === undefined) {
        document.cookie = 'XSRF-TOKEN=t';
        return { status: 403, body: '' };
      }
      return { status: 401, body: '' };
    });
    expect(await exchange({ method: 'put', url: 'account/theme', changesState: true }, expired.client)).toMatchObject({ status: 401 });
    expect(expired.navigate).toHaveBeenCalledTimes(1);
  });
});

describe('urls', () => {
  it('puts API paths under the prefix', async () => {
    const { client, seen } = setup();
    await exchange({ url: 'account/present' }, client);
    expect(client.getUri(seen[0])).toBe(`${API_PREFIX}account/present`);
  });

  it('reaches a bare /uiserver/ path outside the prefix', async () => {
    const { client, seen } = setup();
    await exchange({ method: 'post', url: '/uiserver/account/site' }, client);
    expect(client.getUri(seen[0])).toBe('/uiserver/account/site');
    expect(seen[0]?.headers.get('terminaltype')).toBe('scui');
  });

  it('never leaves the origin for a url naming another host', async () => {
    const { client, seen } = setup();
    await exchange({ url: '//evil.example/x' }, client);
    await exchange({ url: 'https://evil.example/y' }, client);
    expect(seen.map((config) => client.getUri(config))).toEqual([`${API_PREFIX}evil.example/x`, `${API_PREFIX}https://evil.example/y`]);
  });
});

describe('replies', () => {
  it('hands back status, raw body, content type and x-redirect without throwing on errors', async () => {
    const reply: FakeReply = { status: 500, body: '<oops/>', headers: { 'Content-Type': 'text/html', 'X-Redirect': '/uiserver/x' } };
    const { client } = setup(() => reply);
    expect(await exchange({ url: 'x' }, client)).toEqual({
      received: true,
      status: 500,
      body: '<oops/>',
      contentType: 'text/html',
      redirect: '/uiserver/x',
      retryAfter: null,
      date: null,
    });
  });

  it('hands back a 429’s Retry-After (the step-up dialog says the wait)', async () => {
    const { client } = setup(() => ({
      status: 429,
      body: '{"code":429}',
      headers: { 'content-type': 'application/json', 'Retry-After': '90' },
    }));
    expect(await exchange({ url: 'x' }, client)).toMatchObject({ received: true, status: 429, retryAfter: '90' });
  });

  it('does not parse a JSON body', async () => {
    const { client } = setup(() => ({ body: '{"code":0}', headers: { 'content-type': 'application/json' } }));
    const reply = await exchange({ url: 'x' }, client);
    expect(reply.received && reply.body).toBe('{"code":0}');
  });

  it('reports a missing reply as data', async () => {
    const { client } = setup(() => 'network-error');
    expect(await exchange({ url: 'x' }, client)).toEqual({ received: false, reason: 'Network Error' });
  });
});

describe('401 handling', () => {
  function unauthorized(redirect?: string): FakeRoute {
    const headers: Record<string, string> = redirect === undefined ? {} : { 'x-redirect': redirect };
    return () => ({ status: 401, body: '', headers });
  }

  it('navigates on a 401 by the rule', async () => {
    const { client, navigate } = setup(unauthorized('/uiserver/expired'));
    await exchange({ url: 'mfa/setting' }, client);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/uiserver/expired');
  });

  it('falls back to the login page, returning to the current page, when the redirect is hostile', async () => {
    const { client, navigate } = setup(unauthorized('javascript:alert(1)'));
    await exchange({ url: 'mfa/setting' }, client);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login?return=%2Fdashboard');
    // What the login page is to say is kept by the console, not put in the url.
    expect(takeLoginReason()).toBe('session-expired');
  });

  it('sends a tenant host on /login to single sign-on', async () => {
    const where = { pathname: '/login', hostname: 'acme01.localhost', origin: 'http://acme01.localhost:5173' };
    const { client, navigate } = setup(unauthorized(), where);
    await exchange({ url: 'mfa/setting' }, client);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/uiserver/ssologin?TenantID=acme01');
  });

  it('leaves the session probe alone', async () => {
    const { client, navigate } = setup(unauthorized('/uiserver/expired'));
    const reply = await exchange({ url: 'account/present', probe: true }, client);
    expect(navigate).not.toHaveBeenCalled();
    expect(reply).toMatchObject({ received: true, status: 401, redirect: '/uiserver/expired' });
  });

  it('leaves the CSRF-guard path alone', async () => {
    const { client, navigate } = setup(unauthorized());
    await exchange({ url: '/uiserver/csrfguard' }, client);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does nothing on other statuses', async () => {
    const { client, navigate } = setup(() => ({ status: 403, headers: { 'x-redirect': '/somewhere' } }));
    await exchange({ method: 'post', url: 'x' }, client);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('a fresher proof asked for (401 with code 1210)', () => {
  const STEP_UP = JSON.stringify({ code: 1210, message: 'a fresher proof', data: { challenge: 'c-1', factor: 'otp' } });

  /** A client whose broker answers `outcome`; the server asks for a proof the first `asks` times. */
  function stepUpSetup(outcome: 'done' | 'cancelled' | 'expired', asks = 1) {
    const navigate = vi.fn<(url: string) => void>();
    const prove = vi.fn(async (..._args: unknown[]) => outcome);
    const broker = { prove, pageAsked: vi.fn(), attach: vi.fn() };
    const client = createHttp(
      { navigate, where: () => ({ pathname: '/x', hostname: 'a.example', origin: 'https://a.example' }) },
      {},
      undefined,
      broker,
    );
    let asked = 0;
    const fake = fakeAdapter(() => (asked++ < asks ? { status: 401, body: STEP_UP } : { status: 200, body: '{"code":0}' }));
    client.defaults.adapter = fake.adapter;
    return { client, navigate, prove, seen: fake.seen };
  }

  it('proves the user for the challenge, then sends the call once more with its body as it was', async () => {
    const { client, navigate, prove, seen } = stepUpSetup('done');
    const reply = await exchange({ method: 'put', url: 'supporter/license/g1', data: '{"a":1}' }, client);
    expect(reply).toMatchObject({ received: true, status: 200 });
    expect(prove).toHaveBeenCalledExactlyOnceWith({ challenge: 'c-1', factor: 'otp' }, false, undefined);
    expect(seen.map((config) => [config.method, config.url, config.data])).toEqual([
      ['put', 'supporter/license/g1', '{"a":1}'],
      ['put', 'supporter/license/g1', '{"a":1}'],
    ]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a call named for the dialog (stepUpAction) hands its name with the ask', async () => {
    const { client, prove } = stepUpSetup('done');
    await exchange({ method: 'put', url: 'supporter/license/g1', stepUpAction: 'licenseCheck.startSync' }, client);
    expect(prove).toHaveBeenCalledExactlyOnceWith({ challenge: 'c-1', factor: 'otp' }, false, 'licenseCheck.startSync');
  });

  it.each(['cancelled', 'expired'] as const)(
    '%s: the call is not sent again and fails with the 1210; nothing else happens',
    async (outcome) => {
      const { client, navigate, seen } = stepUpSetup(outcome);
      const reply = await exchange({ method: 'put', url: 'supporter/license/g1' }, client);
      expect(reply).toMatchObject({ received: true, status: 401, body: STEP_UP });
      expect(seen).toHaveLength(1);
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it('a repeat that meets 1210 again (a proof that serves one action only) asks again, saying so, and is sent again', async () => {
    const { client, prove, seen, navigate } = stepUpSetup('done', 2);
    expect(await exchange({ method: 'post', url: 'x' }, client)).toMatchObject({ status: 200 });
    expect(prove.mock.calls.map((call: unknown[]) => call[1])).toEqual([false, true]);
    expect(seen).toHaveLength(3);
    expect(navigate).not.toHaveBeenCalled();
  });

  it(`a server that asks after every proof is followed for ${MAX_STEP_UP_ROUNDS} proofs; then the caller gets its 401`, async () => {
    const { client, prove, seen, navigate } = stepUpSetup('done', 99);
    expect(await exchange({ method: 'post', url: 'x' }, client)).toMatchObject({ status: 401 });
    expect(prove).toHaveBeenCalledTimes(MAX_STEP_UP_ROUNDS);
    expect(seen).toHaveLength(MAX_STEP_UP_ROUNDS + 1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['no code 1210', JSON.stringify({ code: 401 })],
    ['1210 without a challenge', JSON.stringify({ code: 1210, data: { factor: 'password' } })],
    ['not JSON', '<html>1210</html>'],
  ])('%s: an expired session, by the 401 rule', async (_name, body) => {
    const { client, navigate } = setup(() => ({ status: 401, body }));
    await exchange({ url: 'mfa/setting' }, client);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('1210 with a factor the console does not offer is a step-up all the same (the broker says so), never an expired session', async () => {
    const { client, navigate, prove } = stepUpSetup('cancelled');
    client.defaults.adapter = fakeAdapter(() => ({
      status: 401,
      body: JSON.stringify({ code: 1210, data: { challenge: 'c', factor: 'sms' } }),
    })).adapter;
    expect(await exchange({ url: 'mfa/setting' }, client)).toMatchObject({ status: 401 });
    expect(prove).toHaveBeenCalledExactlyOnceWith({ challenge: 'c', factor: 'unsupported' }, false, undefined);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a wrong answer to the re-authentication (1211, 1203) is not an expired session', async () => {
    for (const code of [1211, 1203]) {
      const { client, navigate } = setup(() => ({ status: 401, body: JSON.stringify({ code }) }));
      await exchange({ method: 'post', url: 'session/reauth', data: '{}' }, client);
      expect(navigate).not.toHaveBeenCalled();
    }
    const other = setup(() => ({ status: 401, body: JSON.stringify({ code: 1211 }) }));
    await exchange({ url: 'mfa/setting' }, other.client);
    expect(other.navigate).toHaveBeenCalledTimes(1);
  });
});

describe('a support session that ended by itself (401 with code 1221)', () => {
  it('is not an expired session: no login page; the keeper hears it and the caller gets its 401', async () => {
    const navigate = vi.fn<(url: string) => void>();
    const onSupportEnded = vi.fn();
    const onExpired = vi.fn();
    const client = createHttp(
      { navigate, where: () => ({ pathname: '/dashboard', hostname: 'a.example', origin: 'https://a.example' }) },
      {
        onExpired,
        onSupportEnded,
      },
    );
    client.defaults.adapter = fakeAdapter(() => ({
      status: 401,
      body: JSON.stringify({ code: 1221, message: 'support session ended' }),
      headers: { date: 'Mon, 07 Dec 2026 10:01:00 GMT' },
    })).adapter;
    expect(await exchange({ url: 'account/theme' }, client)).toMatchObject({ status: 401 });
    expect(navigate).not.toHaveBeenCalled();
    expect(onExpired).not.toHaveBeenCalled();
    // With the reply's Date: the server's time, by which the cause is read.
    expect(onSupportEnded).toHaveBeenCalledTimes(1);
    expect(onSupportEnded).toHaveBeenCalledWith('Mon, 07 Dec 2026 10:01:00 GMT');
  });

  it('another code (12210) is still the 401 rule', async () => {
    const { client, navigate } = setup(() => ({ status: 401, body: JSON.stringify({ code: 12210 }) }));
    await exchange({ url: 'account/theme' }, client);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('hands the reply’s Date header to the caller (the server’s clock)', async () => {
    const { client } = setup(() => ({ status: 200, body: '', headers: { date: 'Mon, 07 Dec 2026 10:00:00 GMT' } }));
    expect(await exchange({ url: 'account/assumeas/previous' }, client)).toMatchObject({ date: 'Mon, 07 Dec 2026 10:00:00 GMT' });
  });
});
