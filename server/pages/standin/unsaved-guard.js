/* global window, document */
// Stand-in legacy page, test switch `standin=guard`: a page that asks before it is left while its
// editor (not a form control, so only its own beforeunload tells) holds text not yet saved, the way
// rich-text editors of real pages do. An external file because the CSP forbids inline scripts.
(function () {
  'use strict';
  var editor = document.getElementById('guard-editor');
  if (!editor) return;
  var saved = editor.textContent;
  window.addEventListener('beforeunload', function (event) {
    if (editor.textContent === saved) return;
    event.preventDefault();
    event.returnValue = 'You have unsaved changes.';
  });
  var save = document.getElementById('guard-save');
  if (save) {
    save.addEventListener('click', function () {
      saved = editor.textContent;
      editor.dispatchEvent(new window.Event('input', { bubbles: true }));
    });
  }
})();
