import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../engine/api/envelope';
import type { MessageRef } from '../../engine/validation/message-ref';
import { emergencyCodeOutcome, loginFailure, mfaStatusFailure } from './login-messages';

const ORIGIN = 'https://console.example.com';
const code = (value: string, result: unknown = {}): ApiError => ({ kind: 'code', call: 'login', code: value, message: '', result });
const http = (status: number, errorcode?: string): ApiError => ({
  kind: 'http',
  call: 'login',
  status,
  ...(errorcode ? { errorcode } : {}),
});
const network: ApiError = { kind: 'network', call: 'login', reason: 'offline' };
const shape: ApiError = { kind: 'shape', call: 'login', problem: 'not xml' };

const shown = (error: ApiError, redirect: string | null = null) => {
  const failure = loginFailure(error, redirect, ORIGIN);
  return failure.kind === 'message' ? failure.message : failure;
};

describe('mfaStatusFailure (mfa/status)', () => {
  it('maps 701 and HTTP 401 to invalid login, another code to request failed, other statuses to unable to authenticate', () => {
    expect(mfaStatusFailure(code('701'))).toEqual({ key: 'login.invalid' });
    expect(mfaStatusFailure(http(401))).toEqual({ key: 'login.invalid' });
    expect(mfaStatusFailure(code('500'))).toEqual({ key: 'login.requestFailed' });
    expect(mfaStatusFailure(http(500))).toEqual({ key: 'login.unableToAuthenticate', values: { code: 500 } });
    expect(mfaStatusFailure(http(403))).toEqual({ key: 'login.unableToAuthenticate', values: { code: 403 } });
    expect(mfaStatusFailure(network)).toEqual({ key: 'apiError.network' });
  });

  it('maps HTTP 429 (the failed sign-in limit) to too many attempts', () => {
    expect(mfaStatusFailure(http(429, '429'))).toEqual({ key: 'login.tooManyAttempts' });
  });
});

describe('loginFailure (login result codes)', () => {
  it.each([
    ['-3', 'login.accountDisabled'],
    ['-4', 'login.invalidLicense'],
    ['804', 'login.authDisabled'],
    ['4403', 'login.disabledIp'],
    ['701', 'login.invalid'],
  ])('errorcode %s → %s', (value, key) => {
    expect(shown(code(value))).toEqual({ key });
  });

  it('803 shows the key from resultinfo', () => {
    expect(shown(code('803', { key: 'tenant-acme01' }))).toEqual({ key: 'login.enforceDirectoryAuth', values: { key: 'tenant-acme01' } });
    expect(shown(code('803', ''))).toEqual({ key: 'login.enforceDirectoryAuth', values: { key: '' } });
  });

  it('301 goes to the redirect header when it stays on the origin, and nowhere else', () => {
    expect(loginFailure(code('301'), '/error?code=E52407', ORIGIN)).toEqual({ kind: 'redirect', url: '/error?code=E52407' });
    expect(loginFailure(code('301'), `${ORIGIN}/error?code=E52407`, ORIGIN)).toEqual({ kind: 'redirect', url: '/error?code=E52407' });
    for (const outside of ['https://evil.example.com/', '//evil.example.com/x', 'javascript:alert(1)', null]) {
      expect(shown(code('301'), outside)).toEqual({ key: 'login.failedCode', values: { code: '301' } });
    }
  });

  it('HTTP 429 (the failed sign-in limit) is too many attempts', () => {
    expect(shown(http(429, '429'))).toEqual({ key: 'login.tooManyAttempts' });
  });

  it('HTTP 401 names the MFA code kind, else invalid login', () => {
    expect(shown(http(401, '1203'))).toEqual({ key: 'mfa.invalidTotp' });
    expect(shown(http(401, '1204'))).toEqual({ key: 'mfa.invalidEmergencyCode' });
    expect(shown(http(401, '1205'))).toEqual({ key: 'mfa.expiredEmergencyCode' });
    expect(shown(http(401))).toEqual({ key: 'login.invalid' });
    expect(shown(http(401, '999'))).toEqual({ key: 'login.invalid' });
  });

  it('any other code or status: unable to authenticate, with the code', () => {
    expect(shown(code('12345'))).toEqual({ key: 'login.failedCode', values: { code: '12345' } });
    expect(shown(http(500))).toEqual({ key: 'login.failedCode', values: { code: '500' } });
    expect(shown(http(400, '42'))).toEqual({ key: 'login.failedCode', values: { code: '42' } });
    expect(shown(network)).toEqual({ key: 'apiError.network' });
    expect(shown(shape)).toEqual({ key: 'apiError.shape' });
  });
});

describe('emergencyCodeOutcome (emergency email)', () => {
  it('says email sent, the send limit for 1206, else request failed', () => {
    expect(emergencyCodeOutcome(null)).toEqual({ sent: true, message: { key: 'mfa.emailSent' } });
    expect(emergencyCodeOutcome(code('1206'))).toEqual({ sent: false, message: { key: 'mfa.sendLimit' } });
    expect(emergencyCodeOutcome(code('400'))).toEqual({ sent: false, message: { key: 'login.requestFailed' } });
    expect(emergencyCodeOutcome(http(500))).toEqual({ sent: false, message: { key: 'login.requestFailed' } });
  });
});

describe('every message key exists in en and ja', () => {
  const locales = ['en', 'ja'].map((language) => ({
    language,
    tree: JSON.parse(readFileSync(path.join(process.cwd(), 'public/locales', language, 'translation.json'), 'utf8')) as Record<
      string,
      unknown
    >,
  }));
  const has = (tree: Record<string, unknown>, key: string) =>
    typeof key
      .split('.')
      .reduce<unknown>(
        (node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined),
        tree,
      ) === 'string';
  const refs: MessageRef[] = [
    mfaStatusFailure(code('701')),
    mfaStatusFailure(code('1')),
    mfaStatusFailure(http(500)),
    ...['-3', '-4', '803', '804', '4403', '701', '1', '301'].map((value) => shown(code(value)) as MessageRef),
    ...['1203', '1204', '1205'].map((value) => shown(http(401, value)) as MessageRef),
    shown(network) as MessageRef,
    shown(shape) as MessageRef,
    emergencyCodeOutcome(null).message,
    emergencyCodeOutcome(code('1206')).message,
  ];
  it.each(locales)('$language', ({ tree }) => {
    expect(refs.map((ref) => ref.key).filter((key) => !has(tree, key))).toEqual([]);
  });
});
