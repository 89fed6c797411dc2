import { describe, expect, it } from 'vitest';
import validatePrevious from '../../generated/validators/api-assumeas-previous.js';
import { xmlEnvelope } from '../../testing/fake-adapter';
import { checkData, decodeCodeReply, decodeErrorCodeReply, decodeJsonReply, decodeXmlReply, succeed, warmUpXmlDecoding } from './envelope';
import type { Reply } from './http';

const CALL = 'test/call';

function reply(body: string, status = 200, contentType = 'application/xml', redirect: string | null = null): Reply {
  return { received: true, status, body, contentType, redirect };
}

describe('decodeXmlReply', () => {
  it('returns the resultinfo on errorcode 0', () => {
    const result = decodeXmlReply(reply(xmlEnvelope('<key>00123</key>')), CALL);
    expect(result).toEqual({ ok: true, data: { key: '00123' }, redirect: null });
  });

  it('returns {} for an empty or missing resultinfo', () => {
    expect(decodeXmlReply(reply(xmlEnvelope('')), CALL)).toMatchObject({ ok: true, data: {} });
    const bare = '<response><errorinfo><errorcode>0</errorcode><errorinfo/></errorinfo></response>';
    expect(decodeXmlReply(reply(bare), CALL)).toMatchObject({ ok: true, data: {} });
  });

  it('turns a non-zero errorcode into a code error carrying its message and resultinfo', () => {
    const result = decodeXmlReply(reply(xmlEnvelope('<key>K-1</key>', '803', 'directory authentication required')), 'login');
    expect(result).toEqual({
      ok: false,
      error: { kind: 'code', call: 'login', code: '803', message: 'directory authentication required', result: { key: 'K-1' } },
      redirect: null,
    });
    expect(decodeXmlReply(reply(xmlEnvelope('', '-3', 'disabled')), CALL)).toMatchObject({ error: { kind: 'code', code: '-3' } });
  });

  it('turns an HTTP error into an http error with the body errorcode', () => {
    const result = decodeXmlReply(reply(xmlEnvelope('', '1203', 'invalid TOTP'), 401), 'login');
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 401, errorcode: '1203', message: 'invalid TOTP' } });
  });

  it('reports HTTP 500 with a body that says nothing', () => {
    const result = decodeXmlReply(reply('<html><body>Internal Server Error</body></html>', 500, 'text/html'), CALL);
    expect(result).toEqual({ ok: false, error: { kind: 'http', call: CALL, status: 500 }, redirect: null });
  });

  it('reports an HTTP error with a JSON body code', () => {
    const result = decodeCodeReply(reply('{"code":1201,"message":"bad code"}', 400, 'application/json'), CALL);
    expect(result).toMatchObject({ error: { kind: 'http', status: 400, errorcode: '1201', message: 'bad code' } });
  });

  it.each([
    ['HTML instead of XML', '<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>Sign in</body></html>', 'text/html'],
    ['well-formed XHTML', '<html><body><p>Sign in</p></body></html>', 'text/html'],
    ['JSON where XML is expected', '{"code":0,"data":{}}', 'application/json'],
    ['an empty body', '', 'application/xml'],
    ['whitespace only', '  \n', 'application/xml'],
    ['a response without errorinfo', '<response><resultinfo/></response>', 'application/xml'],
    ['an errorinfo without errorcode', '<response><errorinfo/><resultinfo/></response>', 'application/xml'],
    ['a truncated document', '<response><errorinfo><errorcode>0</errorcode>', 'application/xml'],
  ])('reports %s as a shape error', (_label, body, contentType) => {
    const result = decodeXmlReply(reply(body, 200, contentType), CALL);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.kind).toBe('shape');
      expect(result.error).toMatchObject({ call: CALL, problem: expect.any(String) });
    }
  });

  it('names the content type when the body is not XML', () => {
    const result = decodeXmlReply(reply('{"code":0}', 200, 'application/json'), CALL);
    expect(!result.ok && result.error.kind === 'shape' && result.error.problem).toContain('application/json');
  });

  it('reports a missing reply as a network error', () => {
    expect(decodeXmlReply({ received: false, reason: 'Network Error' }, CALL)).toEqual({
      ok: false,
      error: { kind: 'network', call: CALL, reason: 'Network Error' },
      redirect: null,
    });
  });
});

