/**
 * The browser walk's steps: what a user does to the console all day, as fast-check commands over
 * the real console (tests/e2e/workspace-walk.spec.ts). Each step acts as a user would (clicks, keys,
 * the browser's own reload, Back and Forward, a bookmark), then `settle` answers whatever the console
 * or the browser asks, with the step's drawn answer, and signs in again when the session cover shows.
 * The model (walk-model.ts) checks after every step that no text typed went unasked.
 */
import { expect, type Page } from '@playwright/test';
import fc from 'fast-check';
import { DEMO_PASSWORD } from '../accounts';
import { activeOption, openPalette, palette, paletteInput } from '../palette';
import { accountButton, header, text } from '../shell-chrome';
import { openFromMenu, shownFrame } from '../workspace';
import { checkTexts, WalkFailure, type WalkModel, type WalkReal } from './walk-model';

/** The legacy pages the walk moves between: each a stand-in page with a note to type in. */
export const WALK_ROUTES = [
  '/dashboard',
  '/logs/audit-log',
  '/logs/policy-events',
  '/logs/mail-tracking',
  '/logs/url-click-tracking',
  '/quarantine/query',
] as const;
type Route = (typeof WALK_ROUTES)[number];
type Answer = WalkReal['answer'];

/** Bookmarked pages of the console with a query: impolite pages and a plain query (a whole load). */
const DEEP_LINKS = [
  // Links, a form and a script aimed at the whole window (standin-frame-escapes.ts).
  '/logs/audit-log?standin=top-links',
  // Its script sends the whole window to Mail Tracking 1.5 s after it loads, shown or hidden.
  '/logs/policy-events?standin=top-later&after=1500',
  '/quarantine/query?day=3',
] as const;

const QUESTIONS = ['unsaved-keep-dialog', 'unsaved-leave-dialog', 'unsaved-replace-dialog'] as const;
const sideMenu = (page: Page) => page.locator('nav[data-testid="side-menu"]');
const cover = (page: Page) => page.locator('[data-testid="session-cover"]');

/** The route of the frame slot on screen, if a framed page is shown. */
async function shownSlot(page: Page): Promise<string | null> {
  const slot = page.locator('[data-testid="frame-workspace"] > [data-route]:has(iframe[data-testid="legacy-frame"])');
  if ((await slot.count()) !== 1) return null;
  return slot.getAttribute('data-route');
}

/** Whether the shown frame's document has `selector` (a page still loading, or another page, may not). */
async function shownHas(page: Page, selector: string): Promise<boolean> {
  return (
    (await shownFrame(page)
      .locator(selector)
      .count()
      .catch(() => 0)) > 0
  );
}

/** Signs in on the login page as the walk's account (or `user`) and waits for the shell. */
export async function logOnWalker(page: Page, user = 'walker'): Promise<void> {
  // In whichever language the login page shows (the walk's language steps store one in the browser).
  await page.goto('/login');
  await page.getByRole('textbox').first().fill(user);
  await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await page.locator('button[type="submit"]').click();
  await expect(sideMenu(page)).toBeVisible({ timeout: 20_000 });
}

/**
 * Answers what the console or the browser asks after a step, until the page is quiet: a question
 * about unsaved input (with the step's answer), the session cover (signed in again: expiry keeps the
 * work), a part whose code failed (Retry, once its code can load). The browser's own prompt is
 * answered by the page's dialog listener (workspace-walk.spec.ts) with the same answer.
 */
