// The content of the legacy stand-in pages: a list page (links to detail pages, an edit form, a
// body long enough to scroll) and its detail pages, plus the test switches a page's query may hold:
// `standin=fail` answers 500, `standin=hang` never answers, `standin=session-expired` has the page
// tell the console its session is gone (reference mode only), the impolite ones of
// standin-frame-escapes.ts (`bust`, `top-links`, `deny`), and `standin=rows-N`, a heavy page: a
// table of N rows (at most MAX_ROWS) after the page's usual content. All text goes through escapeHtml.
import type { ContractMode } from '../contract-mode';
import { escapeHtml } from './page-template';

export const LEGACY_SCRIPT = '/uiserver/_standin/legacy-page.js';
/** The console's optional frame messages (title, session-expired): a reference-mode stand-in's only. */
export const OPTIONAL_MESSAGES_SCRIPT = '/uiserver/_standin/optional-messages.js';

/** The scripts of a stand-in page: the contract's help link always, the optional messages in reference mode. */
export function standinScripts(mode: ContractMode): string[] {
  return mode === 'strict' ? [LEGACY_SCRIPT] : [LEGACY_SCRIPT, OPTIONAL_MESSAGES_SCRIPT];
}

/**
 * What the server does for a page's `standin` query value, in both modes (any real page may):
 * fail (500), hang (never answer), bust (a frame-buster script), top-links (links and a form that
 * target the top window), top-later (its own script sends the top window elsewhere after a wait), deny (refuse every frame), guard and dirty (unsaved input only the page's
 * beforeunload or its `dirty` message tells: standin-unsaved.ts), and the readings' switches (beacon,
 * sketch-return, sketch-listen, filled, rich-text, editors, links: standin-unsaved.ts). `session-expired` is the page
 * script's own.
 */
export type StandinSwitch =
  | 'fail'
  | 'hang'
  | 'bust'
  | 'top-links'
  | 'top-later'
  | 'deny'
  | 'guard'
  | 'dirty'
  | 'beacon'
  | 'sketch-return'
  | 'sketch-listen'
  | 'filled'
  | 'rich-text'
  | 'editors'
  | 'links';

const SWITCHES: readonly StandinSwitch[] = [
  'fail',
  'hang',
  'bust',
  'top-links',
  'top-later',
  'deny',
  'guard',
  'dirty',
  'beacon',
  'sketch-return',
  'sketch-listen',
  'filled',
  'rich-text',
  'editors',
  'links',
];

export function standinSwitch(query: string): StandinSwitch | null {
  const value = new URLSearchParams(query).get('standin');
  return SWITCHES.find((s) => s === value) ?? null;
}

/** The most rows `standin=rows-N` renders: a larger N gets this many. */
export const MAX_ROWS = 20_000;

const ROWS = /^rows-([0-9]{1,9})$/;

/** The rows `standin=rows-N` asks for (capped at MAX_ROWS), 0 when the query holds no such switch. */
export function standinRows(query: string): number {
  const match = ROWS.exec(new URLSearchParams(query).get('standin') ?? '');
  return match ? Math.min(Number(match[1]), MAX_ROWS) : 0;
}

/** A log-like table of `count` rows, four cells each, no whitespace between elements: 9 DOM nodes a row. */
function rowsTable(count: number): string {
  const rows: string[] = [];
  for (let n = 1; n <= count; n += 1) {
    const time = `2026-11-${String((n % 28) + 1).padStart(2, '0')} ${String(n % 24).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}`;
    rows.push(`<tr><td>${n}</td><td>${time}</td><td>sender${n % 500}@example.com</td><td>Message ${n} (stand-in)</td></tr>`);
  }
  return `<table data-testid="standin-rows">
<caption>${count.toLocaleString('en')} rows</caption>
<thead><tr><th scope="col">#</th><th scope="col">Time</th><th scope="col">Sender</th><th scope="col">Subject</th></tr></thead>
<tbody>${rows.join('')}</tbody>
</table>`;
}

const DETAIL = /^(.*)\/detail\/([0-9]{1,6})$/;

/** "virus-filter" → "Virus filter". */
function humanise(segment: string): string {
  const words = decodeSafely(segment).replace(/[-_]+/g, ' ').trim();
  return words === '' ? 'Legacy page' : words.charAt(0).toUpperCase() + words.slice(1);
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function lastSegment(path: string): string {
  return path.split('/').filter(Boolean).at(-1) ?? '';
}

function facts(path: string, query: string): string {
  return `<dl>
<dt>Path</dt><dd><code data-testid="legacy-path">${escapeHtml(path)}</code></dd>
<dt>Query</dt><dd><code data-testid="legacy-query">${escapeHtml(query)}</code></dd>
</dl>`;
}

/** Where the edit form of the list page at `path` posts. */
export function saveUrl(path: string): string {
  return `${path}/save`;
}

/** The list page a save url belongs to, or null when `path` is not one. */
export function listOfSave(path: string): string | null {
  return path.endsWith('/save') && path.length > '/save'.length ? path.slice(0, -'/save'.length) : null;
}

/**
 * A stand-in page; `extra` is markup of the page's own (escaped by its maker), after the page's facts.
 * `edit`: the edit form's further attributes and markup after it (a sensitive page's step-up, standin-reauth.ts).
 */
export function legacyPage(
  path: string,
  query: string,
  extra = '',
  edit: { readonly attributes: string; readonly after: string } = { attributes: '', after: '' },
): { title: string; body: string } {
  const detail = DETAIL.exec(path);
  if (detail) {
    const [, list = '', id = ''] = detail;
    const title = `${humanise(lastSegment(list))}: item ${id}`;
    return {
      title,
      body: `<main>
<h1>${escapeHtml(title)}</h1>
<p>A detail page of a legacy list (stand-in).</p>
${facts(path, query)}
<p><a data-testid="standin-back" href="${escapeHtml(list)}">Back to the list</a></p>
</main>`,
    };
  }
  const title = humanise(lastSegment(path));
  const saved = new URLSearchParams(query).get('saved');
  const items = [1, 2, 3]
    .map((id) => `<li><a data-testid="standin-detail-link" href="${escapeHtml(`${path}/detail/${id}`)}">Item ${id}</a></li>`)
    .join('\n');
  const rows = standinRows(query);
  const filler = Array.from({ length: 40 }, (_, i) => `<p>Row ${i + 1} of the stand-in's long body, so that the page scrolls.</p>`).join(
    '\n',
  );
  return {
    title,
    body: `<main>
<h1>${escapeHtml(title)}</h1>
<p>A stand-in for a server-rendered page of the UI-server.</p>
${facts(path, query)}
${saved === null ? '' : `<p role="status" data-testid="standin-saved">Saved: ${escapeHtml(saved)}</p>`}
${extra}
<h2>Items</h2>
<ul>
${items}
</ul>
<h2>Edit</h2>
<form data-standin-edit method="post" action="${escapeHtml(saveUrl(path))}"${edit.attributes}>
<label for="standin-note">Note</label>
<input id="standin-note" name="note" data-testid="standin-note" autocomplete="off">
<button type="submit" data-testid="standin-save">Save</button>
</form>
${edit.after}
<section aria-label="Rows">
${filler}
</section>
${rows > 0 ? rowsTable(rows) : ''}
<p data-testid="standin-bottom">End of the page.</p>
</main>`,
  };
}

export function failurePage(path: string): { title: string; body: string } {
  return {
    title: 'Server error',
    body: `<main>
<h1>Internal server error (stand-in)</h1>
<p>The stand-in answered 500 for <code>${escapeHtml(path)}</code>, as asked by its query.</p>
</main>`,
  };
}
