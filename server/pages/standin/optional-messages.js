/* global window, document, location, URLSearchParams */
// Stand-in legacy page, reference mode only: the console's optional frame messages, which the
// UI-server contract does not list (docs/frame-messages.md). The page's title, and with the test
// switch `standin=session-expired` the message that its session is gone. A strict-contract server
// sends neither, and the console must do without them.
(function () {
  'use strict';
  var shell = window.parent;
  if (shell === window) return;
  shell.postMessage({ type: 'title', version: 1, title: document.title }, location.origin);
  if (new URLSearchParams(location.search).get('standin') === 'session-expired') {
    shell.postMessage({ type: 'session-expired', version: 1 }, location.origin);
  }
})();