export async function settle(model: WalkModel, real: WalkReal, { retryParts = true } = {}): Promise<void> {
  const { page } = real;
  let quiet = 0;
  let reloadedForHeld = false;
  for (let round = 0; round < 60 && quiet < 3; round += 1) {
    await page.waitForTimeout(200);
    if (page.isClosed()) return;
    if (
      await cover(page)
        .isVisible()
        .catch(() => false)
    ) {
      // The sign-in form's own code failed (a failed chunk's): Retry, as the cover offers; held by the
      // browser (only a reload would load it), the user signs in from another tab instead, which
      // uncovers this one with every page where it was.
      const formFailed = cover(page).locator('[data-testid$="-load-failed"]');
      if ((await formFailed.count()) > 0) {
        if ((await formFailed.getAttribute('data-held')) === null) await formFailed.locator('button').click();
        else await signInInAnotherTab(page, real.trail);
        quiet = 0;
        continue;
      }
      await cover(page).locator('input[type="password"]').fill(DEMO_PASSWORD);
      await cover(page).locator('button[type="submit"]').click();
      await expect(cover(page)).toHaveCount(0, { timeout: 15_000 });
      quiet = 0;
      continue;
    }
    const asked = await answerQuestion(model, real);
    if (asked) {
      quiet = 0;
      continue;
    }
    const failed = page.locator('[data-testid$="-load-failed"]:not([data-held]) button');
    if (retryParts && (await failed.count()) > 0) {
      await failed
        .first()
        .click({ timeout: 2_000 })
        .catch(() => undefined);
      quiet = 0;
      continue;
    }
    // A part the browser holds as failed loads only at a reload: the user reloads, once per step,
    // and the console asks about unsaved input as at every reload (answered above).
    const held = page.locator('[data-testid$="-load-failed"][data-held] button');
    if (retryParts && !reloadedForHeld && (await held.count()) > 0) {
      reloadedForHeld = true;
      real.trail.push('  reloaded for a part the browser holds as failed');
      await held
        .first()
        .click({ timeout: 2_000 })
        .catch(() => undefined);
      quiet = 0;
      continue;
    }
    quiet += 1;
  }
}

/** Signs in again in a second tab of the browser, then closes it: the covered tab hears of it. */
async function signInInAnotherTab(page: Page, trail: string[]): Promise<void> {
  trail.push('  the sign-in form cannot load here: signed in from another tab');
  const other = await page.context().newPage();
  try {
    await logOnWalker(other);
  } finally {
    await other.close();
  }
  await expect(cover(page)).toHaveCount(0, { timeout: 15_000 });
}

/** Answers one open question about unsaved input, if one shows; true if it did. */
async function answerQuestion(model: WalkModel, real: WalkReal): Promise<boolean> {
  const { page } = real;
  for (const id of QUESTIONS) {
    const dialog = page.getByRole('dialog').filter({ has: page.getByTestId(id) });
    if (!(await dialog.isVisible().catch(() => false))) continue;
    if (real.answer === 'agree') {
      await dialog.locator('button[data-variant="danger"]').click();
      real.agreedThisStep = true;
      model.agreed += 1;
    } else {
      const keep =
        id === 'unsaved-leave-dialog'
          ? dialog.getByRole('button', { name: text(model.language, 'unsaved.stay'), exact: true })
          : dialog.locator('button[data-variant="primary"]');
      await keep.click();
      model.kept += 1;
    }
    real.trail.push(`  answered ${real.answer} to ${id}`);
    return true;
  }
  return false;
}

/** Back in the console after a step that left it (a Log off, Back past the first page): signed in again. */
async function backInConsole(page: Page, trail: string[]): Promise<void> {
  if (
    await sideMenu(page)
      .isVisible()
      .catch(() => false)
  )
    return;
  // A page loading with the session gone (a bookmark after the expiry) is on its way to the login
  // page: it shows either the console or the login page, whichever the server's answer leads to.
  const out = () => new URL(page.url()).pathname === '/login' || page.url().startsWith('about:');
  await expect
    .poll(
      async () =>
        out() ||
        (await sideMenu(page)
          .isVisible()
          .catch(() => false)),
      { timeout: 20_000 },
    )
    .toBe(true);
  if (out()) {
    trail.push(`  out of the console at ${page.url()}: logged on again`);
    await logOnWalker(page);
  }
}

