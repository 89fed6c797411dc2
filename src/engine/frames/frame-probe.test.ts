import { describe, expect, it } from 'vitest';
import { probePage, probeVerdict, type ProbeReply } from './frame-probe';

const ORIGIN = 'http://localhost:4180';
const reply = (changes: Partial<Exclude<ProbeReply, null>> = {}): ProbeReply => ({
  status: 200,
  type: 'basic',
  xFrameOptions: null,
  contentSecurityPolicy: null,
  ...changes,
});

describe('probeVerdict', () => {
  it.each<[string, ProbeReply, ReturnType<typeof probeVerdict>]>([
    ['no reply at all: the server could not be reached', null, { kind: 'network' }],
    ['X-Frame-Options: DENY', reply({ xFrameOptions: 'DENY' }), { kind: 'refused' }],
    ['X-Frame-Options: deny, spaced', reply({ xFrameOptions: ' deny ' }), { kind: 'refused' }],
    ["frame-ancestors 'none'", reply({ contentSecurityPolicy: "default-src 'self'; frame-ancestors 'none'" }), { kind: 'refused' }],
    [
      'frame-ancestors of another site only',
      reply({ contentSecurityPolicy: 'frame-ancestors https://partner.example' }),
      { kind: 'refused' },
    ],
    ['a refusal whatever the status', reply({ status: 500, xFrameOptions: 'DENY' }), { kind: 'refused' }],
    ['an error status, framing allowed', reply({ status: 502 }), { kind: 'http', status: 502 }],
    // The frame's page is there and may be framed: it was the frame that left it.
    ['X-Frame-Options: SAMEORIGIN', reply({ xFrameOptions: 'SAMEORIGIN' }), { kind: 'foreign' }],
    ["frame-ancestors 'self'", reply({ contentSecurityPolicy: "frame-ancestors 'self'" }), { kind: 'foreign' }],
    ['frame-ancestors naming the console', reply({ contentSecurityPolicy: `frame-ancestors ${ORIGIN}` }), { kind: 'foreign' }],
    ['a plain page', reply(), { kind: 'foreign' }],
    ['a redirect elsewhere', reply({ status: 0, type: 'opaqueredirect' }), { kind: 'foreign' }],
  ])('%s', (_name, given, verdict) => {
    expect(probeVerdict(given, ORIGIN)).toEqual(verdict);
  });
});

describe('probePage', () => {
  it('asks the page once, same-origin, uncached, not following redirects, and reads its headers', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    const fetcher = (async (url: string, init?: RequestInit) => {
      calls.push([url, init]);
      return new Response('<html>body not read</html>', { status: 200, headers: { 'X-Frame-Options': 'DENY' } });
    }) as typeof fetch;
    expect(await probePage('/uiserver/legacy/x', ORIGIN, fetcher)).toEqual({ kind: 'refused' });
    expect(calls).toEqual([['/uiserver/legacy/x', { credentials: 'same-origin', cache: 'no-store', redirect: 'manual' }]]);
  });

  it('a request that fails is a network failure, never an exception', async () => {
    const fetcher = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await probePage('/uiserver/legacy/x', ORIGIN, fetcher)).toEqual({ kind: 'network' });
  });
});
