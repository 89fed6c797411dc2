import { describe, expect, it } from 'vitest';
import { envelopeCode, listLength, listProblem, loginRedirectProblem, textProblem, valueAt } from './judge';

describe('envelopeCode', () => {
  it.each([
    ['XML success', { response: { errorinfo: { errorcode: '0', errorinfo: 'ok' }, resultinfo: {} } }, { code: '0', message: 'ok' }],
    ['XML failure without a message', { response: { errorinfo: { errorcode: '701' } } }, { code: '701', message: '' }],
    ['XML without errorinfo', { response: { resultinfo: {} } }, undefined],
    ['JSON code as a number', { code: 0, message: 'ok', data: {} }, { code: '0', message: 'ok' }],
    ['JSON code as text', { code: '404' }, { code: '404', message: '' }],
    ['JSON errorCode', { errorCode: '0', errorMessage: '', list: [] }, { code: '0', message: '' }],
    ['JSON errorCode as a number with a message', { errorCode: 52001, errorMessage: 'down' }, { code: '52001', message: 'down' }],
    ['code wins over errorCode', { code: 1, errorCode: '0' }, { code: '1', message: '' }],
    ['a bare array (account/sites)', [{ site: 'US' }], undefined],
    ['no envelope at all', { data: {} }, undefined],
    ['not an object', 'text', undefined],
    ['a code that is an object is no code', { code: { x: 1 } }, { code: '', message: '' }],
  ])('%s', (_name, value, code) => {
    expect(envelopeCode(value)).toEqual(code);
  });
});

describe('loginRedirectProblem', () => {
  const origin = 'https://ui.example.com';
  it.each([
    ['302 /login', 302, '/login', null],
    ['302 to /login written absolute on the origin', 302, 'https://ui.example.com/login', null],
    ['302 relative "../../login" from /uiserver/logoff', 302, '../login', null],
    ['a query passed on', 302, '/login?reason=no-access', 'Location /login?reason=no-access carries ?reason=no-access to the login page'],
    ['a fragment', 302, '/login#x', 'Location /login#x carries #x to the login page'],
    ['another page', 302, '/dashboard', 'Location /dashboard is not /login'],
    [
      'another origin',
      302,
      'https://evil.example.com/login',
      'Location https://evil.example.com/login leaves the origin (https://ui.example.com)',
    ],
    [
      'a protocol-relative url to another host',
      302,
      '//evil.example.com/login',
      'Location //evil.example.com/login leaves the origin (https://ui.example.com)',
    ],
    ['no Location', 302, null, 'HTTP 302 without a Location header'],
    ['200 instead of a redirect', 200, null, 'HTTP 200, not 302 to /login'],
    ['a 301', 301, '/login', 'HTTP 301 (Location /login), not 302 to /login'],
    ['a 303', 303, '/login', 'HTTP 303 (Location /login), not 302 to /login'],
  ])('%s', (_name, status, location, problem) => {
    expect(loginRedirectProblem(status, location, origin, '/uiserver/logoff')).toBe(problem);
  });
});

describe('valueAt', () => {
  const value = { a: { b: { c: 'x' } }, list: [1] };
  it.each([
    ['a.b.c', 'x'],
    ['a.b', { c: 'x' }],
    ['a.missing', undefined],
    ['list.0', undefined],
    ['a.b.c.d', undefined],
  ])('%s', (path, found) => {
    expect(valueAt(value, path)).toEqual(found);
  });
});

describe('listProblem: a list stays a list, whatever its length', () => {
  const holder = 'response.resultinfo.perms';
  const path = `${holder}.perm`;
  const perms = (perms: unknown) => ({ response: { resultinfo: { perms } } });

  it.each([
    ['a list of several', perms({ perm: ['A', 'B'] }), null],
    ['a list of one', perms({ perm: ['ALL'] }), null],
    ['an empty list', perms({ perm: [] }), null],
    ['the list element collapsed into its holder', perms('ALL'), 'response.resultinfo.perms is the text "ALL", not a list of elements'],
    ['the holder missing', { response: { resultinfo: {} } }, 'response.resultinfo.perms is missing, not a list of elements'],
    ['the item where the list should be', perms({ perm: 'ALL' }), 'response.resultinfo.perms.perm is the text "ALL", not a list'],
  ])('%s', (_name, decoded, problem) => {
    expect(listProblem(decoded, path, holder)).toBe(problem);
  });

  it.each([
    ['a JSON list of one', { list: [{ id: 1 }] }, 'list', null],
    ['a JSON list collapsed to its item', { list: { id: 1 } }, 'list', 'list is a single object, not a list'],
    ['a JSON list that is null', { list: null }, 'list', 'list is null, not a list'],
    ['a bare array reply', [{ site: 'US' }], '', null],
    ['a bare array collapsed to its item', { site: 'US' }, '', 'the reply is a single object, not a list'],
    ['a number where a list should be', { list: 3 }, 'list', 'list is the number 3, not a list'],
  ])('%s', (_name, decoded, where, problem) => {
    expect(listProblem(decoded, where)).toBe(problem);
  });

  it('listLength counts a list and nothing else', () => {
    expect(listLength({ list: [1, 2] }, 'list')).toBe(2);
    expect(listLength([1], '')).toBe(1);
    expect(listLength({ list: 'x' }, 'list')).toBe(0);
  });
});

describe('textProblem: numbers that must stay text', () => {
  it.each([
    ['the text as asked', '00123', '00123', null],
    ['text, nothing asked', 'n-1001', undefined, null],
    ['a number', 123, '00123', 'GUID is the number 123, not text'],
    ['the leading zeros lost in the text', '123', '00123', 'GUID is "123", not "00123" as asked'],
    ['missing', undefined, '00123', 'GUID is missing, not text'],
    ['null', null, undefined, 'GUID is null, not text'],
  ])('%s', (_name, value, expected, problem) => {
    expect(textProblem(value, 'GUID', expected)).toBe(problem);
  });
});
