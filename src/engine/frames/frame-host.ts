/**
 * The frame elements of the workspace, owned by its runtime and by nothing else: created, sent
 * elsewhere and removed here only, as the machine's state says (the gate's word). React never
 * renders a frame: a render, a remount, a route change, the shell's error page, a redirect or a
 * spinner cannot remove, move or reload one. React only says where the workspace is shown
 * (`place`): the host's element is moved there, and parked out of sight while no place is given.
 *
 * Moving an iframe in the document reloads it, except with `moveBefore` (Chromium 133 and later),
 * the DOM's state-preserving move, which is what `place` uses. Without it (older browsers) the
 * host's element is moved with `insertBefore` and its frames load their pages again: the place is
 * given once per shell, so that happens only when the shell itself went (docs/frame-workspace.md).
 *
 * The overlays of a slot (its progress, failure and stale-page notices) are React's, rendered into
 * the slot's element (`slotElement`) through a portal: they come and go with the shell, the frame
 * does not.
 */
import type { Slot, WorkspaceState } from './workspace-machine';
import { shownSlot } from './workspace-machine';

/** The class names of the host's elements: the shell's style sheet, handed in (the engine imports no CSS). */
export interface FrameHostClasses {
  readonly area: string;
  readonly slot: string;
  readonly frame: string;
}

/** What the host asks of its owner. */
export interface FrameHostOptions {
  readonly document: Document;
  /** The frame's accessible title for a slot (its page's name, in the language on screen). */
  readonly title: (slot: Slot) => string;
  /** A frame element has loaded a document. */
  readonly loaded: (slot: number, frame: HTMLIFrameElement) => void;
}

export interface FrameHost {
  /** The workspace's area: every slot's element, in creation order. */
  readonly element: HTMLElement;
  /** Brings the elements in line with the machine's state: the only place a frame is created or removed. */
  readonly render: (state: WorkspaceState) => void;
  /** Shows the workspace inside `place`, or parks it out of sight (null), its frames untouched. */
  readonly place: (place: HTMLElement | null) => void;
  /** The frame element of a slot now. */
  readonly frame: (slot: number) => HTMLIFrameElement | null;
  /** The element a slot's overlays render into. */
  readonly slotElement: (slot: number) => HTMLElement | null;
  /** Told each time slot elements come or go (the portals follow). Returns its unsubscribe. */
  readonly onSlots: (listener: () => void) => () => void;
  /** The class names, once the shell has handed them (the first render may come before). */
  readonly style: (classes: FrameHostClasses) => void;
  /** Removes every frame: the signed-in scope's end. */
  readonly stop: () => void;
}

interface HostedSlot {
  readonly element: HTMLDivElement;
  frame: HTMLIFrameElement;
  attempt: number;
}

type MovingParent = Element & { moveBefore?: (node: Node, child: Node | null) => void };

/** Moves `node` into `parent`, keeping its frames' documents where the browser can. */
function moveInto(parent: MovingParent, node: Node): void {
  if (node.parentNode === parent) return;
  if (typeof parent.moveBefore === 'function' && node.isConnected && parent.isConnected) {
    try {
      parent.moveBefore(node, null);
      return;
    } catch {
      // A move across documents or into a disconnected parent: the plain insert below.
    }
  }
  parent.insertBefore(node, null);
}

export function createFrameHost(options: FrameHostOptions): FrameHost {
  const { document: doc } = options;
  let classes: FrameHostClasses = { area: '', slot: '', frame: '' };
  const element = doc.createElement('div');
  element.dataset.testid = 'frame-workspace';
  // Parked: in the document (a frame out of it has no document), out of sight and out of reach.
  const parking = doc.createElement('div');
  parking.hidden = true;
  parking.dataset.frameParking = '';
  const hosted = new Map<number, HostedSlot>();
  const listeners = new Set<() => void>();
  let last: WorkspaceState | null = null;

  const newFrame = (slot: Slot): HTMLIFrameElement => {
    const frame = doc.createElement('iframe');
    frame.className = classes.frame;
    frame.addEventListener('load', () => options.loaded(slot.id, frame));
    frame.src = slot.src;
    return frame;
  };

  const dress = (entry: HostedSlot, slot: Slot, active: boolean): void => {
    const { element: box, frame } = entry;
    box.className = classes.slot;
    box.dataset.route = `/${slot.route.path}`;
    box.dataset.frameStatus = slot.status;
    box.dataset.active = String(active);
    box.inert = !active;
    if (active) box.removeAttribute('aria-hidden');
    else box.setAttribute('aria-hidden', 'true');
    frame.className = classes.frame;
    frame.dataset.testid = active ? 'legacy-frame' : 'kept-frame';
    const title = options.title(slot);
    if (frame.title !== title) frame.title = title;
  };

  const render = (state: WorkspaceState): void => {
    last = state;
    let changed = false;
    const present = new Set(state.slots.map((slot) => slot.id));
    for (const [id, entry] of hosted) {
      if (present.has(id)) continue;
      entry.element.remove();
      hosted.delete(id);
      changed = true;
    }
    for (const slot of state.slots) {
      let entry = hosted.get(slot.id);
      if (entry === undefined) {
        const box = doc.createElement('div');
        entry = { element: box, frame: newFrame(slot), attempt: slot.attempt };
        box.append(entry.frame);
        // Appended at creation, never moved after: moving a frame reloads it.
        element.append(box);
        hosted.set(slot.id, entry);
        changed = true;
      } else if (entry.attempt !== slot.attempt) {
        // A Retry or a reload the gate allowed: a new frame element at the slot's page.
        const again = newFrame(slot);
        entry.frame.replaceWith(again);
        entry.frame = again;
        entry.attempt = slot.attempt;
        changed = true;
      }
      dress(entry, slot, slot.id === state.onScreen);
    }
    element.className = classes.area;
    element.dataset.shown = String(shownSlot(state) !== null);
    element.dataset.kept = String(state.slots.length);
    if (changed) for (const listener of [...listeners]) listener();
  };

  const place = (where: HTMLElement | null): void => {
    if (where !== null) {
      moveInto(where, element);
      return;
    }
    if (!parking.isConnected) doc.body.append(parking);
    moveInto(parking, element);
  };

  return {
    element,
    render,
    place,
    frame: (slot) => hosted.get(slot)?.frame ?? null,
    slotElement: (slot) => hosted.get(slot)?.element ?? null,
    onSlots: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    style: (next) => {
      classes = next;
      if (last !== null) render(last);
    },
    stop: () => {
      for (const entry of hosted.values()) entry.element.remove();
      hosted.clear();
      element.remove();
      parking.remove();
      listeners.clear();
    },
  };
}
