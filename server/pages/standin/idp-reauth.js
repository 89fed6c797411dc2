/* global window, document */
// The stand-in identity provider's re-authentication page (pages/standin-reauth.ts): its Confirm is
// posted by the browser itself, so it carries the XSRF token in its `_xsrf` field, filled from the
// cookie as it is sent; its Cancel closes the pop-up (the console sees it closed, no proof made).
// An external file because the CSP forbids inline scripts.
(function () {
  'use strict';
  var form = document.querySelector('form[data-idp-reauth]');
  if (!form) return;
  form.addEventListener('submit', function () {
    var field = form.querySelector('input[name="_xsrf"]');
    if (field) field.value = decodeURIComponent((document.cookie.match(/(?:^|;\s*)XSRF-TOKEN=([^;]*)/) || [])[1] || '');
  });
  var cancel = document.getElementById('idp-cancel');
  if (cancel) {
    cancel.addEventListener('click', function () {
      window.close();
    });
  }
})();
