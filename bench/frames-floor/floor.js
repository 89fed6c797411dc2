/* global document, history, location, URLSearchParams */
// The floor of `npm run bench:frames`: a bare page of the console's origin with one frame per page
// of its query (`pages=/a,/b`), framing the same stand-in documents the console frames, switched as
// the console switches them (a menu link pushes the url; the shown frame gets data-active, the
// others inert and aria-hidden) and marked the way the bench waits for (data-route,
// data-frame-status). `hide=display` hides with display: none instead of visibility: hidden.
(function () {
  'use strict';
  var params = new URLSearchParams(location.search);
  var pages = (params.get('pages') || '').split(',').filter(Boolean);
  var nav = document.querySelector('nav');
  var workspace = document.querySelector('main');
  if (params.get('hide') === 'display') workspace.setAttribute('data-hide', 'display');
  var slots = [];

  function show(route) {
    for (var i = 0; i < slots.length; i += 1) {
      var active = slots[i].getAttribute('data-route') === route;
      slots[i].setAttribute('data-active', String(active));
      slots[i].inert = !active;
      if (active) slots[i].removeAttribute('aria-hidden');
      else slots[i].setAttribute('aria-hidden', 'true');
    }
  }

  pages.forEach(function (route, index) {
    var link = document.createElement('a');
    link.href = route;
    link.textContent = route;
    link.setAttribute('data-route', route);
    link.addEventListener('click', function (event) {
      event.preventDefault();
      history.pushState(null, '', link.href);
      show(route);
    });
    nav.appendChild(link);

    var slot = document.createElement('div');
    slot.setAttribute('data-route', route);
    slot.setAttribute('data-frame-status', 'loading');
    var frame = document.createElement('iframe');
    frame.title = route;
    frame.addEventListener('load', function () {
      slot.setAttribute('data-frame-status', 'ready');
    });
    frame.src = '/uiserver/legacy' + route;
    slot.appendChild(frame);
    workspace.appendChild(slot);
    slots.push(slot);
    if (index === 0) show(route);
  });
})();
