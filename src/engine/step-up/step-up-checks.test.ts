// Table-driven: the runtime's check of the identity provider's pop-up message, and the mapping of
// `POST session/reauth` replies to the broker's words (step-up-calls.ts).
import { describe, expect, it } from 'vitest';
import type { ApiError, ApiResult } from '../api/envelope';
import { answerResult } from './step-up-calls';
import type { AnswerResult } from './step-up-machine';
import { popupSaysDone } from './step-up-runtime';

describe('popupSaysDone: the pop-up’s reauth-result, by the contract’s fields only', () => {
  const done = { type: 'reauth-result', version: 1, challenge: 'c1', outcome: 'done' };
  it.each<[string, unknown, string | null]>([
    ['the contract’s message', done, 'c1'],
    ['extra fields are ignored', { ...done, id: 'x', note: '<b>hi</b>' }, 'c1'],
    ['another outcome', { ...done, outcome: 'cancelled' }, null],
    ['another version', { ...done, version: 2 }, null],
    ['the version as a string', { ...done, version: '1' }, null],
    ['another type', { ...done, type: 'reauth-required' }, null],
    ['no challenge', { type: 'reauth-result', version: 1, outcome: 'done' }, null],
    ['an empty challenge', { ...done, challenge: '' }, null],
    ['a challenge that is no string', { ...done, challenge: 7 }, null],
    ['a string', JSON.stringify(done), null],
    ['null', null, null],
    ['an array', [done], null],
  ])('%s', (_, data, challenge) => {
    expect(popupSaysDone(data)).toBe(challenge);
  });
});

describe('answerResult: a POST session/reauth reply in the broker’s words', () => {
  const failed = (error: ApiError): ApiResult<unknown> => ({ ok: false, error, redirect: null }) as ApiResult<unknown>;
  const http = (status: number, errorcode?: string): ApiResult<unknown> =>
    failed({ kind: 'http', call: 'reauth', status, ...(errorcode === undefined ? {} : { errorcode }) });
  it.each<[string, ApiResult<unknown>, AnswerResult]>([
    ['200 code 0: proved', { ok: true, data: {}, redirect: null } as ApiResult<unknown>, 'proved'],
    ['401 code 1211: wrong password', http(401, '1211'), 'wrong'],
    ['401 code 1203: wrong or used code', http(401, '1203'), 'wrong'],
    ['410 code 1212: ended', http(410, '1212'), 'ended'],
    ['410 without a code: ended', http(410), 'ended'],
    ['404: a challenge this session does not hold, ended', http(404, '404'), 'ended'],
    ['429: too many tries', http(429), 'too-many'],
    ['429 with its code: too many tries', http(429, '429'), 'too-many'],
    ['500: failed, the user may try again', http(500), 'failed'],
    ['401 with another code: failed, not a wrong answer', http(401, '1210'), 'failed'],
    ['an envelope code 1211: wrong', failed({ kind: 'code', call: 'reauth', code: '1211', message: '', result: null }), 'wrong'],
    ['an envelope code 1212: ended', failed({ kind: 'code', call: 'reauth', code: '1212', message: '', result: null }), 'ended'],
  ])('%s', (_, result, expected) => {
    expect(answerResult(result)).toBe(expected);
  });
});
