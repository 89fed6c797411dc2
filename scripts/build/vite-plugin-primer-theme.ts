/**
 * Primer's colour, size, motion and typography variables, cut to what the console uses, as two style
 * sheets (Primer's spinner, skeleton and segmented control take their animation's duration and
 * easing from the motion variables; without them the spinner stands still):
 *
 * - `virtual:primer-theme/first-screen.css`: the variables the console's own style sheets and the
 *   Primer pieces of the first screen (base styles, spinner) read. Render-blocking on every page.
 * - `virtual:primer-theme/signed-in.css`: every other variable Primer React's components or the
 *   console read, loaded with the first screen that uses those components.
 *
 * Primer's theme files each define their theme twice more, for the automatic colour mode (a selector
 * and a media query); the console always sets an explicit `data-color-mode`, so only the explicit
 * light and dark blocks are kept, with their selectors unchanged. A variable is kept when it is named
 * anywhere in the scanned sources (a superset of what is read), then every variable a kept value
 * refers to, so no `var()` chain is broken.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:primer-theme/';
export const FIRST_SCREEN_THEME = `${PREFIX}first-screen.css`;
export const SIGNED_IN_THEME = `${PREFIX}signed-in.css`;

/** Primer's variable files: `:root` motion, size and typography, and one explicit block per colour theme. */
const ROOT_FILES = [
  'base/motion/motion.css',
  'base/size/size.css',
  'base/typography/typography.css',
  'functional/size/border.css',
  'functional/size/size.css',
  'functional/typography/typography.css',
];
const THEME_FILES = ['functional/themes/light.css', 'functional/themes/dark.css'];

/** Primer React's style sheets the first screen loads (the console's own are all scanned). */
const FIRST_SCREEN_PRIMER_CSS = /^(BaseStyles-[\w]+|Spinner\/Spinner-[\w]+)\.css$/;

export interface VariableBlock {
  selector: string;
  variables: Map<string, string>;
}

const VARIABLE_NAME = /--[A-Za-z][\w-]*/g;

/** The first rule of a variables file: its selector and declarations, comments dropped. */
export function firstBlock(css: string): VariableBlock {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const open = text.indexOf('{');
  const close = text.indexOf('}', open);
  const variables = new Map<string, string>();
  for (const [, name, value] of text.slice(open + 1, close).matchAll(/(--[\w-]+)\s*:\s*([^;]*);/g))
    if (name && value !== undefined) variables.set(name, value.trim());
  // Of a theme's selector list only the explicit colour mode stays (see above).
  const selector = text
    .slice(0, open)
    .split(',')
    .map((part) => part.trim())
    .filter((part) => !part.includes('"auto"'))
    .join(',\n');
  return { selector, variables };
}

/** `names` and every variable their values refer to, in any block. */
export function withReferences(names: Iterable<string>, blocks: readonly VariableBlock[]): Set<string> {
  const kept = new Set<string>();
  const pending = [...names];
  while (pending.length > 0) {
    const name = pending.pop() as string;
    if (kept.has(name)) continue;
    kept.add(name);
    for (const block of blocks) {
      const value = block.variables.get(name);
      if (value) pending.push(...(value.match(VARIABLE_NAME) ?? []));
    }
  }
  return kept;
}

/** The blocks with only the variables `keep` accepts; a block left empty is dropped. */
export function renderBlocks(blocks: readonly VariableBlock[], keep: (name: string) => boolean): string {
  return blocks
    .map(({ selector, variables }) => {
      const lines = [...variables].filter(([name]) => keep(name)).map(([name, value]) => `  ${name}: ${value};`);
      return lines.length === 0 ? '' : `${selector} {\n${lines.join('\n')}\n}\n`;
    })
    .join('');
}

function filesUnder(dir: string, extensions: RegExp): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && extensions.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function namesIn(files: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) for (const name of readFileSync(file, 'utf8').match(VARIABLE_NAME) ?? []) names.add(name);
  return names;
}

export function primerTheme(root: string): Plugin {
  const primitives = path.join(root, 'node_modules/@primer/primitives/dist/css');
  const primerReact = path.join(root, 'node_modules/@primer/react/dist');
  let sheets: Record<string, string> | undefined;

  function build(): Record<string, string> {
    const blocks = [...ROOT_FILES, ...THEME_FILES].map((file) => firstBlock(readFileSync(path.join(primitives, file), 'utf8')));
    const ownSources = filesUnder(path.join(root, 'src'), /\.(css|tsx?)$/).filter((file) => !/\.test\.tsx?$/.test(file));
    const primerCss = filesUnder(primerReact, /\.css$/);
    const firstScreenPrimer = primerCss.filter((file) => FIRST_SCREEN_PRIMER_CSS.test(path.relative(primerReact, file)));
    const firstScreen = withReferences(namesIn([...ownSources.filter((file) => file.endsWith('.css')), ...firstScreenPrimer]), blocks);
    const everything = withReferences(namesIn([...ownSources, ...filesUnder(primerReact, /\.(css|js)$/)]), blocks);
    return {
      [FIRST_SCREEN_THEME]: renderBlocks(blocks, (name) => firstScreen.has(name)),
      [SIGNED_IN_THEME]: renderBlocks(blocks, (name) => everything.has(name) && !firstScreen.has(name)),
    };
  }

  return {
    name: 'primer-theme',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      sheets ??= build();
      const sheet = sheets[id.slice(1)];
      if (sheet === undefined) throw new Error(`${id.slice(1)} is not a Primer theme sheet`);
      return sheet;
    },
    handleHotUpdate() {
      // A source may name new variables: the sheets are cut again on the next load.
      sheets = undefined;
    },
  };
}
