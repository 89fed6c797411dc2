/* global window, document, location, fetch, URLSearchParams, FormData */
// Stand-in legacy page, a sensitive one (pages/standin-reauth.ts): the page side of the contract's
// step-up. On Save it asks the UI-server for a challenge (POST session/reauth/challenge with the
// proof age the form names); when the proof is fresh it saves at once. Otherwise it asks the console
// from inside its frame, `{ type: 'reauth-required', version: 1, id, challenge }` to the parent with
// its own origin, and waits for the parent's `{ type: 'reauth-result', version: 1, id, outcome }`
// (from the parent window, of its own origin, this request's id): on `done` it saves; on `cancelled`
// or `expired` the form stays as typed. A save answered 401 code 1210 (the proof lapsed meanwhile)
// asks the console for that challenge the same way. The frame never navigates until the save. A
// console that never answers (one without step-up) leaves the page waiting until the challenge has
// expired (its expires_in, else the contract's least, 120 s): then Save works again.
// An external file because the CSP forbids inline scripts.
(function () {
  'use strict';
  var form = document.querySelector('form[data-standin-edit][data-reauth-url]');
  if (!form) return;
  var shell = window.parent;
  var status = document.getElementById('standin-reauth-status');
  var save = form.querySelector('button[type="submit"]');
  var asked = 0;
  var LEAST_LIFE = 120;
  // A console's done sent as the challenge's time runs out still arrives.
  var GRACE = 5;
  var busy = false;

  var say = function (text) {
    if (status) status.textContent = text;
  };
  var setBusy = function (value) {
    busy = value;
    if (save) save.disabled = value;
  };
  var token = function () {
    return decodeURIComponent((document.cookie.match(/(?:^|;\s*)XSRF-TOKEN=([^;]*)/) || [])[1] || '');
  };
  var headers = function (type) {
    return { 'content-type': type, 'x-xsrf-token': token(), 'x-requested-with': 'XMLHttpRequest' };
  };

  // The challenge of a 401 code 1210 reply, or null.
  var challengeOf = function (body) {
    return body && body.code === 1210 && body.data && typeof body.data.challenge === 'string' ? body.data.challenge : null;
  };

  function submit() {
    fetch(form.action, {
      method: 'POST',
      credentials: 'same-origin',
      headers: headers('application/x-www-form-urlencoded'),
      body: new URLSearchParams(new FormData(form)).toString(),
    }).then(function (response) {
      if (response.status !== 401) {
        location.assign(response.url);
        return;
      }
      return response.json().then(
        function (body) {
          var challenge = challengeOf(body);
          if (challenge) ask(challenge, LEAST_LIFE);
          else location.assign(response.url);
        },
        function () {
          location.assign(response.url);
        },
      );
    });
  }

  function ask(challenge, expiresIn) {
    if (shell === window) {
      setBusy(false);
      say('Not saved: this page needs the console to confirm it is you. Open it in the console.');
      return;
    }
    asked += 1;
    var id = 'standin-save-' + asked;
    var timer = 0;
    var listener = function (event) {
      if (event.source !== shell || event.origin !== location.origin) return;
      var data = event.data;
      if (!data || data.type !== 'reauth-result' || data.version !== 1 || data.id !== id) return;
      window.removeEventListener('message', listener);
      window.clearTimeout(timer);
      if (data.outcome === 'done') {
        say('');
        submit();
        return;
      }
      setBusy(false);
      say(data.outcome === 'expired' ? 'Not saved: the check that it is you expired. Save again to retry.' : 'Not saved: cancelled.');
    };
    window.addEventListener('message', listener);
    timer = window.setTimeout(
      function () {
        window.removeEventListener('message', listener);
        setBusy(false);
        say('Not saved: the console did not confirm it is you in time. Save again to retry.');
      },
      ((expiresIn > 0 ? expiresIn : LEAST_LIFE) + GRACE) * 1000,
    );
    say('Waiting for the console to confirm it is you…');
    var message = { type: 'reauth-required', version: 1, id: id, challenge: challenge };
    // The contract's optional name of the action, when the page's form carries one.
    var label = form.getAttribute('data-reauth-label');
    if (label) message.label = label;
    shell.postMessage(message, location.origin);
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    say('');
    fetch(form.getAttribute('data-reauth-url'), {
      method: 'POST',
      credentials: 'same-origin',
      headers: headers('application/json'),
      body: JSON.stringify({ max_age: Number(form.getAttribute('data-reauth-max-age')) }),
    })
      .then(function (response) {
        return response.json();
      })
      .then(
        function (body) {
          var data = body && body.code === 0 ? body.data : null;
          if (data && data.fresh === true) submit();
          else if (data && data.fresh === false && typeof data.challenge === 'string') ask(data.challenge, Number(data.expires_in));
          else throw new Error('no challenge');
        },
        function () {
          throw new Error('no answer');
        },
      )
      .catch(function () {
        setBusy(false);
        say('Not saved: the server did not answer. Try again.');
      });
  });
})();
