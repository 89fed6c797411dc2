import { describe, expect, it } from 'vitest';
import { decodeRedirectParam, type MigrationStatus } from '../../engine/api/migration';
import { migrationDecision } from './migration-decision';

const URL_V1 = 'https://portal.platform.example.com/migrate?c=1019';
const status = (over: Partial<MigrationStatus>): MigrationStatus => ({
  status: 0,
  redirectUrl: URL_V1,
  customer: true,
  sso: false,
  ...over,
});

function errorPage(path: string): { code: string | null; url: string | null; sso: string | null } {
  const query = new URLSearchParams(path.slice(path.indexOf('?')));
  const encoded = query.get('redirect_v1_url');
  return { code: query.get('code'), url: encoded === null ? null : decodeRedirectParam(encoded), sso: query.get('sso') };
}

describe('migrationDecision', () => {
  it('customer, in progress: the 52405 error page at login with the url base64-encoded, nothing at blur', () => {
    const decision = migrationDecision(status({ status: 1 }), 'login');
    expect(decision.kind).toBe('navigate');
    if (decision.kind !== 'navigate') return;
    expect(decision.path.startsWith('/error?')).toBe(true);
    expect(errorPage(decision.path)).toEqual({ code: '52405', url: URL_V1, sso: null });
    expect(migrationDecision(status({ status: 1 }), 'blur')).toEqual({ kind: 'continue' });
  });

  it('customer, in progress, SSO: the same page with sso=1', () => {
    const decision = migrationDecision(status({ status: 1, sso: true }), 'login');
    expect(decision.kind === 'navigate' && errorPage(decision.path)).toEqual({ code: '52405', url: URL_V1, sso: '1' });
  });

  it('customer, completed: straight to the url, at login and at blur', () => {
    expect(migrationDecision(status({ status: 2 }), 'login')).toEqual({ kind: 'leave', url: URL_V1 });
    expect(migrationDecision(status({ status: 2 }), 'blur')).toEqual({ kind: 'leave', url: URL_V1 });
  });

  it('non-customer, completed: to the url at login only', () => {
    expect(migrationDecision(status({ status: 2, customer: false }), 'login')).toEqual({ kind: 'leave', url: URL_V1 });
    expect(migrationDecision(status({ status: 2, customer: false }), 'blur')).toEqual({ kind: 'continue' });
  });

  it('non-customer, in progress: login blocked by the upgrade, at login and at blur', () => {
    expect(migrationDecision(status({ status: 1, customer: false, redirectUrl: '' }), 'login')).toEqual({ kind: 'blocked' });
    expect(migrationDecision(status({ status: 1, customer: false, redirectUrl: '' }), 'blur')).toEqual({ kind: 'blocked' });
  });

  it('any other status signs in as usual', () => {
    for (const value of [0, 3, 17, 18]) {
      for (const customer of [true, false]) {
        expect(migrationDecision(status({ status: value, customer }), 'login')).toEqual({ kind: 'continue' });
      }
    }
  });

  it('never leaves for a target that is not an http(s) url', () => {
    for (const redirectUrl of ['javascript:alert(1)', '', 'data:text/html,x', 'blob:https://console.example.com/1', 'vbscript:x']) {
      expect(migrationDecision(status({ status: 2, redirectUrl }), 'login', 'https://console.example.com')).toEqual({ kind: 'continue' });
    }
  });

  it('leaves for a relative target on the console origin', () => {
    expect(migrationDecision(status({ status: 2, redirectUrl: '/moved?c=1' }), 'login', 'https://console.example.com')).toEqual({
      kind: 'leave',
      url: 'https://console.example.com/moved?c=1',
    });
  });

  it('round-trips a url with non-ASCII text through the base64 parameter', () => {
    const url = 'https://portal.example.com/移行?x=1';
    const decision = migrationDecision(status({ status: 1, redirectUrl: url }), 'login');
    expect(decision.kind === 'navigate' && errorPage(decision.path).url).toBe(url);
  });
});
