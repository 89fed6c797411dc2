/**
 * Lets the login page start fetching the signed-in screens' code while the credentials are being
 * checked, without naming those screens: the app registers what to load, the login page says when.
 */
let warmUp: () => void = () => {};

export function onSignInStarted(load: () => void): void {
  warmUp = load;
}

export function signInStarted(): void {
  warmUp();
}
