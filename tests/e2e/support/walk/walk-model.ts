/**
 * The browser walk's model (tests/e2e/workspace-walk.spec.ts): what the user has typed and where,
 * and the one promise checked after every step: every text typed is still in its page, or the user
 * was asked and agreed to lose it.
 *
 * A page's own text may also go by the user's own act inside that page (a link clicked in it, as in
 * any browser tab): the step names that page (`forfeit`), and only that one.
 */
import type { Page } from '@playwright/test';

export type Language = 'en' | 'ja';

export interface WalkModel {
  /** Route of a frame slot -> the text the user typed in its page's note, still to be found there. */
  readonly typed: Map<string, string>;
  language: Language;
  /** Steps run (a step whose precondition failed is not one). */
  steps: number;
  /** What each kind of step did, for the run's summary. */
  readonly kinds: Map<string, number>;
  /** Questions the walk was asked, answered yes (agreed) or no (kept). */
  agreed: number;
  kept: number;
  /** Times the browser's own prompt asked. */
  prompts: number;
  /** Texts found in their pages after a step: what the promise was checked on. */
  verified: number;
}

export interface WalkReal {
  readonly page: Page;
  /** The answer the current step gives to any question (the browser's prompt or the console's dialog). */
  answer: 'agree' | 'keep';
  /** Set when the current step agreed to lose input (any question answered yes). */
  agreedThisStep: boolean;
  /** The slot whose own page the current step navigated from inside (its text may go). */
  forfeit: string | null;
  /** The steps so far, printed with a failure. */
  readonly trail: string[];
}

/**
 * A walk's failure, with its kind (`signature`): the shortest failing sequence is one that fails the
 * same way, not any way (a shorter walk may fail for another reason and prove nothing of this one).
 */
export class WalkFailure extends Error {
  constructor(
    message: string,
    readonly signature: string,
  ) {
    super(message);
  }
}

export function emptyModel(language: Language): WalkModel {
  return { typed: new Map(), language, steps: 0, kinds: new Map(), agreed: 0, kept: 0, prompts: 0, verified: 0 };
}

/** The value of the note in the page of `route`'s frame slot, shown or kept; null without that slot or note. */
export async function noteIn(page: Page, route: string): Promise<string | null> {
  const slot = page.locator(`[data-testid="frame-workspace"] > [data-route="${route}"] iframe`);
  if ((await slot.count()) === 0) return null;
  return slot
    .first()
    .evaluate((frame: HTMLIFrameElement) => {
      try {
        const note = frame.contentDocument?.querySelector<HTMLInputElement>('[data-testid="standin-note"]');
        return note ? note.value : null;
      } catch {
        return null; // another origin's document: not the page the text was typed in
      }
    })
    .catch(() => null);
}

/**
 * The invariant, after a step: each text typed is still in its page; a text that went is allowed
 * only if the step agreed to lose input or it was the page the step navigated from inside (and the
 * model then forgets it). Throws naming the text, the page and the steps.
 */
export async function checkTexts(model: WalkModel, real: WalkReal): Promise<void> {
  for (const [route, text] of [...model.typed]) {
    const value = await noteIn(real.page, route);
    if (value === text) {
      model.verified += 1;
      continue;
    }
    if (real.agreedThisStep || real.forfeit === route) {
      model.typed.delete(route);
      continue;
    }
    throw new WalkFailure(
      `step ${model.steps}: the text typed in ${route} ("${text}") is ${value === null ? 'gone' : `now "${value}"`}, and the user was not asked\n` +
        `steps:\n  ${real.trail.join('\n  ')}`,
      'a text typed went unasked',
    );
  }
}