describe('warmUpXmlDecoding', () => {
  it('takes its made-up reply the whole way through the decoder, as a real one goes, every time', () => {
    expect(warmUpXmlDecoding()).toBe(true);
    expect(warmUpXmlDecoding()).toBe(true);
  });
});

describe('x-redirect', () => {
  it('is surfaced on success and on every kind of failure', () => {
    const to = '/uiserver/somewhere';
    expect(decodeXmlReply(reply(xmlEnvelope(''), 200, 'application/xml', to), CALL).redirect).toBe(to);
    expect(decodeXmlReply(reply(xmlEnvelope('', '301', 'moved'), 200, 'application/xml', to), CALL).redirect).toBe(to);
    expect(decodeXmlReply(reply('', 401, 'application/xml', to), CALL).redirect).toBe(to);
    expect(decodeXmlReply(reply('nonsense', 200, 'text/plain', to), CALL).redirect).toBe(to);
    expect(decodeCodeReply(reply('{"code":0}', 200, 'application/json', to), CALL).redirect).toBe(to);
    expect(decodeErrorCodeReply(reply('{"errorCode":"0"}', 200, 'application/json', to), CALL).redirect).toBe(to);
  });
});

describe('JSON envelopes', () => {
  it('decodeCodeReply: code 0 gives data, other codes give code errors', () => {
    expect(decodeCodeReply(reply('{"code":0,"data":{"prefix":"AB"}}'), CALL)).toMatchObject({ ok: true, data: { prefix: 'AB' } });
    expect(decodeCodeReply(reply('{"code":"0","data":[1]}'), CALL)).toMatchObject({ ok: true, data: [1] });
    expect(decodeCodeReply(reply('{"code":706,"message":"no such user"}'), CALL)).toMatchObject({
      ok: false,
      error: { kind: 'code', code: '706', message: 'no such user' },
    });
  });

  it('decodeCodeReply: a body without code is a shape error', () => {
    expect(decodeCodeReply(reply('{"data":1}'), CALL)).toMatchObject({ ok: false, error: { kind: 'shape' } });
    expect(decodeCodeReply(reply('[1,2]'), CALL)).toMatchObject({ ok: false, error: { kind: 'shape' } });
    expect(decodeCodeReply(reply(xmlEnvelope('')), CALL)).toMatchObject({ ok: false, error: { kind: 'shape' } });
  });

  it('decodeErrorCodeReply: errorCode "0" gives the whole object', () => {
    const body = '{"errorCode":"0","list":[{"notice_id":"00123"}]}';
    expect(decodeErrorCodeReply(reply(body), CALL)).toMatchObject({ ok: true, data: { errorCode: '0', list: [{ notice_id: '00123' }] } });
    expect(decodeErrorCodeReply(reply('{"errorCode":"52404","errorMessage":"blocked"}'), CALL)).toMatchObject({
      ok: false,
      error: { kind: 'code', code: '52404', message: 'blocked' },
    });
  });

  it('decodeJsonReply: parses any JSON body and refuses the rest', () => {
    expect(decodeJsonReply(reply('[{"site":"us","name":"US","order":1}]'), CALL)).toMatchObject({ ok: true, data: [{ site: 'us' }] });
    expect(decodeJsonReply(reply('<html></html>', 200, 'text/html'), CALL)).toMatchObject({ ok: false, error: { kind: 'shape' } });
  });
});

describe('checkData', () => {
  it('passes matching data and names the field that does not match', () => {
    expect(checkData(succeed({}, null), validatePrevious, CALL)).toMatchObject({ ok: true, data: {} });
    const bad = checkData(succeed({ previous: { assumeas_id: ['a', 'b'] } }, '/r'), validatePrevious, CALL);
    expect(bad).toMatchObject({ ok: false, redirect: '/r', error: { kind: 'shape', call: CALL } });
    expect(!bad.ok && bad.error.kind === 'shape' && bad.error.problem).toContain('previous.assumeas_id');
  });
});
