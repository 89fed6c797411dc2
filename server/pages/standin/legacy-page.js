/* global window, document, location, fetch, URLSearchParams, FormData */
// Stand-in legacy page: tells the console shell its help link (the one frame message the UI-server
// contract lists, docs/frame-messages.md), and sends its edit form with the XSRF token the UI-server
// asks of every POST, then follows the redirect (Post/Redirect/Get) as a navigation of the frame.
// The console's optional messages are in optional-messages.js, which strict mode leaves out.
// An external file because the CSP forbids inline scripts.
(function () {
  'use strict';
  var shell = window.parent;
  if (shell !== window) {
    shell.postMessage({ type: 'help-link', url: 'https://docs.example.com/help' + location.pathname }, location.origin);
  }

  var token = function () {
    return decodeURIComponent((document.cookie.match(/(?:^|;\s*)XSRF-TOKEN=([^;]*)/) || [])[1] || '');
  };

  // Assume (the account-management page of a super administrator): the session now acts as the
  // chosen account, and the console is sent back to its root to start as it.
  var assume = document.querySelector('form[data-standin-assume]');
  if (assume) {
    assume.addEventListener('submit', function (event) {
      event.preventDefault();
      fetch(assume.action, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-xsrf-token': token() },
        body: new URLSearchParams(new FormData(assume)).toString(),
      }).then(function (response) {
        if (response.ok) return window.top.location.assign('/');
        // Refused (no grant from the customer, no reason or ticket): say why, on the page.
        return response.json().then(function (body) {
          document.getElementById('standin-assume-status').textContent = 'Not started: ' + (body.message || response.status);
        });
      });
    });
  }

  // A sensitive page's form is reauth.js's: it asks for a fresh proof before it saves.
  var form = document.querySelector('form[data-standin-edit]:not([data-reauth-url])');
  if (!form) return;
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    fetch(form.action, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-xsrf-token': token() },
      body: new URLSearchParams(new FormData(form)).toString(),
    }).then(function (response) {
      location.assign(response.url);
    });
  });
})();
