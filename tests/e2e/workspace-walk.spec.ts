/**
 * The browser walk: a model-based random walk (fast-check's commands) over the real console against
 * the reference server, in both projects. A working day's steps in random order — the menu, the
 * palette, the logo, Back and Forward, the browser's reload, bookmarks with a query, theme, language,
 * links inside pages (`_self`, `_top`, `_parent`), a hidden page's script aimed at the whole window,
 * parts whose code fails to load, Log off answered Stay or Leave, the session's expiry — and after
 * every step the promise: every text typed is still in its page, or the user was asked and agreed.
 *
 * CI walks one fixed seed of 60 steps per project. `npm run walk -- --seed N --steps M --runs R`
 * walks longer (scripts/cli/walk.ts). A failure prints the shortest failing sequence found
 * (scripts/walk/shortest-failing.ts), each step as the walk names it.
 */
import { expect, test, type Browser } from '@playwright/test';
import fc from 'fast-check';
import { shortestFailing } from '../../scripts/walk/shortest-failing';
import { withoutStartupPopups } from './support/shell';
import { emptyModel, WalkFailure, type Language, type WalkModel, type WalkReal } from './support/walk/walk-model';
import { logOnWalker, walkStep, type WalkStep } from './support/walk/walk-steps';

const SEED = Number(process.env.WALK_SEED ?? 48);
const STEPS = Number(process.env.WALK_STEPS ?? 60);
const RUNS = Number(process.env.WALK_RUNS ?? 1);
/** Minutes for finding the shortest failing sequence once a walk failed. */
const SHRINK_MINUTES = Number(process.env.WALK_SHRINK_MINUTES ?? 8);

// The walk's account is one (its language and theme change at random): one walk at a time.
test.describe.configure({ mode: 'serial' });

/** Walks `steps` in a fresh browser context, signed in as the walk's account; the model as it ended. */
async function walk(browser: Browser, baseURL: string | undefined, steps: readonly WalkStep[]): Promise<WalkModel> {
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  const page = await context.newPage();
  // A step that cannot act says so in seconds, not in the test's whole time.
  page.setDefaultTimeout(10_000);
  try {
    await withoutStartupPopups(page);
    // Room for two pages only (with more for pages holding input): the console has to ask sooner.
    await page.route('**/console-config.json', (route) => route.fulfill({ json: { frames: { keepAlive: 2 } } }));
    let model: WalkModel | null = null;
    const real: WalkReal = { page, answer: 'keep', agreedThisStep: false, forfeit: null, trail: [] };
    // The browser's own prompt (a reload, a bookmark, Back out of the console) gets the step's answer.
    page.on('dialog', (dialog) => {
      if (model !== null) model.prompts += 1;
      real.trail.push(`  the browser asked (${dialog.type()}): ${real.answer}`);
      if (dialog.type() === 'beforeunload' && real.answer === 'agree') {
        real.agreedThisStep = true;
        void dialog.accept();
      } else void dialog.dismiss();
    });
    await logOnWalker(page);
    const started = emptyModel(((await page.locator('html').getAttribute('lang')) ?? 'en') as Language);
    model = started;
    await fc.asyncModelRun(async () => ({ model: started, real }), steps);
    return started;
  } finally {
    await context.close();
  }
}

test(`the walk: ${RUNS} x ${STEPS} steps from seed ${SEED} (the strict server: ${SEED + 1}), and nothing typed goes unasked`, async ({
  browser,
}, testInfo) => {
  test.setTimeout((RUNS * STEPS * 8 + SHRINK_MINUTES * 60) * 1_000);
  const baseURL = testInfo.project.use.baseURL;
  // Each project walks its own day: the strict server's seed is the next one.
  const seed = SEED + (testInfo.project.name === 'strict' ? 1 : 0);
  const walks = fc.sample(fc.array(walkStep, { minLength: STEPS, maxLength: STEPS }), { seed, numRuns: RUNS });
  for (const [index, steps] of walks.entries()) {
    let model: WalkModel;
    try {
      model = await walk(browser, baseURL, steps);
    } catch (failure) {
      const deadline = Date.now() + SHRINK_MINUTES * 60_000;
      const signature = failure instanceof WalkFailure ? failure.signature : null;
      const shortest = await shortestFailing(
        steps,
        (fewer) =>
          walk(browser, baseURL, fewer).then(
            () => false,
            // The same failure: the same kind of step met the same trouble (or, unnamed, any failure).
            (again: unknown) => signature === null || (again instanceof WalkFailure && again.signature === signature),
          ),
        deadline,
      );
      throw new Error(
        `walk ${index + 1} of seed ${seed} failed. Shortest failing sequence found (${shortest.length} of ${steps.length} steps):\n  ` +
          `${shortest.map(String).join('\n  ')}\n\nThe first failure: ${failure instanceof Error ? failure.message : String(failure)}`,
      );
    }
    const kinds = Object.fromEntries(model.kinds);
    const { steps: ran, agreed, kept, prompts, verified } = model;
    testInfo.annotations.push({
      type: 'walk',
      description: JSON.stringify({ seed, walk: index + 1, steps: ran, agreed, kept, prompts, verified, kinds }),
    });
    console.log(`walk ${index + 1} (seed ${seed}): ${JSON.stringify({ steps: ran, agreed, kept, prompts, verified, kinds })}`);
    // The walk walked: every step ran, and the promise was checked on texts the console was asked about.
    expect(ran).toBe(STEPS);
    if (STEPS >= 60) {
      expect(verified).toBeGreaterThanOrEqual(STEPS / 2);
      expect(agreed + kept + prompts).toBeGreaterThan(0);
    }
  }
});
