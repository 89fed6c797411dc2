/* global window, document, navigator */
// Stand-in legacy page, the readings' switches (server/README.md): `beacon`, `sketch-return`,
// `sketch-listen`, `filled`, `rich-text` and `editors`. Each acts on the section its page holds. An external
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

  // `editors`: input the page's script hides from a plain look at its controls.
  // A code editor: each typed key leaves the text area at once for the editor's own view.
  var code = document.getElementById('code-input');
  var view = document.getElementById('code-view');
  if (code && view) {
    code.addEventListener('input', function () {
      view.textContent += code.value;
      code.value = '';
    });
  }
  // A field inside an open shadow root.
  if (document.getElementById('shadow-host') && window.customElements && !window.customElements.get('standin-field')) {
    window.customElements.define(
      'standin-field',
      class extends window.HTMLElement {
        constructor() {
          super();
          var root = this.attachShadow({ mode: 'open' });
          var label = document.createElement('label');
          label.textContent = 'Recipient ';
          var input = document.createElement('input');
          input.id = 'shadow-input';
          input.autocomplete = 'off';
          label.append(input);
          root.append(label);
        }
      },
    );
  }
  // A box the page ticks as it loads; a reset the page cancels.
  var box = document.getElementById('script-box');
  if (box) box.checked = true;
  var resetForm = document.getElementById('reset-form');
  if (resetForm) {
    resetForm.addEventListener('reset', function (event) {
      event.preventDefault();
    });
  }
})();
