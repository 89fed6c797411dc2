import { describe, expect, it } from 'vitest';
import { loginReason, saySessionExpired } from './login-reason';

describe('loginReason', () => {
  it('knows the no-access and session-expired reasons', () => {
    expect(loginReason('?reason=no-access')).toBe('no-access');
    expect(loginReason('?return=%2Fdashboard&reason=session-expired')).toBe('session-expired');
  });

  it('ignores a missing or unknown reason: a crafted link shows nothing', () => {
    expect(loginReason('')).toBeNull();
    expect(loginReason('?reason=%3Cb%3Ehi%3C%2Fb%3E')).toBeNull();
    expect(loginReason('?reason=')).toBeNull();
  });
});

describe('saySessionExpired', () => {
  it('adds the reason to the login page, keeping its return target', () => {
    expect(saySessionExpired('/login')).toBe('/login?reason=session-expired');
    expect(saySessionExpired('/login?return=%2Flogs%2Faudit-log%3Fq%3D1')).toBe(
      '/login?return=%2Flogs%2Faudit-log%3Fq%3D1&reason=session-expired',
    );
    expect(loginReason(`?${saySessionExpired('/login?reason=no-access').split('?')[1]}`)).toBe('session-expired');
  });
});
