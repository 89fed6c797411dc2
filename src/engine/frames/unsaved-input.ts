/**
 * Whether a framed legacy page holds input the user has not saved, read from the page itself, with
 * no help from it: a form control whose value differs from the one the page was served with, or a
 * page that would ask before it is left (its own `beforeunload`). A page that knows better says so
 * with the `dirty` frame message, whose word the workspace machine takes over this reading.
 *
 * Read from the frame's own document and window (same origin); their classes are the frame's, so
 * nothing here uses `instanceof` against the console's.
 */

/** Controls whose value is not something a user types or picks. */
const NOT_INPUT: ReadonlySet<string> = new Set(['hidden', 'submit', 'button', 'reset', 'image']);

function inputChanged(input: HTMLInputElement): boolean {
  const type = input.type.toLowerCase();
  if (NOT_INPUT.has(type)) return false;
  if (type === 'checkbox' || type === 'radio') return input.checked !== input.defaultChecked;
  if (type === 'file') return (input.files?.length ?? 0) > 0;
  return input.value !== input.defaultValue;
}

function selectChanged(select: HTMLSelectElement): boolean {
  const options = Array.from(select.options);
  if (select.multiple || select.size > 1) return options.some((option) => option.selected !== option.defaultSelected);
  // A single choice without a marked default was served showing its first option.
  // The last marked option is the one shown, as the browser does.
  const marked = options.map((option, index) => (option.defaultSelected ? index : -1)).filter((index) => index !== -1);
  const served = marked.at(-1) ?? (options.length > 0 ? 0 : -1);
  return select.selectedIndex !== served;
}

/** A form control of the document whose value is no longer the one it was served with. */
export function holdsChangedControl(document: Document): boolean {
  for (const control of Array.from(document.querySelectorAll('input, textarea, select'))) {
    const tag = control.tagName;
    if (tag === 'INPUT' && inputChanged(control as HTMLInputElement)) return true;
    if (tag === 'TEXTAREA' && (control as HTMLTextAreaElement).value !== (control as HTMLTextAreaElement).defaultValue) return true;
    if (tag === 'SELECT' && selectChanged(control as HTMLSelectElement)) return true;
  }
  return false;
}

/**
 * Whether the page would ask before it is left: its `beforeunload` handlers are run on a
 * `BeforeUnloadEvent` of its own (made by `createEvent`, the one way to make one, so that a handler
 * returning a string counts, as it does when the page is really left). Asking is cancelling the
 * event or giving it a return value.
 */
export function asksBeforeLeaving(frameWindow: Window): boolean {
  const event = frameWindow.document.createEvent('BeforeUnloadEvent') as BeforeUnloadEvent;
  event.initEvent('beforeunload', false, true);
  frameWindow.dispatchEvent(event);
  // A string in browsers; the old boolean of Event elsewhere, which says nothing here.
  const said = event.returnValue as unknown;
  return event.defaultPrevented || (typeof said === 'string' && said !== '');
}

/** The page's input as read now; a page that cannot be read holds nothing the console can keep. */
export function holdsUnsavedInput(frameWindow: Window): boolean {
  try {
    return holdsChangedControl(frameWindow.document) || asksBeforeLeaving(frameWindow);
  } catch {
    return false;
  }
}
