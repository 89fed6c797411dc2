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
