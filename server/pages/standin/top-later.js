/* global window, document, URLSearchParams */
// Stand-in legacy page, test switch `standin=top-later`: a page whose own script sends the whole
// window elsewhere a while after it loaded (real pages do it to "go home" after a notice, or when a
// timer of theirs runs out), whether or not it is on screen by then. `after` in the page's query is
// the wait in milliseconds (default 1500); a `top-later` event on the page's window sends it at once. The script is served with the page's path in its own
// query, as a real page's scripts often are (a cache key): each page's copy has its own url.
(function () {
  'use strict';
  var after = Number(new URLSearchParams(window.location.search).get('after') || '1500');
  var sent = document.getElementById('top-later-sent');
  var send = function () {
    if (sent) sent.textContent = 'sent';
    window.top.location.href = '/uiserver/legacy/logs/mail-tracking?from=later';
  };
  window.setTimeout(send, after);
  // A test sends it at a moment of its own choosing: the page's own listener runs it, as its timer would.
  window.addEventListener('top-later', send);
})();