/** One step of the walk: `act` does what the user does; the rest is the same for every step. */
export type WalkStep = Step;
abstract class Step implements fc.AsyncCommand<WalkModel, WalkReal> {
  abstract readonly kind: string;
  constructor(readonly answer: Answer) {}
  check(): boolean {
    return true;
  }
  /** What the user does (a failed-chunk step runs another step's act inside it). */
  abstract act(model: WalkModel, real: WalkReal): Promise<void>;
  protected retryParts = true;
  async run(model: WalkModel, real: WalkReal): Promise<void> {
    real.answer = this.answer;
    real.agreedThisStep = false;
    real.forfeit = null;
    real.trail.push(this.toString());
    if (process.env.WALK_LOG) console.log(`${new Date().toISOString().slice(11, 23)} ${model.steps} ${this.toString()}`);
    model.steps += 1;
    model.kinds.set(this.kind, (model.kinds.get(this.kind) ?? 0) + 1);
    try {
      // The session cover, if an earlier expiry has been met since: the user signs in again first.
      if (
        await cover(real.page)
          .isVisible()
          .catch(() => false)
      )
        await settle(model, real);
      // A part whose code failed in the step before (a failed chunk's): the user takes its notice's
      // Retry before using the console again, as the notice asks.
      else if (
        this.retryParts &&
        (await real.page
          .locator('[data-testid$="-load-failed"] button')
          .count()
          .catch(() => 0)) > 0
      )
        await settle(model, real);
      // A part the browser still holds as failed (the reload it asks for was answered Stay): the
      // console is not whole until a reload (the account menu's list may be the part, and Log off in
      // it), so the user lets go of what they typed and reloads, as the notice says.
      const held = real.page.locator('[data-testid$="-load-failed"][data-held] button');
      if (this.retryParts && (await held.count().catch(() => 0)) > 0) {
        real.trail.push('  a part is still held as failed: reloaded, letting go of typed input');
        real.answer = 'agree';
        await held.first().click({ timeout: 2_000 });
        await settle(model, real);
        await backInConsole(real.page, real.trail);
        real.answer = this.answer;
      }
      await this.act(model, real);
      await settle(model, real, { retryParts: this.retryParts });
      await checkTexts(model, real);
      await backInConsole(real.page, real.trail);
    } catch (failure) {
      if (failure instanceof WalkFailure) throw failure;
      // A step that could not act is a finding too (the console stuck, a control gone): say which, after what.
      const message = failure instanceof Error ? (failure.message.split('\n')[0] ?? '') : String(failure);
      throw new WalkFailure(
        `step ${model.steps} (${this.toString()}) could not act: ${message}\nsteps:\n  ${real.trail.join('\n  ')}`,
        `${this.kind}: ${message}`,
      );
    }
    model.language = ((await real.page.locator('html').getAttribute('lang')) ?? model.language) as WalkModel['language'];
  }
  abstract toString(): string;
}

class MenuStep extends Step {
  readonly kind = 'menu';
  constructor(
    readonly route: Route,
    answer: Answer,
  ) {
    super(answer);
  }
  async act(_model: WalkModel, { page }: WalkReal): Promise<void> {
    await openFromMenu(page, this.route);
  }
  toString(): string {
    return `menu ${this.route} (${this.answer})`;
  }
}

