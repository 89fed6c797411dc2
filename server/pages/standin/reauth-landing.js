/* global window, document, location */
// Where the stand-in identity provider lands the console's pop-up once it has confirmed the user
// (pages/standin-reauth.ts): `{ type: 'reauth-result', version: 1, challenge, outcome: 'done' }` to
// the window that opened it, with the console's origin (this page's own: the UI-server serves both),
// then the pop-up closes. An external file because the CSP forbids inline scripts.
(function () {
  'use strict';
  var main = document.getElementById('reauth-landing');
  var challenge = main ? main.getAttribute('data-reauth-challenge') : null;
  if (!challenge || !window.opener) return;
  window.opener.postMessage({ type: 'reauth-result', version: 1, challenge: challenge, outcome: 'done' }, location.origin);
  window.close();
})();
