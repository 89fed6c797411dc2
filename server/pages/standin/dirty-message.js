/* global window, document, location */
// Stand-in legacy page, test switch `standin=dirty` (reference mode: an optional message of the
// console's, docs/frame-messages.md): a page that knows its own state better than its controls tell.
// It keeps a draft of its note as it is typed (so it says `dirty: false` though the field changed),
// and a button says `dirty: true` with no field changed. An external file because the CSP forbids
// inline scripts.
(function () {
  'use strict';
  var shell = window.parent;
  if (shell === window) return;
  var say = function (dirty) {
    shell.postMessage({ type: 'dirty', version: 1, dirty: dirty }, location.origin);
  };
  var note = document.getElementById('standin-note');
  if (note) {
    note.addEventListener('input', function () {
      say(false);
    });
  }
  var button = document.getElementById('say-dirty');
  if (button) {
    button.addEventListener('click', function () {
      say(true);
    });
  }
})();
