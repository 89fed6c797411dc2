/** Ctrl+K, or Cmd+K on macOS: opens the command palette. The physical key counts, so any layout works. */
export function isPaletteShortcut(event: KeyboardEvent): boolean {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return false;
  return event.code === 'KeyK' || event.key.toLowerCase() === 'k';
}
