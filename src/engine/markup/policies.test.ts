import { describe, expect, it } from 'vitest';
import { consoleCsp } from '../../../server/http/security-headers';
import { TRUSTED_TYPES_DIRECTIVE, TRUSTED_TYPES_POLICIES } from './policies';

describe('Trusted Types policy names', () => {
  it('are exactly the ones the CSP allows, and the CSP requires Trusted Types for scripts', () => {
    const directives = consoleCsp()
      .split(';')
      .map((part) => part.trim());
    expect(directives).toContain(TRUSTED_TYPES_DIRECTIVE);
    expect(directives).toContain("require-trusted-types-for 'script'");
    // Only the declared names: no `default` policy (it would let any string through every sink),
    // no 'allow-duplicates', exactly one trusted-types directive.
    expect(directives.filter((d) => d.startsWith('trusted-types '))).toEqual([
      `trusted-types ${Object.values(TRUSTED_TYPES_POLICIES).join(' ')}`,
    ]);
    expect(Object.values(TRUSTED_TYPES_POLICIES)).not.toContain('default');
  });
});
