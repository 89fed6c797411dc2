import { describe, expect, it } from 'vitest';
import { confirmationView, goBackTarget } from './confirmation-view';

const ORIGIN = 'https://console.example.com';

describe('confirmationView', () => {
  it('shows success without a code', () => {
    expect(confirmationView(new URLSearchParams(''))).toEqual({ kind: 'confirmed', message: { key: 'emailConfirmation.confirmed' } });
    expect(confirmationView(new URLSearchParams('code='))).toEqual({ kind: 'confirmed', message: { key: 'emailConfirmation.confirmed' } });
  });
  it('shows the disabled-IP message for 4403 and the expiry message for any other code', () => {
    expect(confirmationView(new URLSearchParams('code=4403')).message).toEqual({ key: 'emailConfirmation.disabledIp' });
    expect(confirmationView(new URLSearchParams('code=1202')).message).toEqual({ key: 'emailConfirmation.expired' });
    expect(confirmationView(new URLSearchParams('code=x')).kind).toBe('failed');
  });
});

describe('goBackTarget', () => {
  it('follows a same-origin url', () => {
    expect(goBackTarget('/profile?tab=email', ORIGIN)).toBe('/profile?tab=email');
    expect(goBackTarget(`${ORIGIN}/profile`, ORIGIN)).toBe('/profile');
  });
  it('goes to / for another host, scheme or port, and for anything that is not a url', () => {
    for (const url of [
      'https://evil.example.com/profile',
      'http://console.example.com/profile',
      'https://console.example.com:8443/profile',
      'https://sub.console.example.com/',
      '//evil.example.com/x',
      '/\\evil.example.com',
      'javascript:alert(1)',
      'profile',
      null,
    ]) {
      expect(goBackTarget(url, ORIGIN)).toBe('/');
    }
  });
});
