/**
 * Whether a framed legacy page holds input the user has not saved, read from the page without its
 * help and without running any of its code (docs/frame-workspace.md, "Unsaved input").
 *
 * What counts is what the user typed: the trusted input events of the page's controls and editable
 * regions (`contenteditable`, as rich-text editors are). A value the page's own script set is not
 * input: a control counts only once the user has changed it, and then only while its content differs
 * from what it was before the user's first change (a text typed and removed again is nothing). A page
 * that would ask before it is left (its `onbeforeunload` property, or a `beforeunload` listener it
 * registers) is known without calling it: such a page in which the user typed where the console cannot
 * read (keys in a widget of its own, a canvas) counts too, since its guard is its own word that such
 * typing is work. The page's handlers are never called: a legacy editor releases an edit lock or logs
 * an audit line there, which must not happen while the user keeps working.
 *
 * The watch reads the frame's own document and window (same origin); their classes are the frame's,
 * so nothing here uses `instanceof` against the console's. A page that knows better says so with the
 * `dirty` frame message, whose word the workspace machine takes over this reading.
 */

/** Controls whose value is not something a user types or picks. */
const NOT_INPUT: ReadonlySet<string> = new Set(['hidden', 'submit', 'button', 'reset', 'image']);

/** What a control or editable region held before the user's first change to it, to compare with now. */
type Before = string;

/** Whether the element is editable by the user (the browser's `isContentEditable`, read from the markup where a DOM lacks it). */
function editable(element: Element): boolean {
  const flag = (element as HTMLElement).isContentEditable as boolean | undefined;
  if (typeof flag === 'boolean') return flag;
  const marked = element.closest('[contenteditable]');
  return marked !== null && marked.getAttribute('contenteditable')?.toLowerCase() !== 'false';
}

/** The content of a control or region, as compared: its value, its ticks, its choices, its markup. */
export function contentOf(element: Element): string | null {
  switch (element.tagName) {
    case 'INPUT': {
      const input = element as HTMLInputElement;
      const type = input.type.toLowerCase();
      if (NOT_INPUT.has(type)) return null;
      if (type === 'checkbox' || type === 'radio') return String(input.checked);
      if (type === 'file') return String(input.files?.length ?? 0);
      return input.value;
    }
    case 'TEXTAREA':
      return (element as HTMLTextAreaElement).value;
    case 'SELECT':
      return Array.from((element as HTMLSelectElement).options, (option) => (option.selected ? '1' : '0')).join('');
    default:
      return editable(element) ? element.innerHTML : null;
  }
}

/** Controls whose value is typed text (a password is never copied out of its page). */
const TEXT_INPUT: ReadonlySet<string> = new Set(['text', 'search', 'email', 'url', 'tel', 'number', '']);

/** The typed text of a text control or editable region, or null for any other (a tick, a choice, a password). */
export function textOf(element: Element): string | null {
  switch (element.tagName) {
    case 'INPUT': {
      const input = element as HTMLInputElement;
      return TEXT_INPUT.has(input.type.toLowerCase()) ? input.value : null;
    }
    case 'TEXTAREA':
      return (element as HTMLTextAreaElement).value;
    case 'SELECT':
      return null;
    default:
      return editable(element) ? ((element as HTMLElement).innerText ?? element.textContent ?? '') : null;
  }
}

/**
 * What a control held as served, for a change that came without a `beforeinput` first (a tick, a
 * choice, a file): the markup's default.
 */
