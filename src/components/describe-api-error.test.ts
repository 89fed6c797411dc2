import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../engine/api/envelope';
import { describeApiError } from './describe-api-error';

// The key and its values, so the table reads which sentence each failure gets.
const t = ((key: string, values?: Record<string, unknown>) =>
  values === undefined ? key : `${key} ${JSON.stringify(values)}`) as unknown as TFunction;

describe('the sentence for a failed call', () => {
  it.each<[string, ApiError, string]>([
    ['no reply', { kind: 'network', call: 'x', reason: 'Network Error' }, 'apiError.network'],
    ['an HTTP status', { kind: 'http', call: 'x', status: 500 }, 'apiError.http {"status":500}'],
    ['an expired session', { kind: 'http', call: 'x', status: 401 }, 'apiError.http {"status":401}'],
    ['a fresher proof not given (step-up cancelled)', { kind: 'http', call: 'x', status: 401, errorcode: '1210' }, 'stepUp.callCancelled'],
    [
      'a read-only support session (403 1220): never a missing permission',
      { kind: 'http', call: 'x', status: 403, errorcode: '1220' },
      'supportSession.readOnlyRefused',
    ],
    ['a plain 403 stays a status', { kind: 'http', call: 'x', status: 403 }, 'apiError.http {"status":403}'],
    ['an envelope code', { kind: 'code', call: 'x', code: '7', message: '', result: null }, 'apiError.code {"code":"7"}'],
    ['a reply of the wrong shape', { kind: 'shape', call: 'x', problem: 'p' }, 'apiError.shape'],
  ])('%s', (_name, error, sentence) => {
    expect(describeApiError(t, error)).toBe(sentence);
  });
});
