/**
 * What the step-up dialog calls the actions that wait, and which outcome wording fits them (the
 * dialog renders these; the texts are in the locales). Pure, table-tested in step-up-wording.test.ts.
 */
import type { Ending, Waiter } from './step-up-machine';

/** An action's name: a page's own words, a call's text key, or the page (by console path) when neither was given. */
export type ActionName = { readonly label: string } | { readonly key: string } | { readonly page: string };

export const actionName = (waiter: Waiter): ActionName => waiter.action ?? { page: waiter.page };

const same = (a: ActionName, b: ActionName): boolean =>
  'label' in a ? 'label' in b && a.label === b.label : 'key' in a ? 'key' in b && a.key === b.key : 'page' in b && a.page === b.page;

/** Every waiting action, once each, in the order they asked: two saves of one page are one line. */
export function actionNames(waiters: readonly Waiter[]): ActionName[] {
  const names: ActionName[] = [];
  for (const waiter of waiters) {
    const name = actionName(waiter);
    if (!names.some((known) => same(known, name))) names.push(name);
  }
  return names;
}

/**
 * The ended dialog's words: "save again" fits a page's save only (what was typed is still there);
 * a call (Start Sync) is simply tried again.
 */
export function endedText(ending: Ending, via: Waiter['kind']): string {
  const key = ending === 'spent' ? 'stepUp.spent' : ending === 'unsupported' ? 'stepUp.unsupported' : 'stepUp.expired';
  return via === 'call' ? `${key}Call` : key;
}

/** The ended dialog's title. */
export const endedTitle = (ending: Ending): string =>
  ending === 'spent' ? 'stepUp.spentTitle' : ending === 'unsupported' ? 'stepUp.unsupportedTitle' : 'stepUp.expiredTitle';

/** The intro names the page when nothing better is known, else the action. */
export const introText = (name: ActionName): string => ('page' in name ? 'stepUp.intro' : 'stepUp.introAction');
