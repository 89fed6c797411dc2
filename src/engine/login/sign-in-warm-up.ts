/**
 * Performance marks of a sign-in: when the user submitted it, and when the signed-in menu was first
 * painted after it. Telemetry, when it runs, reports the time between them (engine/telemetry).
 */
export const SIGN_IN_MARK = 'console:sign-in';
export const MENU_PAINTED_MARK = 'console:menu-painted';
