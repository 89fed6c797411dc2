/**
 * The Navigation API (`window.navigation`) as far as the console uses it: not yet in TypeScript's
 * DOM types. Absent in browsers without it (Firefox before 147, older Safari).
 */

export interface NavigateEventLike extends Event {
  readonly navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  readonly destination: { readonly url: string; readonly sameDocument: boolean };
  readonly downloadRequest: string | null;
  /** What the navigation's starter handed `navigation.navigate`, if it was that. */
  readonly info: unknown;
  /** The form data a form's POST sends; null for any other navigation (absent where the browser lacks it). */
  readonly formData?: FormData | null;
}

export interface NavigationLike extends EventTarget {
  navigate(url: string, options: { readonly info: unknown }): { readonly committed: Promise<unknown>; readonly finished: Promise<unknown> };
}

/** The window's navigation, or undefined without the API (or for another origin's window). */
export function navigationOf(win: Window): NavigationLike | undefined {
  try {
    return (win as { navigation?: NavigationLike }).navigation;
  } catch {
    return undefined;
  }
}
