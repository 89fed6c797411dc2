/* global BroadcastChannel, document, window */
// The floor of `npm run bench:tabs:theme`: one bare page posts the theme on a BroadcastChannel
// (window.benchPost, called by the bench), the other toggles a class on <html> when it hears it.
(function () {
  'use strict';
  var channel = new BroadcastChannel('bench-tabs-floor');
  channel.onmessage = function (event) {
    document.documentElement.classList.toggle('dark', event.data === 'dark');
  };
  window.benchPost = function (theme) {
    channel.postMessage(theme);
  };
})();
