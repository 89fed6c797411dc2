import { describe, expect, it } from 'vitest';
import { consoleHeaders, describeFailure, mediaType, timezoneOffsetHours } from './http';

function fetchFailure(code: string, message = 'detail'): Error {
  return new TypeError('fetch failed', { cause: Object.assign(new Error(message), { code }) });
}

describe('describeFailure: why a call got no reply', () => {
  const origin = 'http://127.0.0.1:4183';
  it.each([
    [
      'a timeout',
      Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' }),
      'no complete reply within 2000 ms',
    ],
    ['an abort', Object.assign(new Error('aborted'), { name: 'AbortError' }), 'no complete reply within 2000 ms'],
    ['refused', fetchFailure('ECONNREFUSED'), 'connection refused (http://127.0.0.1:4183)'],
    ['no such host', fetchFailure('ENOTFOUND'), 'host not found (http://127.0.0.1:4183)'],
    ['reset', fetchFailure('ECONNRESET'), 'the connection was closed before a complete reply'],
    ['closed by the other side', fetchFailure('UND_ERR_SOCKET'), 'the connection was closed before a complete reply'],
    ['not HTTP', fetchFailure('HPE_INVALID_CONSTANT'), 'not an HTTP reply (HPE_INVALID_CONSTANT)'],
    ['anything else, with its cause', fetchFailure('EWHATEVER', 'odd'), 'no reply: odd'],
    ['not even an Error', 'boom', 'no reply: boom'],
  ])('%s', (_name, error, reason) => {
    expect(describeFailure(error, 2000, origin)).toBe(reason);
  });
});

describe('the request headers', () => {
  it('every header the contract lists for an API request', () => {
    const headers = consoleHeaders();
    expect(headers).toMatchObject({ terminaltype: 'scui', 'X-Requested-With': 'XMLHttpRequest' });
    expect(headers['x-trace-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Number(headers['x-random'])).not.toBeNaN();
    expect(headers['x-timezone-offset']).toMatch(/^-?\d+(\.\d+)?$/);
    expect(headers['x-timezone-name']).not.toBe('');
    expect(consoleHeaders()['x-trace-id']).not.toBe(headers['x-trace-id']);
  });

  it.each([
    [-540, '9'],
    [300, '-5'],
    [-330, '5.5'],
    [0, '0'],
  ])('timezone offset %i minutes west → "%s" hours east', (minutes, hours) => {
    expect(timezoneOffsetHours({ getTimezoneOffset: () => minutes } as Date)).toBe(hours);
  });

  it.each([
    ['application/xml; charset=utf-8', 'application/xml'],
    ['Application/JSON', 'application/json'],
    [null, ''],
    ['', ''],
  ])('media type of %j is %j', (header, media) => {
    expect(mediaType(header)).toBe(media);
  });
});