function servedContentOf(element: Element): string | null {
  switch (element.tagName) {
    case 'INPUT': {
      const input = element as HTMLInputElement;
      const type = input.type.toLowerCase();
      if (type === 'checkbox' || type === 'radio') return String(input.defaultChecked);
      if (type === 'file') return '0';
      return NOT_INPUT.has(type) ? null : input.defaultValue;
    }
    case 'TEXTAREA':
      return (element as HTMLTextAreaElement).defaultValue;
    case 'SELECT': {
      const select = element as HTMLSelectElement;
      const options = Array.from(select.options);
      if (select.multiple || select.size > 1) return options.map((option) => (option.defaultSelected ? '1' : '0')).join('');
      // A single choice without a marked default was served showing its first option; the last marked one is shown.
      const marked = options.map((option, index) => (option.defaultSelected ? index : -1)).filter((index) => index !== -1);
      const served = marked.at(-1) ?? (options.length > 0 ? 0 : -1);
      return options.map((_, index) => (index === served ? '1' : '0')).join('');
    }
    default:
      return null;
  }
}

/** The control, or the editing host of the region, that an input event's target belongs to; null for anything else. */
export function inputOwner(target: EventTarget | null): Element | null {
  const element = target as Element | null;
  if (element === null || typeof element.tagName !== 'string') return null;
  if (element.tagName === 'INPUT' || element.tagName === 'TEXTAREA' || element.tagName === 'SELECT') return element;
  if (!editable(element)) return null;
  // The outermost editable ancestor is the editor: its markup is what the user changed.
  let host: Element = element;
  for (let up = element.parentElement; up !== null && editable(up); up = up.parentElement) host = up;
  return host;
}

/**
 * The user's changes to a page's controls and regions, each with what it held before them.
 *
 * Beyond what differs now, the page's own script can hide the user's work from a plain comparison:
 * an editor that moves each typed key out of its hidden text area (CodeMirror 5, Ace), or a page that
 * rebuilds its fields and keeps their values in script. So a control the user left holding something
 * new that the page's script then changed, or took out of the page, marks the document as holding
 * input (`taken`) until the user submits a form there; letting the page go (the user's consent) ends
 * the document, and its watch with it.
 */
export class TypedInput {
  private readonly before = new Map<Element, Before>();
  /** What a control held when the user went to it (pressed or focused it): its content before a change that has no `beforeinput`. */
  private readonly noticedBefore = new Map<Element, Before>();
  /** What each control held right after the user's last change to it. */
  private readonly lastTyped = new Map<Element, string>();
  /** Keys the user pressed where the console cannot read what they did (a widget of the page's own). */
  private unreadable = false;
  /** The page's script changed or removed what the user typed: held until a form is submitted. */
  private taken = false;

  /** The user went to a control (pressed or focused it): what it holds now is what it held before any change they make. */
  noticed(target: EventTarget | null): void {
    const owner = inputOwner(target);
    if (owner === null || this.before.has(owner) || this.noticedBefore.has(owner)) return;
    const content = contentOf(owner);
    if (content !== null) this.noticedBefore.set(owner, content);
  }

  /** Before the first trusted change of a control or region: what it holds now is what it held before. */
  beforeChange(target: EventTarget | null): void {
    const owner = inputOwner(target);
    if (owner === null || this.before.has(owner)) return;
    const content = contentOf(owner);
    if (content !== null) this.before.set(owner, content);
  }

  /**
   * A trusted change. A control changed without a `beforeinput` first (a tick, a choice, a file)
   * compares with what it held when the user went to it (a value the page's script set counts as
   * before), else with its served content. What it holds now is what the user left in it.
   */
  changed(target: EventTarget | null): void {
    const owner = inputOwner(target);
    if (owner === null) return;
    if (!this.before.has(owner)) {
      const before = this.noticedBefore.get(owner) ?? servedContentOf(owner);
      if (before !== null) this.before.set(owner, before);
    }
    const now = contentOf(owner);
    if (now !== null) this.lastTyped.set(owner, now);
  }

  /** The user submitted a form in the document: what the page's script took is the page's to keep from now on. */
  submitted(): void {
    this.taken = false;
    this.lastTyped.clear();
    for (const element of [...this.before.keys()]) if (!element.isConnected) this.before.delete(element);
  }

  /** A trusted key pressed outside any control or region the console can read. */
  keyed(target: EventTarget | null): void {
    if (inputOwner(target) === null) this.unreadable = true;
  }

