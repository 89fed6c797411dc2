/**
 * Lets the login page start fetching the signed-in screens' code while the credentials are being
 * checked, without naming those screens: the app registers what to load, the login page says when.
 */
let warmUp: () => void = () => {};

/**
 * Performance marks of a sign-in: when the user submitted it, and when the signed-in menu was first
 * painted after it. Telemetry, when it runs, reports the time between them (engine/telemetry).
 */
export const SIGN_IN_MARK = 'console:sign-in';
export const MENU_PAINTED_MARK = 'console:menu-painted';

export function onSignInStarted(load: () => void): void {
  warmUp = load;
}

export function signInStarted(): void {
  performance.mark(SIGN_IN_MARK);
  warmUp();
}
