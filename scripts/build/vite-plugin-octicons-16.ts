/**
 * Octicons at the one drawing the console shows. Each icon module of @primer/octicons-react carries
 * two drawings, 16 and 24 pixels high, and picks the one nearest the size asked for. The console
 * draws its icons at 12 to 16 pixels (one, the account error page's, at 48: the 16-pixel drawing
 * scaled, as Octicons does for any size without a drawing of its own), so the 24-pixel drawing is
 * dead weight in every icon the shell loads: some 7 KiB of gzipped script on the signed-in shell.
 *
 * Only a module of the exact shape Octicons builds (both heights listed, the 24-pixel entry one
 * `width`/`path` pair, the last) is changed; any other shape is left as published, so a new Octicons release
 * costs bytes, never an icon. vite-plugin-octicons-16.test.ts checks the shape against the installed
 * package.
 */
import type { Plugin } from 'vite';

const ICON_MODULE = /[\\/]@primer[\\/]octicons-react[\\/]dist[\\/]icons[\\/][\w-]+\.mjs$/;
const BOTH_HEIGHTS = 'var heights = ["16", "24"];';
/** The 24-pixel entry, the last of the drawings: from its key to the close of the drawings' object. */
const DRAWING_24 = /,\n\t"24": \{\n\t\t"width": \d+,\n\t\t"path": [\s\S]*?\n\t\}(?=\n\};)/g;
/** The start of another drawing's entry (one tab in): none may lie inside the 24-pixel entry. */
const ENTRY_START = /\n\t"/;

/** The icon module without its 24-pixel drawing, or null when it is not of the expected shape. */
export function withoutDrawing24(code: string): string | null {
  if (code.split(BOTH_HEIGHTS).length !== 2) return null;
  const drawings = code.match(DRAWING_24);
  if (drawings?.length !== 1 || ENTRY_START.test(drawings[0].slice(2))) return null;
  return code.replace(BOTH_HEIGHTS, 'var heights = ["16"];').replace(DRAWING_24, '');
}

export function octicons16(): Plugin {
  return {
    name: 'console-octicons-16',
    apply: 'build',
    transform(code, id) {
      if (!ICON_MODULE.test(id)) return null;
      const changed = withoutDrawing24(code);
      return changed === null ? null : { code: changed, map: null };
    },
  };
}