  /** A form reset (one the page did not cancel): its controls hold what they were served with again. */
  reset(form: EventTarget | null): void {
    for (const element of [...this.before.keys()])
      if ((element as HTMLInputElement).form === form) {
        this.before.delete(element);
        this.lastTyped.delete(element);
      }
  }

  /**
   * Some control or region the user changed holds other content than before the change, or the
   * page's script changed or removed what the user left in one (`taken`, above).
   */
  differs(): boolean {
    if (this.taken) return true;
    let differs = false;
    for (const [element, before] of this.before) {
      const now = contentOf(element);
      const left = this.lastTyped.get(element);
      const typedSomething = left !== undefined && left !== before;
      if (!element.isConnected) {
        if (typedSomething || now !== before) this.taken = true;
      } else if (typedSomething && now !== left) this.taken = true;
      else if (now !== before) differs = true;
    }
    return this.taken || differs;
  }

  /**
   * The text the user typed that is still in the page: each text control or editable region they
   * changed that holds other content than before, in the order they first changed it. Never a
   * password; ticks, choices and files are no text to copy. Read for the copy the console offers
   * when the input can no longer be saved (a support session that ended).
   */
  typedTexts(): string[] {
    const texts: string[] = [];
    for (const [element, before] of this.before) {
      if (!element.isConnected || contentOf(element) === before) continue;
      const text = textOf(element);
      if (text !== null && text.trim() !== '') texts.push(text);
    }
    return texts;
  }

  /** The user pressed keys where the console cannot read what they did. */
  typedUnreadably(): boolean {
    return this.unreadable;
  }
}

/** Whether `listener` is something `addEventListener` would call (a function, or an object with handleEvent). */
const isListener = (listener: unknown): boolean =>
  typeof listener === 'function' || (typeof listener === 'object' && listener !== null && 'handleEvent' in listener);

/**
 * The page's own guard, learned without calling it: its `onbeforeunload` property, and the
 * `beforeunload` listeners it registers from now on (the window's own `addEventListener` is wrapped;
 * every call goes on to the browser's unchanged). A listener registered before the watch began is
 * not seen; such a page is judged by what was typed in it.
 */
export function watchGuard(frameWindow: Window): () => boolean {
  const listeners = new Set<unknown>();
  const add = frameWindow.addEventListener;
  const remove = frameWindow.removeEventListener;
  const isBeforeUnload = (type: unknown): boolean => String(type).toLowerCase() === 'beforeunload';
  frameWindow.addEventListener = function (this: Window, ...args: Parameters<Window['addEventListener']>) {
    if (isBeforeUnload(args[0]) && isListener(args[1])) listeners.add(args[1]);
    return add.apply(this, args);
  } as Window['addEventListener'];
  frameWindow.removeEventListener = function (this: Window, ...args: Parameters<Window['removeEventListener']>) {
    if (isBeforeUnload(args[0])) listeners.delete(args[1]);
    return remove.apply(this, args);
  } as Window['removeEventListener'];
  return () => {
    try {
      return typeof frameWindow.onbeforeunload === 'function' || listeners.size > 0;
    } catch {
      return false;
    }
  };
}

/** Elements a key activates rather than types into (Space on a button follows it). */
const ACTIVATED = /^(A|BUTTON|SUMMARY)$/;

/**
 * A key that types: a character, or Backspace and Delete, without a shortcut's modifier, and not on
 * an element the key activates. Keys that move focus, scroll, leave or confirm are not typing.
 */
function typingKey(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  if (event.key.length !== 1 && event.key !== 'Backspace' && event.key !== 'Delete') return false;
  const target = event.target as Element | null;
  return !(target !== null && typeof target.tagName === 'string' && ACTIVATED.test(target.tagName));
}

