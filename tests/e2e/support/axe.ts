/**
 * axe as the accessibility specs run it: every rule of axe's default set, plus label-in-name
 * (`label-content-name-mismatch`, WCAG 2.5.3: a control's accessible name contains the text it shows),
 * which axe 4.x tags experimental and leaves off unless a run enables it.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

export const LABEL_IN_NAME = 'label-content-name-mismatch';

/** An axe run over the page with label-in-name on; narrow it further (include, withRules) as needed. */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ rules: { [LABEL_IN_NAME]: { enabled: true } } });
}

/** The serious and critical violations on the page, one line each with up to five of its nodes. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await axe(page).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const nodes = violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')} ${node.html.slice(0, 120)}`);
      return `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.length} node(s): ${nodes.join(' | ')})`;
    });
}

/**
 * The control's accessible name holds all the text it shows, in order (white space and punctuation
 * aside, as axe compares them). Beside axe's rule, which counts only text exposed to assistive
 * technology, this also counts text hidden from it: a shortcut hint marked aria-hidden is still
 * seen, and a voice user may say it.
 */
export async function expectNameHoldsVisibleText(control: Locator): Promise<void> {
  const shown = (await control.innerText()).replace(/[\s\p{P}]+/gu, '');
  expect(shown, 'the control shows some text').not.toBe('');
  const pattern = [...shown].map((char) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[\\s\\p{P}]*');
  await expect(control).toHaveAccessibleName(new RegExp(pattern, 'iu'));
}
