/** Whether the shortcut is Cmd+K: on Apple systems Ctrl+K is the platform's own. */
const ON_APPLE = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The shortcut as shown to the user and as announced (aria-keyshortcuts). */
export const PALETTE_SHORTCUT = ON_APPLE ? { shown: '⌘K', aria: 'Meta+K' } : { shown: 'Ctrl+K', aria: 'Control+K' };

/** Ctrl+K, or Cmd+K on macOS: opens the command palette. The physical key counts, so any layout works. */
export function isPaletteShortcut(event: KeyboardEvent): boolean {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return false;
  return event.code === 'KeyK' || event.key.toLowerCase() === 'k';
}
