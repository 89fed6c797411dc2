// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { asksBeforeLeaving, holdsChangedControl, holdsUnsavedInput } from './unsaved-input';

afterEach(() => {
  document.body.innerHTML = '';
  window.onbeforeunload = null;
});

/** The page as served, then what the user did to it. */
function page(markup: string, act: (doc: Document) => void = () => undefined): boolean {
  document.body.innerHTML = markup;
  act(document);
  return holdsChangedControl(document);
}
const el = <T extends Element>(selector: string) => document.querySelector(selector) as T;

describe('a control whose value is no longer the one served', () => {
  it.each<[string, string, (doc: Document) => void, boolean]>([
    ['a page without controls', '<p>text</p>', () => undefined, false],
    ['a text field as served', '<input value="a">', () => undefined, false],
    ['a text field typed in', '<input value="a">', () => (el<HTMLInputElement>('input').value = 'ab'), true],
    ['a text field typed back to its value', '<input value="a">', () => (el<HTMLInputElement>('input').value = 'a'), false],
    ['a password typed', '<input type="password">', () => (el<HTMLInputElement>('input').value = 'x'), true],
    ['a hidden field set by a script', '<input type="hidden" value="1">', () => (el<HTMLInputElement>('input').value = '2'), false],
    ['a submit button', '<input type="submit" value="Save">', () => (el<HTMLInputElement>('input').value = 'x'), false],
    ['a text area typed in', '<textarea>a</textarea>', () => (el<HTMLTextAreaElement>('textarea').value = 'b'), true],
    ['a box ticked', '<input type="checkbox">', () => (el<HTMLInputElement>('input').checked = true), true],
    ['a ticked box left ticked', '<input type="checkbox" checked>', () => undefined, false],
    ['a ticked box cleared', '<input type="checkbox" checked>', () => (el<HTMLInputElement>('input').checked = false), true],
    [
      'another radio chosen',
      '<input type="radio" name="r" checked><input type="radio" name="r" id="b">',
      () => (el<HTMLInputElement>('#b').checked = true),
      true,
    ],
    ['a choice as served (its first)', '<select><option>a</option><option>b</option></select>', () => undefined, false],
    [
      'another choice than the first',
      '<select><option>a</option><option>b</option></select>',
      () => (el<HTMLSelectElement>('select').selectedIndex = 1),
      true,
    ],
    ['a choice as served (marked)', '<select><option>a</option><option selected>b</option></select>', () => undefined, false],
    [
      'back to the first from a marked one',
      '<select><option>a</option><option selected>b</option></select>',
      () => (el<HTMLSelectElement>('select').selectedIndex = 0),
      true,
    ],
    [
      'a list of many, one more picked',
      '<select multiple><option selected>a</option><option>b</option></select>',
      () => ((el<HTMLSelectElement>('select').options[1] as HTMLOptionElement).selected = true),
      true,
    ],
    ['a field outside any form typed in', '<div><input></div>', () => (el<HTMLInputElement>('input').value = 'x'), true],
  ])('%s', (_name, markup, act, held) => {
    expect(page(markup, act)).toBe(held);
  });
});

/**
 * jsdom's BeforeUnloadEvent lacks the return-value rules (a handler returning a string, a string
 * return value): those are checked in Chromium by tests/e2e/workspace-unsaved.spec.ts.
 */
describe('a page that would ask before it is left', () => {
  it.each<[string, (win: Window) => () => void, boolean]>([
    ['no handler', () => () => undefined, false],
    [
      'a handler that only looks',
      (win) => {
        const look = (): void => undefined;
        win.addEventListener('beforeunload', look);
        return () => win.removeEventListener('beforeunload', look);
      },
      false,
    ],
    [
      'a handler that cancels',
      (win) => {
        const ask = (event: Event): void => event.preventDefault();
        win.addEventListener('beforeunload', ask);
        return () => win.removeEventListener('beforeunload', ask);
      },
      true,
    ],
  ])('%s', (_name, register, asks) => {
    const unregister = register(window);
    expect(asksBeforeLeaving(window)).toBe(asks);
    unregister();
  });

  it('unsaved input: either reading', () => {
    document.body.innerHTML = '<input>';
    expect(holdsUnsavedInput(window)).toBe(false);
    el<HTMLInputElement>('input').value = 'x';
    expect(holdsUnsavedInput(window)).toBe(true);
  });

  it('a window that cannot be read holds nothing', () => {
    const foreign = {
      get document(): Document {
        throw new DOMException('Blocked a frame', 'SecurityError');
      },
    } as unknown as Window;
    expect(holdsUnsavedInput(foreign)).toBe(false);
  });
});
