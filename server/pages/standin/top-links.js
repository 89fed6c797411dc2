/* global window, document */
// Stand-in legacy page, test switch `standin=top-links`: the scripted way out of the frame, which
// real pages use to "go home" or change section, and the XSRF token of the page's `_top` form.
// An external file because the CSP forbids inline scripts.
(function () {
  'use strict';
  var button = document.getElementById('script-top');
  if (button) {
    button.addEventListener('click', function () {
      window.top.location.href = '/uiserver/legacy/logs/mail-tracking';
    });
  }

  // The form is posted by the browser itself (target _top), which can add no X-XSRF-TOKEN header:
  // like a real server-rendered form it carries the token in its `_xsrf` field, filled from the
  // cookie as it is sent (the token is replaced at every sign-in). No preventDefault: the browser
  // still makes the navigation.
  var form = document.getElementById('top-form');
  if (!form) return;
  form.addEventListener('submit', function () {
    var field = form.querySelector('input[name="_xsrf"]');
    if (field) field.value = decodeURIComponent((document.cookie.match(/(?:^|;\s*)XSRF-TOKEN=([^;]*)/) || [])[1] || '');
  });
})();
