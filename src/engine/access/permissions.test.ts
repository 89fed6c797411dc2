import { describe, expect, it } from 'vitest';
import { hasAnyPermission, hasPermission, parsePermission, toPermissionMap } from './permissions';

const SPECIALS = ['SU_ADMIN_ACCOUNT', 'LMP_ACCOUNT', 'CLP_ACCOUNT', 'INBOUND_SCAN_ONLY', 'SU_ASSUME_AS_LOWLEVEL'];

describe('parsePermission', () => {
  it.each([
    ['POLICY:read', 1],
    ['POLICY:create', 2],
    ['POLICY:update', 4],
    ['POLICY:delete', 8],
    ['POLICY:write', 14],
    ['POLICY:view', 16],
    ['POLICY:download', 32],
    ['POLICY', 63],
  ])('%s has mask %i', (entry, mask) => {
    expect(parsePermission(entry)).toEqual({ name: 'POLICY', mask });
  });

  it('reads * and ALL as ALL with mask 63', () => {
    expect(parsePermission('*')).toEqual({ name: 'ALL', mask: 63 });
    expect(parsePermission('ALL')).toEqual({ name: 'ALL', mask: 63 });
  });

  it('keeps digits and underscores in names', () => {
    expect(parsePermission('SU_POLICY_READ:view')).toEqual({ name: 'SU_POLICY_READ', mask: 16 });
    expect(parsePermission('A1_B2')).toEqual({ name: 'A1_B2', mask: 63 });
  });

  it.each(['x', 'A:fly', 'A::read', '', 'policy:read', 'A:READ', ':read', 'A:', 'A B', '**', '*:read'])(
    'refuses the malformed entry %j',
    (entry) => {
      expect(parsePermission(entry)).toBeNull();
    },
  );
});

describe('toPermissionMap', () => {
  it('adds masks up per name', () => {
    expect(toPermissionMap(['X:read', 'X:create'])).toEqual({ X: 3 });
    expect(toPermissionMap(['X:read', 'X:create', 'X:update', 'X:delete'])).toEqual({ X: 15 });
    expect(toPermissionMap(['X:view', 'X:download'])).toEqual({ X: 48 });
  });

  it('does not double-count a repeated or overlapping action', () => {
    expect(toPermissionMap(['X:read', 'X:read'])).toEqual({ X: 1 });
    expect(toPermissionMap(['X:write', 'X:update'])).toEqual({ X: 14 });
  });

  it('gives a bare name 63', () => {
    expect(toPermissionMap(['REPORT'])).toEqual({ REPORT: 63 });
    expect(toPermissionMap(['REPORT:read', 'REPORT'])).toEqual({ REPORT: 63 });
  });

  it('keeps * and ALL under ALL = 63', () => {
    expect(toPermissionMap(['*'])).toEqual({ ALL: 63 });
    expect(toPermissionMap(['ALL'])).toEqual({ ALL: 63 });
  });

  it('keeps separate names apart', () => {
    expect(toPermissionMap(['A:read', 'B:delete', 'C'])).toEqual({ A: 1, B: 8, C: 63 });
  });

  it('ignores malformed entries', () => {
    expect(toPermissionMap(['x', 'A:fly', 'A::read', '', 'B:read'])).toEqual({ B: 1 });
    expect(toPermissionMap(['x', 'A:fly', 'A::read', ''])).toEqual({});
  });
});

