// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { contentOf, eventOrigin, inputOwner, textOf, TypedInput, watchGuard, watchInput } from './unsaved-input';

afterEach(() => {
  document.body.innerHTML = '';
  window.onbeforeunload = null;
});

const el = <T extends Element>(selector: string) => document.querySelector(selector) as T;

/**
 * The page as served, then what the user did to it, as the watch hears it: `before` for the
 * `beforeinput` of a typed change, `change` for a change that comes without one (a tick, a choice).
 */
function typedInto(markup: string, selector: string, kind: 'before' | 'change', act: (element: Element) => void): TypedInput {
  document.body.innerHTML = markup;
  const typed = new TypedInput();
  const element = el(selector);
  if (kind === 'before') typed.beforeChange(element);
  act(element);
  typed.changed(element);
  return typed;
}

describe('what the user changed, against what it held before their first change', () => {
  it.each<[string, string, string, 'before' | 'change', (element: Element) => void, boolean]>([
    ['a text field typed in', '<input value="a">', 'input', 'before', (e) => ((e as HTMLInputElement).value = 'ab'), true],
    [
      'a text field typed back to what it held',
      '<input value="a">',
      'input',
      'before',
      (e) => ((e as HTMLInputElement).value = 'a'),
      false,
    ],
    ['a password typed', '<input type="password">', 'input', 'before', (e) => ((e as HTMLInputElement).value = 'x'), true],
    ['a text area typed in', '<textarea>a</textarea>', 'textarea', 'before', (e) => ((e as HTMLTextAreaElement).value = 'b'), true],
    ['a box ticked', '<input type="checkbox">', 'input', 'change', (e) => ((e as HTMLInputElement).checked = true), true],
    ['a ticked box cleared', '<input type="checkbox" checked>', 'input', 'change', (e) => ((e as HTMLInputElement).checked = false), true],
    [
      'another radio chosen',
      '<input type="radio" name="r" checked><input type="radio" name="r" id="b">',
      '#b',
      'change',
      (e) => ((e as HTMLInputElement).checked = true),
      true,
    ],
    [
      'another choice than the served first',
      '<select><option>a</option><option>b</option></select>',
      'select',
      'change',
      (e) => ((e as HTMLSelectElement).selectedIndex = 1),
      true,
    ],
    [
      'back to the marked choice',
      '<select><option>a</option><option selected>b</option></select>',
      'select',
      'change',
      (e) => ((e as HTMLSelectElement).selectedIndex = 1),
      false,
    ],
    [
      'a rich-text editor typed in',
      '<div contenteditable="true"><p>As served</p></div>',
      'p',
      'before',
      (e) => (e.textContent = 'As served, and more'),
      true,
    ],
    [
      'a rich-text editor typed back to what it held',
      '<div contenteditable="true"><p>As served</p></div>',
      'p',
      'before',
      (e) => (e.textContent = 'As served'),
      false,
    ],
    ['a hidden field', '<input type="hidden" value="1">', 'input', 'change', (e) => ((e as HTMLInputElement).value = '2'), false],
    ['a button', '<input type="submit" value="Save">', 'input', 'change', (e) => ((e as HTMLInputElement).value = 'x'), false],
  ])('%s: %s', (_name, markup, selector, kind, act, differs) => {
    expect(typedInto(markup, selector, kind, act).differs()).toBe(differs);
  });

  it('a field the page’s script filled counts from what it held when the user began: typing it back is nothing', () => {
    document.body.innerHTML = '<input value="">';
    const input = el<HTMLInputElement>('input');
    input.value = 'Filled by the page';
    const typed = new TypedInput();
    expect(typed.differs()).toBe(false);
    typed.beforeChange(input);
    input.value = 'Filled by the page!';
    expect(typed.differs()).toBe(true);
    input.value = 'Filled by the page';
    expect(typed.differs()).toBe(false);
  });

  it('a form reset lets its controls go; a control the page takes out while it holds what was typed still counts, until a form is submitted', () => {
    document.body.innerHTML = '<form><input id="a"></form><input id="b">';
    const typed = new TypedInput();
    for (const id of ['#a', '#b']) {
      typed.beforeChange(el(id));
      el<HTMLInputElement>(id).value = 'typed';
      typed.changed(el(id));
    }
    typed.reset(el('form'));
    el<HTMLInputElement>('#a').value = '';
    expect(typed.differs()).toBe(true);
    // The page rebuilds its fields, keeping the values in script: the typing is not lost from view.
    el('#b').remove();
    expect(typed.differs()).toBe(true);
    typed.submitted();
    expect(typed.differs()).toBe(false);
  });

  it('a control typed in and emptied again by the user, then taken out: nothing', () => {
    document.body.innerHTML = '<input id="b">';
    const typed = new TypedInput();
    typed.beforeChange(el('#b'));
    el<HTMLInputElement>('#b').value = 'x';
    typed.changed(el('#b'));
    el<HTMLInputElement>('#b').value = '';
    typed.changed(el('#b'));
    el('#b').remove();
    expect(typed.differs()).toBe(false);
  });

  it.each<[string, string, boolean]>([
    // CodeMirror 5, Ace: each key typed into a hidden text area that the editor empties at once.
    ['an editor that moves each typed key out of its text area', '', true],
    // The page reformats what was typed (1000 to 1,000).
    ['a page that reformats what was typed', '1,000', true],
    // The user's own deletion is trusted input: it is what the user left.
    ['left as the user typed it', '1000', true],
  ])('%s: counts until a form is submitted', (_name, afterScript, differs) => {
    document.body.innerHTML = '<textarea id="t"></textarea>';
    const typed = new TypedInput();
    const area = el<HTMLTextAreaElement>('#t');
    typed.beforeChange(area);
    area.value = '1000';
    typed.changed(area);
    area.value = afterScript;
    expect(typed.differs()).toBe(differs);
    typed.submitted();
    area.value = '';
    expect(typed.differs()).toBe(false);
  });

  it.each<
    [string, string, (element: HTMLInputElement | HTMLSelectElement) => void, (element: HTMLInputElement | HTMLSelectElement) => void]
  >([
    [
      'a box the page’s script ticked, cleared by the user',
      '<input type="checkbox">',
      (e) => ((e as HTMLInputElement).checked = true),
      (e) => ((e as HTMLInputElement).checked = false),
    ],
    [
      'a choice the page’s script made, changed back to the served one by the user',
      '<select><option>a</option><option>b</option></select>',
      (e) => ((e as HTMLSelectElement).selectedIndex = 1),
      (e) => ((e as HTMLSelectElement).selectedIndex = 0),
    ],
  ])('%s: compared with what it held when the user went to it, not as served', (_name, markup, script, user) => {
    document.body.innerHTML = markup;
    const control = document.body.firstElementChild as HTMLInputElement | HTMLSelectElement;
    script(control);
    const typed = new TypedInput();
    typed.noticed(control);
    user(control);
    typed.changed(control);
    expect(typed.differs()).toBe(true);
  });

  it('a control inside an open shadow root is named by the event’s path, not by its host', () => {
    document.body.innerHTML = '<x-field id="host"></x-field>';
    const root = el('#host').attachShadow({ mode: 'open' });
    root.innerHTML = '<input id="inner">';
    let seen: EventTarget | null = null;
    document.addEventListener('input', (event) => (seen = eventOrigin(event)), { capture: true, once: true });
    root.querySelector('input')!.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    expect((seen as Element | null)?.id).toBe('inner');
    expect(inputOwner(seen)?.tagName).toBe('INPUT');
  });

  it('keys pressed outside any control or editable region are typing the console cannot read', () => {
    document.body.innerHTML = '<div id="widget" tabindex="0"></div><input id="field"><div contenteditable="true" id="rich"></div>';
    const typed = new TypedInput();
    typed.keyed(el('#field'));
    typed.keyed(el('#rich'));
    expect(typed.typedUnreadably()).toBe(false);
    typed.keyed(el('#widget'));
    expect(typed.typedUnreadably()).toBe(true);
  });

  it('an input event’s owner: the control, the editing host of a region, or nothing', () => {
    document.body.innerHTML =
      '<div contenteditable="true" id="host"><p><b id="deep">x</b></p></div><p id="plain">y</p><textarea></textarea>';
    expect(inputOwner(el('#deep'))?.id).toBe('host');
    expect(inputOwner(el('#plain'))).toBeNull();
    expect(inputOwner(el('textarea'))?.tagName).toBe('TEXTAREA');
    expect(inputOwner(null)).toBeNull();
    expect(contentOf(el('#plain'))).toBeNull();
  });
});

