/* global document, location, URLSearchParams */
// The floor of `npm run bench:kept`: the cheapest way a browser keeps pages alive, a bare page of
// the console's origin with one plain frame per `src` of its query (stand-in urls under /uiserver/),
// stacked as the console stacks them, the last one shown and the others hidden but laid out
// (visibility: hidden). Each frame's holder says when it has loaded (data-frame-status), as the
// console's do.
(function () {
  'use strict';
  var sources = new URLSearchParams(location.search).getAll('src').filter(function (src) {
    return src.indexOf('/uiserver/') === 0;
  });
  var workspace = document.querySelector('main');
  sources.forEach(function (src, index) {
    var slot = document.createElement('div');
    slot.setAttribute('data-frame-status', 'loading');
    slot.setAttribute('data-active', String(index === sources.length - 1));
    var frame = document.createElement('iframe');
    frame.title = src;
    frame.addEventListener('load', function () {
      slot.setAttribute('data-frame-status', 'ready');
    });
    frame.src = src;
    slot.appendChild(frame);
    workspace.appendChild(slot);
  });
})();
