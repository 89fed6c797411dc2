import { describe, expect, it } from 'vitest';
import { coverageResult } from './coverage';

describe('coverageResult: every call of the table reached', () => {
  it('passes when each call was judged', () => {
    expect(coverageResult(['login', 'sites'], new Set(['sites', 'login']), false)).toEqual({
      outcome: 'pass',
      reason: 'all 2 calls reached and judged',
    });
  });

  it('fails, naming them, when calls were missed and no check was skipped', () => {
    expect(coverageResult(['login', 'sites', 'newCall'], new Set(['login']), false)).toEqual({
      outcome: 'fail',
      reason: 'no check reached sites, newCall',
    });
  });

  it('skips when checks were skipped in the run, which may be why', () => {
    expect(coverageResult(['login', 'sites'], new Set(['login']), true)).toMatchObject({
      outcome: 'skip',
      reason: expect.stringMatching(/sites$/),
    });
  });
});