describe('the page’s own guard, known without calling it', () => {
  it('its onbeforeunload property (a returned string) and the listeners it registers (preventDefault, returnValue); never called', () => {
    let called = 0;
    const guarded = watchGuard(window);
    expect(guarded()).toBe(false);
    window.onbeforeunload = () => {
      called += 1;
      return 'Unsaved changes';
    };
    expect(guarded()).toBe(true);
    window.onbeforeunload = null;
    const listener = (event: BeforeUnloadEvent): void => {
      called += 1;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', listener);
    expect(guarded()).toBe(true);
    window.removeEventListener('beforeunload', listener);
    expect(guarded()).toBe(false);
    expect(called).toBe(0);
  });

  it('other listeners are the page’s own affair, and still reach the window', () => {
    const guarded = watchGuard(window);
    let clicks = 0;
    window.addEventListener('click', () => (clicks += 1));
    window.dispatchEvent(new Event('click'));
    expect(clicks).toBe(1);
    expect(guarded()).toBe(false);
  });
});

describe('the watch of a page', () => {
  it('a value set and an input event dispatched by the page’s own script are not the user’s: nothing is unsaved', () => {
    document.body.innerHTML = '<input id="note"><div contenteditable="true" id="rich">a</div>';
    let told = 0;
    const watch = watchInput(window, () => (told += 1));
    const note = el<HTMLInputElement>('#note');
    note.dispatchEvent(new InputEvent('beforeinput', { bubbles: true }));
    note.value = 'set by a script';
    note.dispatchEvent(new Event('input', { bubbles: true }));
    el('#rich').textContent = 'b';
    el('#rich').dispatchEvent(new Event('input', { bubbles: true }));
    expect(watch.unsaved()).toBe(false);
    expect(told).toBe(0);
  });
});

describe('a page being left', () => {
  it('is read no more: what it held stands until its next document is read', () => {
    document.body.innerHTML = '<input id="note">';
    const watch = watchInput(window, () => undefined);
    expect(watch.unsaved()).toBe(false);
    window.dispatchEvent(new Event('pagehide'));
    expect(watch.unsaved()).toBeNull();
  });
});

describe('the text the user typed, for a copy (a support session that ended)', () => {
  it.each<[string, string, string, 'before' | 'change', (element: Element) => void, string[]]>([
    ['a text field typed in', '<input value="a">', 'input', 'before', (e) => ((e as HTMLInputElement).value = 'ab'), ['ab']],
    [
      'a text area typed in',
      '<textarea>a</textarea>',
      'textarea',
      'before',
      (e) => ((e as HTMLTextAreaElement).value = 'line 1\nline 2'),
      ['line 1\nline 2'],
    ],
    ['typed back to what it held: nothing', '<input value="a">', 'input', 'before', (e) => ((e as HTMLInputElement).value = 'a'), []],
    ['a password: never copied', '<input type="password">', 'input', 'before', (e) => ((e as HTMLInputElement).value = 'secret'), []],
    ['a box ticked: no text', '<input type="checkbox">', 'input', 'change', (e) => ((e as HTMLInputElement).checked = true), []],
    ['a field emptied: nothing to copy', '<input value="a">', 'input', 'before', (e) => ((e as HTMLInputElement).value = ''), []],
    ['an editable region', '<div contenteditable="true"><p>a</p></div>', 'div', 'before', (e) => (e.innerHTML = '<p>a b</p>'), ['a b']],
  ])('%s', (_name, markup, selector, kind, act, texts) => {
    expect(typedInto(markup, selector, kind, act).typedTexts()).toEqual(texts);
  });

  it('several controls, in the order the user first changed them; a control taken out of the page is not read', () => {
    document.body.innerHTML = '<input id="a"><textarea id="b"></textarea><input id="c">';
    const typed = new TypedInput();
    for (const [id, value] of [
      ['b', 'second field'],
      ['a', 'first field'],
      ['c', 'gone'],
    ] as const) {
      const element = el<HTMLInputElement>(`#${id}`);
      typed.beforeChange(element);
      element.value = value;
      typed.changed(element);
    }
    el('#c').remove();
    expect(typed.typedTexts()).toEqual(['second field', 'first field']);
  });

  it('textOf: text controls only', () => {
    document.body.innerHTML = '<input type="email" value="x@y.example"><input type="hidden" value="h"><select><option>o</option></select>';
    expect(textOf(el('input[type=email]'))).toBe('x@y.example');
    expect(textOf(el('input[type=hidden]'))).toBeNull();
    expect(textOf(el('select'))).toBeNull();
  });

  it('the watch joins the texts of a page', () => {
    document.body.innerHTML = '<input id="a"><input id="b">';
    const watch = watchInput(window, () => undefined);
    expect(watch.typedText()).toBe('');
  });
});
