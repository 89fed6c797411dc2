/**
 * A page rendered when the console was built paints before any script has run; its forms are not
 * live until the React page replaces the markup. The markup sits beside the React root, not in it,
 * so it stays on screen and takes input while the first render runs (time-sliced, src/main.tsx) and
 * is read at the commit that replaces it. Two halves of one hand-over:
 * - before the markup is shown, what the user presses in a prerendered form is held: a submit (a
 *   native one would put the fields in the url and reload) and the last other button pressed, each
 *   marked on the markup so the live page can carry it out;
 * - the live page, when it is committed, reads what the user did meanwhile: the text typed into
 *   each field, the field that had the focus and its selection, and what was held; then the markup
 *   goes.
 */

/** Marks the top element of prerendered markup; forms inside it are not live yet. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
const HELD_SUBMIT_ATTRIBUTE = 'data-submit-held';
const HELD_CLICK_ATTRIBUTE = 'data-click-held';

const prerenderedForm = (target: EventTarget | null): HTMLFormElement | null => {
  const form = target instanceof Element ? target.closest('form') : null;
  return form?.closest(`[${PRERENDERED_ATTRIBUTE}]`) ? form : null;
};

/** Marks what pressing `button` in a prerendered form asks for: the form's submit, or the button itself. */
function hold(button: HTMLButtonElement, form: HTMLFormElement): void {
  if (button.type === 'submit') {
    form.setAttribute(HELD_SUBMIT_ATTRIBUTE, '');
    return;
  }
  for (const held of form.querySelectorAll(`[${HELD_CLICK_ATTRIBUTE}]`)) held.removeAttribute(HELD_CLICK_ATTRIBUTE);
  button.setAttribute(HELD_CLICK_ATTRIBUTE, '');
}

export function holdPrerenderedActions(document: Document): void {
  document.addEventListener(
    'submit',
    (event) => {
      const form = prerenderedForm(event.target);
      if (!form) return;
      event.preventDefault();
      form.setAttribute(HELD_SUBMIT_ATTRIBUTE, '');
    },
    true,
  );
  // Held when the button is pressed down, not only when it is clicked: if the live page replaces it
  // between press and release, no click ever comes (the two ends land on different buttons).
  for (const type of ['pointerdown', 'click'] as const) {
    document.addEventListener(
      type,
      (event) => {
        if (event instanceof MouseEvent && event.button !== 0) return;
        const button = event.target instanceof Element ? event.target.closest('button') : null;
        const form = prerenderedForm(button);
        if (button && form) hold(button, form);
      },
      true,
    );
  }
}

export interface PrerenderedForm {
  /** The text of each named field, by its name. */
  values: Record<string, string>;
  /** The field that had the focus (its id and name), and its selection. */
  focus: { id: string; name: string; start: number | null; end: number | null } | null;
  /** The user submitted before the page was live. */
  submitHeld: boolean;
  /** The button (not a submit) pressed last before the page was live: its place among the form's buttons. */
  clickHeld: number | null;
}

/** The prerendered markup on the page, if it is still there. */
export function prerenderedMarkup(document: Document): Element | null {
  return document.querySelector(`[${PRERENDERED_ATTRIBUTE}]`);
}

/**
 * Takes the prerendered markup off the page: the live page has replaced it. Where the focus was in
 * it, the live page puts it back (restoreFocus) in the same task, before anything else is typed.
 */
export function removePrerenderedMarkup(document: Document): void {
  prerenderedMarkup(document)?.remove();
}

/**
 * What the user did in the prerendered form `formId`, or null when the page has no such form. The
 * live form has the same id: only the one inside the prerendered markup is read.
 */
export function readPrerenderedForm(document: Document, formId: string): PrerenderedForm | null {
  const form = [...(prerenderedMarkup(document)?.querySelectorAll('form') ?? [])].find((candidate) => candidate.id === formId);
  if (!form) return null;
  const values: Record<string, string> = {};
  for (const field of form.querySelectorAll('input, textarea')) {
    if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.name) values[field.name] = field.value;
  }
  const active = document.activeElement;
  const focused =
    (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) && form.contains(active) && active.id !== '';
  const clicked = [...form.querySelectorAll('button')].findIndex((button) => button.hasAttribute(HELD_CLICK_ATTRIBUTE));
  return {
    values,
    focus: focused ? { id: active.id, name: active.name, start: selectionPart(active, 'start'), end: selectionPart(active, 'end') } : null,
    submitHeld: form.hasAttribute(HELD_SUBMIT_ATTRIBUTE),
    clickHeld: clicked < 0 ? null : clicked,
  };
}

// Inputs of some types (email, number) have no selection and throw when asked for one.
function selectionPart(field: HTMLInputElement | HTMLTextAreaElement, part: 'start' | 'end'): number | null {
  try {
    return part === 'start' ? field.selectionStart : field.selectionEnd;
  } catch {
    return null;
  }
}

/** Puts the focus and selection back on the live field that replaced the prerendered one (the markup is gone: the id is the live field's). */
export function restoreFocus(document: Document, focus: PrerenderedForm['focus']): void {
  if (!focus) return;
  const field = document.getElementById(focus.id);
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  field.focus();
  if (focus.start !== null && focus.end !== null) {
    try {
      field.setSelectionRange(focus.start, focus.end);
    } catch {
      // A field type without a selection: the focus is enough.
    }
  }
}

/**
 * Carries out on the live form `formId` what was held: the submit, through the form's own checks, or
 * else the button pressed (the live form has the prerendered one's buttons, in the same order).
 */
export function replayHeldAction(document: Document, formId: string, { submitHeld, clickHeld }: PrerenderedForm): void {
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return;
  if (submitHeld) form.requestSubmit();
  else if (clickHeld !== null) form.querySelectorAll('button')[clickHeld]?.click();
}