describe('hasPermission', () => {
  it('ALL grants every ordinary permission, bare or with an action', () => {
    const map = toPermissionMap(['*']);
    expect(hasPermission(map, 'REPORT')).toBe(true);
    expect(hasPermission(map, 'POLICY:write')).toBe(true);
    expect(hasPermission(map, 'MANUAL_LICENSE_CHECK')).toBe(true);
    expect(hasPermission(map, 'ANYTHING:download')).toBe(true);
    expect(hasPermission(map, 'ALL')).toBe(true);
    expect(hasPermission(map, '*')).toBe(true);
  });

  it.each(SPECIALS)('ALL does not imply the special permission %s', (special) => {
    expect(hasPermission({ ALL: 63 }, special)).toBe(false);
    expect(hasPermission({ ALL: 63 }, `${special}:read`)).toBe(false);
    expect(hasPermission({ ALL: 63, [special]: 63 }, special)).toBe(true);
  });

  it('a required X:write needs all of 14', () => {
    expect(hasPermission({ X: 14 }, 'X:write')).toBe(true);
    expect(hasPermission({ X: 15 }, 'X:write')).toBe(true);
    expect(hasPermission({ X: 6 }, 'X:write')).toBe(false);
    expect(hasPermission({ X: 12 }, 'X:write')).toBe(false);
    expect(hasPermission({ X: 10 }, 'X:write')).toBe(false);
    expect(hasPermission(toPermissionMap(['X:create', 'X:update', 'X:delete']), 'X:write')).toBe(true);
    expect(hasPermission(toPermissionMap(['X:create', 'X:update']), 'X:write')).toBe(false);
  });

  it('a required action needs that bit', () => {
    expect(hasPermission({ X: 1 }, 'X:read')).toBe(true);
    expect(hasPermission({ X: 2 }, 'X:read')).toBe(false);
    expect(hasPermission({ X: 16 }, 'X:view')).toBe(true);
    expect(hasPermission({ X: 15 }, 'X:view')).toBe(false);
    expect(hasPermission({ X: 32 }, 'X:download')).toBe(true);
    expect(hasPermission({ X: 16 }, 'X:download')).toBe(false);
    expect(hasPermission({ X: 63 }, 'X:download')).toBe(true);
  });

  it('a required bare name is met by any action', () => {
    for (const mask of [1, 2, 4, 8, 16, 32, 63]) expect(hasPermission({ X: mask }, 'X')).toBe(true);
    expect(hasPermission({ X: 0 }, 'X')).toBe(false);
    expect(hasPermission({}, 'X')).toBe(false);
    expect(hasPermission({ Y: 63 }, 'X')).toBe(false);
  });

  it('a partial ALL mask grants nothing through ALL', () => {
    expect(hasPermission({ ALL: 1 }, 'REPORT')).toBe(false);
    expect(hasPermission({ ALL: 62 }, 'ALL')).toBe(false);
  });

  it('ALL itself is not held by holding ordinary permissions', () => {
    expect(hasPermission({ REPORT: 63 }, 'ALL')).toBe(false);
  });

  it('a special permission held explicitly is met', () => {
    expect(hasPermission({ SU_ASSUME_AS_LOWLEVEL: 63 }, 'SU_ASSUME_AS_LOWLEVEL')).toBe(true);
    expect(hasPermission({ INBOUND_SCAN_ONLY: 1 }, 'INBOUND_SCAN_ONLY')).toBe(true);
  });

  it.each(['x', 'A:fly', 'A::read', ''])('a malformed required entry %j is never met', (entry) => {
    expect(hasPermission({ ALL: 63, A: 63, x: 63 }, entry)).toBe(false);
  });
});

describe('hasAnyPermission', () => {
  it('is met when one of several entries is held', () => {
    const map = toPermissionMap(['QT_DIGEST:read']);
    expect(hasAnyPermission(map, ['QUARANTINE', 'QT_DIGEST'])).toBe(true);
    expect(hasAnyPermission(map, ['QT_DIGEST', 'QUARANTINE'])).toBe(true);
  });

  it('is refused when none is held', () => {
    expect(hasAnyPermission(toPermissionMap(['REPORT']), ['QUARANTINE', 'QT_DIGEST'])).toBe(false);
    expect(hasAnyPermission({ X: 1 }, ['X:write', 'Y'])).toBe(false);
  });

  it('is met with an action entry when the bits are held', () => {
    expect(hasAnyPermission({ X: 14 }, ['Y', 'X:write'])).toBe(true);
  });

  it('an empty list is never met', () => {
    expect(hasAnyPermission({ ALL: 63 }, [])).toBe(false);
  });

  it('ALL meets ordinary lists but not lists of only special permissions', () => {
    expect(hasAnyPermission({ ALL: 63 }, ['QUARANTINE', 'QT_DIGEST'])).toBe(true);
    expect(hasAnyPermission({ ALL: 63 }, ['SU_ADMIN_ACCOUNT', 'INBOUND_SCAN_ONLY'])).toBe(false);
  });
});
