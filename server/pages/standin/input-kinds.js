/* global window, document, navigator */
// Stand-in legacy page, the readings' switches (server/README.md): `beacon`, `sketch-return`,
// `sketch-listen`, `filled` and `rich-text`. Each acts on the section its page holds. An external
// file because the CSP forbids inline scripts.
(function () {
  'use strict';
  // `beacon`: an edit lock released as the page is left, the way real editors do, and counted on the
  // page so that a test can tell whether anything ran the handler while the page stayed.
  var count = document.getElementById('beacon-count');
  if (count) {
    window.addEventListener('beforeunload', function () {
      count.textContent = String(Number(count.textContent) + 1);
      navigator.sendBeacon('/uiserver/legacy/_beacon/release-lock', 'lock=standin');
    });
  }

  // `sketch-return` / `sketch-listen`: keys draw in a widget that is no control; the page guards the
  // drawing itself.
  var sketch = document.getElementById('sketch');
  if (sketch) {
    var style = sketch.parentElement.getAttribute('data-guard-style');
    var strokes = 0;
    var shown = document.getElementById('sketch-strokes');
    var guard = function (event) {
      if (strokes === 0) return;
      event.preventDefault();
      event.returnValue = 'You have an unsaved sketch.';
    };
    if (style === 'return') {
      window.onbeforeunload = function () {
        return strokes > 0 ? 'You have an unsaved sketch.' : undefined;
      };
    }
    sketch.addEventListener('keydown', function (event) {
      if (event.key.length !== 1) return;
      if (strokes === 0 && style === 'listen') window.addEventListener('beforeunload', guard);
      strokes += 1;
      shown.textContent = String(strokes);
      event.preventDefault();
    });
  }

  // `filled`: a default the page computes and fills in as it loads.
  var filled = document.getElementById('filled-field');
  if (filled) filled.value = 'Computed by the page';
})();
