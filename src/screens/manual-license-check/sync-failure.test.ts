import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../engine/api/envelope';
import { syncFailureReason } from './sync-failure';

describe('syncFailureReason', () => {
  it.each<[string, ApiError, ReturnType<typeof syncFailureReason>]>([
    [
      'a code with the server’s message',
      { kind: 'code', call: 'c', code: '5001', message: ' licence server sync failed ', result: null },
      { key: 'licenseCheck.syncServerSaid', values: { message: 'licence server sync failed', code: '5001' } },
    ],
    [
      'a code without a message',
      { kind: 'code', call: 'c', code: '5001', message: '', result: null },
      { key: 'apiError.code', values: { code: '5001' } },
    ],
    [
      'an HTTP failure with a message',
      { kind: 'http', call: 'c', status: 502, errorcode: '77', message: 'upstream down' },
      { key: 'licenseCheck.syncServerSaid', values: { message: 'upstream down', code: '77' } },
    ],
    [
      'a sync whose fresher proof was not given (step-up cancelled): said, and no "try again"',
      { kind: 'http', call: 'c', status: 401, errorcode: '1210', message: 'a fresher proof of the user is needed' },
      { key: 'stepUp.callCancelled', values: {}, next: false },
    ],
    [
      'a sync a read-only support session refused (403 code 1220, with the server’s message): said as read-only, no "try again"',
      { kind: 'http', call: 'c', status: 403, errorcode: '1220', message: 'read-only support session' },
      { key: 'supportSession.readOnlyRefused', values: {}, next: false },
    ],
    ['an HTTP failure without one', { kind: 'http', call: 'c', status: 500 }, { key: 'apiError.http', values: { status: 500 } }],
    ['no answer', { kind: 'network', call: 'c', reason: 'down' }, { key: 'apiError.network', values: {} }],
    ['an unreadable reply', { kind: 'shape', call: 'c', problem: 'x' }, { key: 'apiError.shape', values: {} }],
  ])('%s', (_name, error, reason) => {
    expect(syncFailureReason(error)).toEqual(reason);
  });
});