/** A watched page: what it holds, read at any moment without side effects. */
export interface InputWatch {
  /**
   * The page holds input the user has not saved; null once the page is being left (by a link, a
   * form, a script): its next document will be read, and until then what it held stands.
   */
  readonly unsaved: () => boolean | null;
  /** The text the user typed that is still in the page (TypedInput.typedTexts), one control's after another's. */
  readonly typedText: () => string;
}

/**
 * The element an event happened at: inside an open shadow root the event's target is retargeted to
 * the root's host by the time it reaches the document, and the path still names the control.
 */
export function eventOrigin(event: Event): EventTarget | null {
  return event.composedPath()[0] ?? event.target;
}

/** The same-origin document of a frame element, or null (another origin's, or not loaded). */
function frameDocument(element: EventTarget | null): Document | null {
  const frame = element as HTMLIFrameElement | null;
  if (frame === null || (frame.tagName !== 'IFRAME' && frame.tagName !== 'FRAME')) return null;
  try {
    return frame.contentDocument;
  } catch {
    return null;
  }
}

/**
 * Watches the framed page's document for the user's input from now on: trusted `beforeinput`,
 * `input`, `change` and key events, captured before the page's own handlers see them (and never
 * stopped or changed), in the page's document, in its open shadow roots (events come out of them
 * composed), and in the same-origin frames it holds, at any depth and as they load (the editors that
 * edit in a frame of their own: TinyMCE, CKEditor 4 classic). `changed` is told after each change,
 * so the workspace can read the page at once. Once the page is being left, it is read no more (its
 * form may be on its way to the server).
 */
export function watchInput(frameWindow: Window, changed: () => void): InputWatch {
  const typed = new TypedInput();
  const guarded = watchGuard(frameWindow);
  const watched = new WeakSet<Document>();
  let left = false;
  const options = { capture: true, passive: true } as const;

  const listen = (doc: Document): void => {
    if (watched.has(doc)) return;
    watched.add(doc);
    for (const type of ['pointerdown', 'focusin'])
      doc.addEventListener(type, (event) => event.isTrusted && typed.noticed(eventOrigin(event)), options);
    doc.addEventListener('beforeinput', (event) => event.isTrusted && typed.beforeChange(eventOrigin(event)), options);
    for (const type of ['input', 'change']) {
      doc.addEventListener(
        type,
        (event) => {
          if (!event.isTrusted) return;
          typed.changed(eventOrigin(event));
          changed();
        },
        options,
      );
    }
    doc.addEventListener(
      'keydown',
      (event) => {
        if (!event.isTrusted || !typingKey(event)) return;
        const was = typed.typedUnreadably();
        typed.keyed(eventOrigin(event));
        if (!was && typed.typedUnreadably()) changed();
      },
      options,
    );
    doc.addEventListener(
      'reset',
      (event) => {
        // Counted once the page's own handlers have had their say: a reset the page cancelled left the controls as they were.
        setTimeout(() => {
          if (event.defaultPrevented) return;
          typed.reset(event.target);
          changed();
        });
      },
      options,
    );
    doc.addEventListener('submit', (event) => event.isTrusted && typed.submitted(), options);
    // The frames it holds now, and each as it loads (a frame's load reaches its document's capture listeners).
    doc.addEventListener(
      'load',
      (event) => {
        const inner = frameDocument(event.target);
        if (inner !== null) listen(inner);
      },
      options,
    );
    for (const frame of Array.from(doc.querySelectorAll('iframe, frame'))) {
      const inner = frameDocument(frame);
      if (inner !== null) listen(inner);
    }
  };
  listen(frameWindow.document);
  frameWindow.addEventListener('pagehide', () => (left = true), { once: true });
  return {
    unsaved: () => {
      if (left) return null;
      try {
        return typed.differs() || (typed.typedUnreadably() && guarded());
      } catch {
        // A page that cannot be read may hold anything: it is kept, never let go unasked.
        return true;
      }
    },
    typedText: () => {
      try {
        return typed.typedTexts().join('\n\n');
      } catch {
        return '';
      }
    },
  };
}
