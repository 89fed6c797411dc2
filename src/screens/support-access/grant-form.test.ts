import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../engine/api/envelope';
import { changeFailure, checkDays } from './grant-form';

describe('checkDays', () => {
  it.each([
    ['1', 1],
    ['7', 7],
    ['30', 30],
    [' 12 ', 12],
    ['07', 7],
    ['１５', 15],
  ])('takes %j as %i days', (typed, days) => {
    expect(checkDays(typed)).toEqual({ ok: true, days });
  });

  it.each(['0', '31', '', '   ', '-1', '1.5', '7days', 'abc', '1e1', '0x1', '1000', '３１'])('refuses %j with the range', (typed) => {
    expect(checkDays(typed)).toEqual({ ok: false, problem: 'supportAccess.daysRange' });
  });
});

describe('changeFailure', () => {
  const http = (status: number, errorcode?: string): ApiError => ({ kind: 'http', call: 'account/support-access', status, errorcode });
  it.each<[string, ApiError, ReturnType<typeof changeFailure>]>([
    ['step-up cancelled or expired (401 1210)', http(401, '1210'), 'supportAccess.notChanged'],
    ['not an ALL administrator (403)', http(403, '403'), 'supportAccess.forbidden'],
    ['a read-only support session (403 1220)', http(403, '1220'), 'supportAccess.readOnlySession'],
    ['the server refuses the days (400)', http(400, '400'), 'supportAccess.daysRange'],
    ['another 401 (the expiry path)', http(401), null],
    ['a server failure', http(500), null],
    ['no reply', { kind: 'network', call: 'account/support-access', reason: 'offline' }, null],
    ['an unreadable reply', { kind: 'shape', call: 'account/support-access', problem: 'x' }, null],
  ])('%s', (_name, error, expected) => {
    expect(changeFailure(error)).toBe(expected);
  });
});
