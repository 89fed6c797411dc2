import { describe, expect, it } from 'vitest';
import { manualCheckPermissions, supporterRefusal } from './checks/supporter';

describe('who may make the supporter calls: the Manual License Check route of the manifests', () => {
  const required = manualCheckPermissions();

  it('reads the route’s permissions from manifests/routes', () => {
    expect(required).toEqual(['MANUAL_LICENSE_CHECK', 'SU_ADMIN_ACCOUNT']);
  });

  it.each([
    ['a supporter (MANUAL_LICENSE_CHECK)', ['MANUAL_LICENSE_CHECK', 'WEB_UI'], true],
    ['with an action only', ['MANUAL_LICENSE_CHECK:read'], true],
    ['a super administrator (SU_ADMIN_ACCOUNT)', ['ALL', 'SU_ADMIN_ACCOUNT'], true],
    ['an administrator holding ALL', ['ALL'], true],
    ['an inbound-only administrator', ['POLICY', 'REPORT', 'INBOUND_SCAN_ONLY'], false],
    ['a reports viewer', ['REPORT:read', 'WEB_UI'], false],
    ['no permissions at all', [], false],
  ])('%s: %s', (_name, perms, allowed) => {
    const refusal = supporterRefusal(perms, required);
    expect(refusal === null).toBe(allowed);
    if (!allowed)
      expect(refusal).toBe(
        'the account may not make it: it holds none of MANUAL_LICENSE_CHECK, SU_ADMIN_ACCOUNT (the console offers Manual License Check only to those)',
      );
  });
});
