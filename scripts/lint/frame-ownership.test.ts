/**
 * Only the gate can end a page: eslint.config.js's frame-ownership rule, proved on snippets linted as
 * if they sat in src/. Each planted way of removing, replacing or navigating a frame is reported in a
 * module of the shell, the engine and a screen; the same code in a frame owner is not; what is not a
 * frame's end (the console's own window, a script's src) is not; and the owners' list is true: each
 * file on it exists and does end or navigate a frame.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { reports, root } from './lint-snippet';

vi.setConfig({ testTimeout: 30_000 });

interface FrameOwnershipConfig {
  readonly FRAME_OWNERSHIP_MESSAGE: string;
  readonly frameOwners: Readonly<Record<string, string>>;
}

const config = (await import(pathToFileURL(path.join(root, 'eslint.config.js')).href)) as FrameOwnershipConfig;

beforeAll(async () => {
  await reports('src/shell/frames/frame-ownership-fixture.ts', 'export const loaded = true;\n');
}, 60_000);

const reported = async (file: string, code: string): Promise<boolean> =>
  (await reports(file, code)).includes(`no-restricted-syntax: ${config.FRAME_OWNERSHIP_MESSAGE}`);

const PLANTED = {
  'removing the frame element': 'export const end = (frame: HTMLIFrameElement) => frame.remove();\n',
  'removing it from its parent': 'export const end = (parent: Element, iframe: HTMLIFrameElement) => parent.removeChild(iframe);\n',
  'replacing it with another element':
    'export const swap = (slot: { frame: HTMLIFrameElement }, next: Element) => slot.frame.replaceWith(next);\n',
  'sending its window elsewhere (replace)':
    "export const send = (iframe: HTMLIFrameElement) => iframe.contentWindow?.location.replace('/elsewhere');\n",
  'sending its window elsewhere (assign)': "export const send = (frameWindow: Window) => frameWindow.location.assign('/elsewhere');\n",
  'reloading it': 'export const again = (frame: HTMLIFrameElement) => frame.contentWindow?.location.reload();\n',
  'setting its location':
    "export const send = (frame: HTMLIFrameElement) => {\n  if (frame.contentWindow) frame.contentWindow.location.href = '/elsewhere';\n};\n",
  'setting its src': "export const send = (frame: HTMLIFrameElement) => {\n  frame.src = '/elsewhere';\n};\n",
  'setting its src attribute': "export const send = (iframe: HTMLIFrameElement) => iframe.setAttribute('src', '/elsewhere');\n",
};

const NOT_A_FRAME = {
  "the console's own window": 'export const again = () => window.location.reload();\n',
  "a script's src": "export const load = (script: HTMLScriptElement) => {\n  script.src = '/x.js';\n};\n",
  'an element that is not a frame': 'export const end = (notice: Element) => notice.remove();\n',
};

describe('the frame-ownership rule', () => {
  for (const [name, code] of Object.entries(PLANTED)) {
    it.each(['src/shell/frames/planted.ts', 'src/engine/step-up/planted.ts', 'src/screens/entry/planted.tsx'])(
      `${name}: reported in %s`,
      async (file) => {
        expect(await reported(file, code)).toBe(true);
      },
    );
    it(`${name}: allowed in the workspace runtime's own modules`, async () => {
      expect(await reported('src/engine/frames/frame-host.ts', code)).toBe(false);
    });
  }
  for (const [name, code] of Object.entries(NOT_A_FRAME)) {
    it(`${name} is not a frame's end`, async () => {
      expect(await reported('src/shell/frames/planted.ts', code)).toBe(false);
    });
  }
  it('tests may do what they must to a frame', async () => {
    expect(await reported('src/shell/frames/planted.test.ts', PLANTED['removing the frame element'])).toBe(false);
  });
});

describe('the frame owners', () => {
  it.each(Object.entries(config.frameOwners))('%s exists, says why, and does end or send a frame', async (file, reason) => {
    expect(reason.length).toBeGreaterThan(20);
    const code = await readFile(path.join(root, file), 'utf8');
    expect(await reported(`${path.dirname(file)}/as-if-not-an-owner.ts`, code)).toBe(true);
  });
});
