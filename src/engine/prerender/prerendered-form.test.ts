// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  holdPrerenderedActions,
  PRERENDERED_ATTRIBUTE,
  prerenderedMarkup,
  readPrerenderedForm,
  removePrerenderedMarkup,
  replayHeldAction,
  restoreFocus,
} from './prerendered-form';

function page(prerendered: boolean): { form: HTMLFormElement; user: HTMLInputElement; pass: HTMLInputElement } {
  document.body.innerHTML = `
    <div id="root"></div><div ${prerendered ? PRERENDERED_ATTRIBUTE : 'data-other'}="en">
      <form id="login"><input id="login_username" name="username"><input id="login_password" name="password" type="password">
      <input id="login_mail" name="mail" type="email"><input id="unnamed"><button type="submit">Log On</button>
      <button type="button" id="forgot">Forgot</button><button type="button" id="help"><span>Help</span></button></form>
    </div>`;
  return {
    form: document.getElementById('login') as HTMLFormElement,
    user: document.getElementById('login_username') as HTMLInputElement,
    pass: document.getElementById('login_password') as HTMLInputElement,
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('holdPrerenderedActions', () => {
  holdPrerenderedActions(document);

  it('cancels the native submit of a prerendered form and marks it as held', () => {
    const { form } = page(true);
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(readPrerenderedForm(document, 'login')?.submitHeld).toBe(true);
  });

  it('marks the last button pressed (not a submit) in a prerendered form, by its place among the buttons', () => {
    page(true);
    (document.getElementById('forgot') as HTMLButtonElement).click();
    document.querySelector('#help span')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(readPrerenderedForm(document, 'login')?.clickHeld).toBe(2);
    expect(document.querySelectorAll('[data-click-held]')).toHaveLength(1);
    (document.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    expect(readPrerenderedForm(document, 'login')?.clickHeld).toBe(2);
  });

  it('holds a press already when the button goes down (the live page may replace it before the release)', () => {
    page(true);
    const press = (selector: string, button: number) =>
      document.querySelector(selector)?.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, button }));
    press('#forgot', 2);
    expect(readPrerenderedForm(document, 'login')).toMatchObject({ submitHeld: false, clickHeld: null });
    press('#forgot', 0);
    expect(readPrerenderedForm(document, 'login')?.clickHeld).toBe(1);
    press('button[type="submit"]', 0);
    expect(readPrerenderedForm(document, 'login')?.submitHeld).toBe(true);
  });

  it('leaves the buttons of live forms alone', () => {
    page(false);
    (document.getElementById('forgot') as HTMLButtonElement).click();
    expect(document.querySelectorAll('[data-click-held]')).toHaveLength(0);
  });

  it('leaves the submits of live forms alone', () => {
    const { form } = page(false);
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(form.hasAttribute('data-submit-held')).toBe(false);
  });
});

describe('readPrerenderedForm', () => {
  it('reads the typed text of each named field, the focused field and its selection', () => {
    const { user, pass } = page(true);
    user.value = 'admin';
    pass.value = 'secret';
    pass.focus();
    pass.setSelectionRange(2, 4);
    expect(readPrerenderedForm(document, 'login')).toEqual({
      values: { username: 'admin', password: 'secret', mail: '' },
      focus: { id: 'login_password', name: 'password', start: 2, end: 4 },
      submitHeld: false,
      clickHeld: null,
    });
  });

  it('reads no selection from a field type that has none', () => {
    page(true);
    (document.getElementById('login_mail') as HTMLInputElement).focus();
    expect(readPrerenderedForm(document, 'login')?.focus).toEqual({ id: 'login_mail', name: 'mail', start: null, end: null });
  });

  it('is null for a live form and for a form the page does not have', () => {
    page(false);
    expect(readPrerenderedForm(document, 'login')).toBeNull();
    page(true);
    expect(readPrerenderedForm(document, 'reset')).toBeNull();
  });

  it('reads the prerendered form, not the live one committed before it with the same id', () => {
    const { user } = page(true);
    user.value = 'typed on';
    const live = document.createElement('form');
    live.id = 'login';
    live.innerHTML = '<input id="login_username" name="username" value="rendered">';
    document.getElementById('root')?.append(live);
    expect(readPrerenderedForm(document, 'login')?.values.username).toBe('typed on');
  });

  it('says nothing of the focus when it is outside the form', () => {
    page(true);
    const outside = document.createElement('input');
    document.body.append(outside);
    outside.focus();
    expect(readPrerenderedForm(document, 'login')?.focus).toBeNull();
  });
});

describe('removePrerenderedMarkup', () => {
  it('takes the markup off the page and leaves the rest', () => {
    page(true);
    expect(prerenderedMarkup(document)?.getAttribute(PRERENDERED_ATTRIBUTE)).toBe('en');
    removePrerenderedMarkup(document);
    expect(prerenderedMarkup(document)).toBeNull();
    expect(document.getElementById('login')).toBeNull();
    expect(document.getElementById('root')).not.toBeNull();
    removePrerenderedMarkup(document);
  });
});

describe('replayHeldAction', () => {
  const held = { values: {}, focus: null };

  it('submits the live form through its own checks when a submit was held', () => {
    const { form } = page(false);
    const submit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => undefined);
    replayHeldAction(document, 'login', { ...held, submitHeld: true, clickHeld: 1 });
    expect(submit).toHaveBeenCalledOnce();
  });

  it('presses the live button in the place of the one pressed, or nothing', () => {
    page(false);
    const clicks: string[] = [];
    document.addEventListener('click', (event) => clicks.push((event.target as Element).id), { once: true });
    replayHeldAction(document, 'login', { ...held, submitHeld: false, clickHeld: 1 });
    expect(clicks).toEqual(['forgot']);
    replayHeldAction(document, 'login', { ...held, submitHeld: false, clickHeld: null });
    replayHeldAction(document, 'login', { ...held, submitHeld: false, clickHeld: 9 });
    replayHeldAction(document, 'missing', { ...held, submitHeld: true, clickHeld: null });
  });
});

describe('restoreFocus', () => {
  it('puts the focus and the selection on the field with that id', () => {
    const { user } = page(false);
    user.value = 'admin';
    restoreFocus(document, { id: 'login_username', name: 'username', start: 1, end: 3 });
    expect(document.activeElement).toBe(user);
    expect([user.selectionStart, user.selectionEnd]).toEqual([1, 3]);
  });

  it('focuses a field without a selection, and does nothing for none or an unknown id', () => {
    page(false);
    restoreFocus(document, { id: 'login_mail', name: 'mail', start: null, end: null });
    expect(document.activeElement?.id).toBe('login_mail');
    restoreFocus(document, null);
    restoreFocus(document, { id: 'missing', name: 'missing', start: 0, end: 0 });
    expect(document.activeElement?.id).toBe('login_mail');
  });
});
