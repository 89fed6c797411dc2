import { describe, expect, it } from 'vitest';
import { hostVerdict } from './host-guard';

const ORIGIN = 'http://127.0.0.1:4174';
const REFUSED = { pass: false, redirect: null, message: 'the studio answers only at http://127.0.0.1:4174' };

describe('hostVerdict', () => {
  it.each([
    ['its own address, the page', '127.0.0.1:4174', '/studio', { pass: true }],
    ['its own address, a call', '127.0.0.1:4174', '/uiserver/dev/studio/state', { pass: true }],
    ['its own address, the console', '127.0.0.1:4174', '/administration', { pass: true }],
    ['localhost, the page', 'localhost:4174', '/studio?x=1', { pass: false, redirect: `${ORIGIN}/studio?x=1` }],
    [
      'localhost in capitals, a call',
      'LOCALHOST:4174',
      '/uiserver/dev/studio/state',
      { pass: false, redirect: `${ORIGIN}/uiserver/dev/studio/state` },
    ],
    ['the vendor stand-in, its page', 'vendor.localhost:4174', '/uiserver/dev/vendor-site', { pass: true }],
    ['the vendor stand-in, the studio page', 'vendor.localhost:4174', '/studio', REFUSED],
    ['the vendor stand-in, a studio call', 'vendor.localhost:4174', '/uiserver/dev/studio/save', REFUSED],
    ['a rebinding name, the page', 'evil.example:4174', '/studio', REFUSED],
    ['a rebinding name, the console', 'evil.example:4174', '/', REFUSED],
    ['a name ending in localhost', 'evillocalhost:4174', '/', REFUSED],
    ['localhost on another port', 'localhost:4175', '/studio', REFUSED],
    ['127.0.0.1 on another port', '127.0.0.1:80', '/studio', REFUSED],
    ['no port', '127.0.0.1', '/studio', REFUSED],
    ['no Host', undefined, '/studio', REFUSED],
    ['[::1]', '[::1]:4174', '/studio', REFUSED],
  ])('%s', (_name, host, url, verdict) => {
    expect(hostVerdict(host, ORIGIN, url)).toEqual(verdict);
  });
});
