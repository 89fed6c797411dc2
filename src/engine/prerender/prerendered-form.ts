/**
 * A page rendered when the console was built paints before any script has run; its forms are not
 * live until the React page replaces the markup. Two halves of one hand-over:
 * - before the markup is shown, submits of a prerendered form are held (a native submit would put
 *   the fields in the url and reload), and the form is marked so the live page can send it;
 * - the live page, while it first renders, reads what the user did meanwhile: the text typed into
 *   each field, the field that had the focus and its selection, and a held submit.
 */

/** Marks the top element of prerendered markup; forms inside it are not live yet. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
const HELD_SUBMIT_ATTRIBUTE = 'data-submit-held';

export function holdPrerenderedSubmits(document: Document): void {
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.closest(`[${PRERENDERED_ATTRIBUTE}]`)) return;
      event.preventDefault();
      form.setAttribute(HELD_SUBMIT_ATTRIBUTE, '');
    },
    true,
  );
}

export interface PrerenderedForm {
  /** The text of each named field, by its name. */
  values: Record<string, string>;
  /** The field that had the focus, and its selection. */
  focus: { id: string; start: number | null; end: number | null } | null;
  /** The user submitted before the page was live. */
  submitHeld: boolean;
}

/** What the user did in the prerendered form `formId`, or null when the page has no such form. */
export function readPrerenderedForm(document: Document, formId: string): PrerenderedForm | null {
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement) || !form.closest(`[${PRERENDERED_ATTRIBUTE}]`)) return null;
  const values: Record<string, string> = {};
  for (const field of form.querySelectorAll('input, textarea')) {
    if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.name) values[field.name] = field.value;
  }
  const active = document.activeElement;
  const focused =
    (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) && form.contains(active) && active.id !== '';
  return {
    values,
    focus: focused ? { id: active.id, start: selectionPart(active, 'start'), end: selectionPart(active, 'end') } : null,
    submitHeld: form.hasAttribute(HELD_SUBMIT_ATTRIBUTE),
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

/** Puts the focus and selection back on the live field that replaced the prerendered one. */
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
