import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../../engine/api/envelope';
import { resetFailure, verificationFailure } from './reset-messages';

const http = (status: number, errorcode?: string): ApiError => ({ kind: 'http', call: 'x', status, ...(errorcode ? { errorcode } : {}) });
const code = (value: string): ApiError => ({ kind: 'code', call: 'x', code: value, message: '', result: null });

describe('verificationFailure (verification code request)', () => {
  it('706 with 400 or 404 is an invalid username or email', () => {
    expect(verificationFailure(http(400, '706'))).toEqual({ key: 'reset.invalidUser' });
    expect(verificationFailure(http(404, '706'))).toEqual({ key: 'reset.invalidUser' });
  });
  it('429 is too many requests', () => {
    expect(verificationFailure(http(429))).toEqual({ key: 'reset.tooManyRequests' });
    expect(verificationFailure(http(429, '429'))).toEqual({ key: 'reset.tooManyRequests' });
  });
  it('a non-zero code and anything else is a failed request', () => {
    expect(verificationFailure(code('1'))).toEqual({ key: 'reset.requestFailed' });
    expect(verificationFailure(http(400))).toEqual({ key: 'reset.requestFailed' });
    expect(verificationFailure(http(404, '1'))).toEqual({ key: 'reset.requestFailed' });
    expect(verificationFailure(http(500))).toEqual({ key: 'reset.requestFailed' });
    expect(verificationFailure({ kind: 'network', call: 'x', reason: 'down' })).toEqual({ key: 'apiError.network' });
  });
});

describe('resetFailure (password reset)', () => {
  it.each([
    ['1201', 'reset.invalidCode'],
    ['1202', 'reset.expiredCode'],
    ['1208', 'reset.samePassword'],
    ['400', 'reset.requestFailed'],
  ])('400 with code %s → %s', (value, key) => {
    expect(resetFailure(http(400, value))).toEqual({ key });
  });
  it('404 is an invalid username or email, 429 too many retries, others a failed request', () => {
    expect(resetFailure(http(400))).toEqual({ key: 'reset.requestFailed' });
    expect(resetFailure(http(404, '404'))).toEqual({ key: 'reset.invalidUser' });
    expect(resetFailure(http(429))).toEqual({ key: 'reset.tooManyRetries' });
    expect(resetFailure(http(500))).toEqual({ key: 'reset.requestFailed' });
    expect(resetFailure(http(403))).toEqual({ key: 'reset.requestFailed' });
    expect(resetFailure(code('5'))).toEqual({ key: 'reset.requestFailed' });
  });
});