class PaletteStep extends Step {
  readonly kind = 'palette';
  constructor(
    readonly route: Route,
    answer: Answer,
  ) {
    super(answer);
  }
  async act(_model: WalkModel, { page }: WalkReal): Promise<void> {
    // The page's name as the menu shows it, in the language on screen.
    const name = (await page.locator(`nav[data-testid="side-menu"] [data-route="${this.route}"]`).first().textContent())?.trim() ?? '';
    // After a failed chunk the browser may hold the palette's code as failed: the notice says so and
    // offers a reload (settle takes it), and there is no palette to use in this step.
    const held = page.locator('[data-testid="palette-load-failed"][data-held]');
    await expect(async () => {
      if ((await palette(page).count()) === 0 && !(await held.isVisible())) await page.keyboard.press('Control+K');
      await expect(palette(page).or(held)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    if (await held.isVisible()) return;
    await openPalette(page);
    await paletteInput(page).fill(name);
    await expect(activeOption(page)).toHaveAttribute('data-route', this.route);
    await page.keyboard.press('Enter');
  }
  toString(): string {
    return `palette ${this.route} (${this.answer})`;
  }
}

class TypeStep extends Step {
  readonly kind = 'type';
  constructor(readonly word: string) {
    super('keep');
  }
  async act(model: WalkModel, { page }: WalkReal): Promise<void> {
    const slot = await shownSlot(page);
    if (slot === null || !(await shownHas(page, '[data-testid="standin-note"]'))) return;
    const typed = `${this.word} ${model.steps}`;
    await shownFrame(page).getByTestId('standin-note').fill(typed);
    model.typed.set(slot, typed);
    // The console reads the page a moment after the typing settles.
    await page.waitForTimeout(400);
  }
  toString(): string {
    return `type "${this.word}"`;
  }
}

class LogoStep extends Step {
  readonly kind = 'logo';
  async act(model: WalkModel, { page }: WalkReal): Promise<void> {
    await header(page)
      .getByRole('link', { name: text(model.language, 'app.name'), exact: true })
      .click();
  }
  toString(): string {
    return `logo (${this.answer})`;
  }
}

class HistoryStep extends Step {
  readonly kind = 'history';
  constructor(
    readonly direction: 'back' | 'forward',
    answer: Answer,
  ) {
    super(answer);
  }
  async act(_model: WalkModel, { page }: WalkReal): Promise<void> {
    // The browser's own buttons: a same-document entry, or (past the console's first) a whole load.
    const go =
      this.direction === 'back'
        ? page.goBack({ waitUntil: 'commit', timeout: 5_000 })
        : page.goForward({ waitUntil: 'commit', timeout: 5_000 });
    await go.catch(() => null);
  }
  toString(): string {
    return `${this.direction} (${this.answer})`;
  }
}

class ReloadStep extends Step {
  readonly kind = 'reload';
  async act(_model: WalkModel, { page }: WalkReal): Promise<void> {
    // The browser's reload button: the console's own prompt is the browser's, answered by the dialog listener.
    await page.reload({ waitUntil: 'commit', timeout: 10_000 }).catch(() => null);
  }
  toString(): string {
    return `reload (${this.answer})`;
  }
}

class BookmarkStep extends Step {
  readonly kind = 'bookmark';
  constructor(
    readonly url: (typeof DEEP_LINKS)[number],
    answer: Answer,
  ) {
    super(answer);
  }
  async act(_model: WalkModel, { page }: WalkReal): Promise<void> {
    await page.goto(this.url, { waitUntil: 'commit', timeout: 10_000 }).catch(() => null);
  }
  toString(): string {
    return `bookmark ${this.url} (${this.answer})`;
  }
}

class ThemeStep extends Step {
  readonly kind = 'theme';
  async act(model: WalkModel, { page }: WalkReal): Promise<void> {
    const to = (theme: 'dark' | 'light') =>
      page.getByRole('button', { name: text(model.language, 'theme.switchTo', { theme: text(model.language, `theme.${theme}`) }) });
    await to('dark').or(to('light')).click();
  }
  toString(): string {
    return `theme (${this.answer})`;
  }
}

class LanguageStep extends Step {
  readonly kind = 'language';
  async act(model: WalkModel, real: WalkReal): Promise<void> {
    const { page } = real;
    const from = model.language;
    const to = from === 'en' ? 'ja' : 'en';
    await accountButton(page).click();
    await page.getByTestId('menu-language').click();
    const dialog = page.getByTestId('language-dialog');
    await page.getByRole('radio', { name: text(from, `language.${to}`) }).check();
    const save = page.getByRole('button', { name: text(from, 'language.save') });
    await save.click();
    // Saved; or it met an expiry: the user signs in again in the cover and saves once more.
    await settle(model, real);
    if (await dialog.isVisible()) await save.click();
    await expect(dialog).toBeHidden();
  }
  toString(): string {
    return `language (${this.answer})`;
  }
}

/** A link inside the page on screen: the page's own (`_self`) or aimed at the whole window (`_top`, `_parent`). */
class LinkStep extends Step {
  readonly kind = 'link';
  constructor(
    readonly link: 'self' | 'top' | 'parent',
    answer: Answer,
  ) {
    super(answer);
  }
  async act(_model: WalkModel, real: WalkReal): Promise<void> {
    const selector = { self: '[data-testid="standin-detail-link"]', top: '#top-legacy', parent: '#parent-legacy' }[this.link];
    if (!(await shownHas(real.page, selector))) return;
    // The user leaves this page from inside it, as in any browser tab: its own text may go with it.
    real.forfeit = await shownSlot(real.page);
    await shownFrame(real.page).locator(selector).first().click();
  }
  toString(): string {
    return `link ${this.link} (${this.answer})`;
  }
}

/** A part's code fails to load (a deploy removed it, an outage): what the user does meanwhile. */
class FailedChunkStep extends Step {
  readonly kind = 'failed-chunk';
  protected override retryParts = false;
  constructor(readonly inner: Step) {
    super(inner.answer);
  }
  async act(model: WalkModel, real: WalkReal): Promise<void> {
    const abort = (route: { abort: () => Promise<void> }) => route.abort();
    await real.page.route('**/assets/**/*.js', abort);
    try {
      await this.inner.act(model, real);
      await settle(model, real, { retryParts: false });
    } catch {
      // A step whose code does not load may not finish (the palette does not open): the user goes on.
    } finally {
      await real.page.unroute('**/assets/**/*.js', abort);
    }
  }
  toString(): string {
    return `failed chunk during: ${this.inner.toString()}`;
  }
}

class LogOffStep extends Step {
  readonly kind = 'log-off';
  async act(model: WalkModel, { page }: WalkReal): Promise<void> {
    await accountButton(page).click();
    await page.getByRole('menuitem', { name: text(model.language, 'shell.logOff'), exact: true }).click();
  }
  toString(): string {
    return `log off (${this.answer})`;
  }
}

/**
 * The walk's forced-page accounts (server/data/demo-data.ts), each held to one page by the layout's
 * rules: domain-only, provisioning pending, MFA enforced and not set up.
 */
const FORCED = [
  { user: 'walker-domains', page: '/domains' },
  { user: 'walker-provision', page: '/provision' },
  { user: 'walker-mfa', page: '/mfa-configuration' },
] as const;

/**
 * Another administrator takes the browser: Log off (asked about typed input, with the step's answer;
 * Stay ends the step, with every text still in its page), sign in as a forced-page account, which
 * shows its one page and stays there when the menu is asked for another, Log off, and the walk's
 * account signs in again.
 */
class ForcedPageStep extends Step {
  readonly kind = 'forced-page';
  constructor(
    readonly forced: (typeof FORCED)[number],
    answer: Answer,
  ) {
    super(answer);
  }
  async act(model: WalkModel, real: WalkReal): Promise<void> {
    const { page } = real;
    const before = { kept: model.kept, prompts: model.prompts };
    await logOff(page);
    await settle(model, real);
    // Asked, and the user stayed: the console and every text typed are where they were.
    if (model.kept > before.kept || (model.prompts > before.prompts && this.answer === 'keep')) return;
    // Not left (as Log off's own step allows): no other account this step; the texts are checked as ever.
    const left = await page
      .waitForURL((url) => url.pathname === '/login', { timeout: 15_000 })
      .then(
        () => true,
        () => false,
      );
    if (!left) {
      real.trail.push('  the console was not left: no other account this step');
      return;
    }
    await logOnWalker(page, this.forced.user);
    const onForcedPage = (url: URL) => url.pathname === this.forced.page;
    await expect(page).toHaveURL(onForcedPage, { timeout: 15_000 });
    // Held there: the menu's first page leads back to it.
    await sideMenu(page)
      .locator('[data-route]')
      .first()
      .evaluate((item) => ((item instanceof HTMLAnchorElement ? item : (item.querySelector('a') ?? item)) as HTMLElement).click());
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(onForcedPage);
    real.trail.push(`  ${this.forced.user} was shown ${this.forced.page}`);
    await logOff(page);
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
    await logOnWalker(page);
  }
  toString(): string {
    return `forced page: ${this.forced.user} signs in (${this.answer})`;
  }
}

/** The account menu's Log off, in the language on screen. */
async function logOff(page: Page): Promise<void> {
  const language = ((await page.locator('html').getAttribute('lang')) ?? 'en') as WalkModel['language'];
  await accountButton(page).click();
  await page.getByRole('menuitem', { name: text(language, 'shell.logOff'), exact: true }).click();
}

/** The session ends as a server ends it (its cookie gone): whatever meets it next covers the console. */
class ExpiryStep extends Step {
  readonly kind = 'expiry';
  async act(_model: WalkModel, { page }: WalkReal): Promise<void> {
    await page.context().clearCookies({ name: 'sid' });
  }
  toString(): string {
    return 'expiry';
  }
}

/** The user reads: timers run (a hidden page's script, a slow page's load). */
class PauseStep extends Step {
  readonly kind = 'pause';
  async act(_model: WalkModel, { page }: WalkReal): Promise<void> {
    await page.waitForTimeout(1_000);
  }
  toString(): string {
    return 'pause';
  }
}

// Mostly kept, so that texts live long enough to meet the rest of the day.
const answer = fc.constantFrom<Answer>('keep', 'keep', 'keep', 'agree');
const route = fc.constantFrom(...WALK_ROUTES);

/** Steps a failed chunk can meet: the palette's code, a page's, the language dialog's. */
const chunkInner = fc.oneof(
  fc.tuple(route, answer).map(([r, a]) => new PaletteStep(r, a) as Step),
  fc.tuple(route, answer).map(([r, a]) => new MenuStep(r, a) as Step),
  answer.map((a) => new LanguageStep(a) as Step),
);

/** One step, drawn with the weights of a working day: mostly moving and typing, now and then the rest. */
export const walkStep: fc.Arbitrary<Step> = fc.oneof(
  { weight: 8, arbitrary: fc.tuple(route, answer).map(([r, a]) => new MenuStep(r, a)) },
  { weight: 2, arbitrary: fc.tuple(route, answer).map(([r, a]) => new PaletteStep(r, a)) },
  { weight: 10, arbitrary: fc.constantFrom('draft', 'reply', 'note', 'rule').map((w) => new TypeStep(w)) },
  { weight: 2, arbitrary: answer.map((a) => new LogoStep(a)) },
  { weight: 3, arbitrary: fc.tuple(fc.constantFrom<'back' | 'forward'>('back', 'forward'), answer).map(([d, a]) => new HistoryStep(d, a)) },
  { weight: 2, arbitrary: answer.map((a) => new ReloadStep(a)) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...DEEP_LINKS), answer).map(([u, a]) => new BookmarkStep(u, a)) },
  { weight: 1, arbitrary: answer.map((a) => new ThemeStep(a)) },
  { weight: 1, arbitrary: answer.map((a) => new LanguageStep(a)) },
  {
    weight: 3,
    arbitrary: fc.tuple(fc.constantFrom<'self' | 'top' | 'parent'>('self', 'top', 'parent'), answer).map(([l, a]) => new LinkStep(l, a)),
  },
  { weight: 1, arbitrary: chunkInner.map((inner) => new FailedChunkStep(inner)) },
  { weight: 1, arbitrary: answer.map((a) => new LogOffStep(a)) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...FORCED), answer).map(([f, a]) => new ForcedPageStep(f, a)) },
  { weight: 1, arbitrary: fc.constant(null).map(() => new ExpiryStep('keep')) },
  { weight: 1, arbitrary: fc.constant(null).map(() => new PauseStep('keep')) },
);
