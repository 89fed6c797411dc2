// What the unsaved-input test switches of a stand-in page add (server/README.md): `standin=guard`,
// a page whose editor is no form control and which asks before it is left while it holds text, and
// `standin=dirty`, a page that says with the `dirty` frame message what its controls do not tell.

/** The `standin=guard` page's script: its beforeunload, asking while the editor holds unsaved text. */
export const UNSAVED_GUARD_SCRIPT = '/uiserver/_standin/unsaved-guard.js';
/** The `standin=dirty` page's script (reference mode only: the message is the console's own, not the contract's). */
export const DIRTY_MESSAGE_SCRIPT = '/uiserver/_standin/dirty-message.js';

/** The `standin=guard` section: an editable region and its Save, with stable ids for the tests. */
export const GUARD_SECTION = `<section aria-labelledby="standin-guard">
<h2 id="standin-guard">Draft</h2>
<div id="guard-editor" contenteditable="true" role="textbox" aria-multiline="true" aria-labelledby="standin-guard">Text as served.</div>
<p><button id="guard-save" type="button">Save draft</button></p>
</section>`;

/** The `standin=dirty` section: the button that says the page holds unsaved input. */
export const DIRTY_SECTION = `<section aria-labelledby="standin-dirty">
<h2 id="standin-dirty">Unsaved work the controls do not show</h2>
<p><button id="say-dirty" type="button">Say: unsaved</button></p>
</section>`;

/**
 * The readings' switches (server/README.md): pages whose input only what the user typed tells, and
 * pages whose own code must not run while they stay. One script serves them all
 * (`standin/input-kinds.js`), acting on the section the page holds.
 */
export const INPUT_KINDS_SCRIPT = '/uiserver/_standin/input-kinds.js';

/** `standin=beacon`: its beforeunload sends a beacon (an edit lock released) and counts its runs on the page. */
export const BEACON_SECTION = `<section aria-labelledby="standin-beacon">
<h2 id="standin-beacon">Edit lock</h2>
<p>This page holds an edit lock; it releases it with a beacon as the page is left.</p>
<p>Lock released: <output id="beacon-count" data-testid="beacon-count">0</output> times.</p>
</section>`;

/**
 * `standin=sketch-return` and `standin=sketch-listen`: a drawing widget (no control, no editable
 * region: keys draw) guarded by the page, with a returned string (the `onbeforeunload` property, set
 * as the page loads) or with `preventDefault` and `returnValue` (a listener registered at the first
 * stroke, as dirty-form scripts do).
 */
export function sketchSection(style: 'return' | 'listen'): string {
  return `<section aria-labelledby="standin-sketch" data-guard-style="${style}">
<h2 id="standin-sketch">Sketch</h2>
<div id="sketch" tabindex="0" role="application" aria-label="Sketch pad: type to draw">Strokes: <span id="sketch-strokes">0</span></div>
</section>`;
}

/** `standin=filled`: a field the page's own script fills as it loads (a default it computes). */
export const FILLED_SECTION = `<section aria-labelledby="standin-filled">
<h2 id="standin-filled">Computed default</h2>
<label for="filled-field">Display name</label>
<input id="filled-field" data-testid="filled-field" autocomplete="off">
</section>`;

/** `standin=rich-text`: a rich-text editor (an editable region) and nothing else: no guard of its own. */
export const RICH_TEXT_SECTION = `<section aria-labelledby="standin-rich">
<h2 id="standin-rich">Template</h2>
<div id="rich-editor" contenteditable="true" role="textbox" aria-multiline="true" aria-labelledby="standin-rich"><p>Dear {{name}},</p></div>
</section>`;

/**
 * `standin=editors`: input the page's own script hides from a plain look at its controls, as real
 * editors and pages do: a code editor that moves each typed key out of its hidden text area
 * (CodeMirror 5, Ace: `#code-input`, shown in `#code-view`), a field inside an open shadow root
 * (`standin-field`, its input `#shadow-input`), a rich-text editor in a frame of its own (TinyMCE,
 * CKEditor 4 classic: `#nested-editor`, the `rich-text` page), a box the page's script ticks as it
 * loads (`#script-box`), and a form whose reset the page cancels (`#reset-field`, `#reset-button`).
 */
export const EDITORS_SECTION = `<section aria-labelledby="standin-editors">
<h2 id="standin-editors">Editors</h2>
<p><label for="code-input">Code</label> <textarea id="code-input" rows="1" autocomplete="off"></textarea></p>
<pre id="code-view" data-testid="code-view"></pre>
<p><standin-field id="shadow-host"></standin-field></p>
<p><iframe id="nested-editor" title="Template editor" src="/uiserver/legacy/logs/audit-log?standin=rich-text&amp;nested=1" width="600" height="200"></iframe></p>
<p><label><input type="checkbox" id="script-box"> Notify the owner</label></p>
<form id="reset-form"><label for="reset-field">Rule name</label> <input id="reset-field" autocomplete="off"> <button type="reset" id="reset-button">Clear</button></form>
</section>`;

/**
 * `standin=links`: a link inside the frame to another route's page with a query (`#cross-route`), the
 * same aimed at the whole window (`#top-query`), and a link inside the frame to a page that refuses
 * to be framed (`#link-deny`).
 */
export const LINKS_SECTION = `<section aria-labelledby="standin-links">
<h2 id="standin-links">Related pages</h2>
<ul>
<li><a id="cross-route" href="/uiserver/legacy/logs/audit-log?from=pe">Audit log (from policy events)</a></li>
<li><a id="top-query" target="_top" href="/uiserver/legacy/logs/audit-log?from=pe">Audit log in the whole window</a></li>
<li><a id="link-deny" href="/uiserver/legacy/logs/audit-log/detail/5?standin=deny">A detail page that refuses frames</a></li>
</ul>
</section>`;
