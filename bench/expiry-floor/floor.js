/* global document, fetch */
// The floor of the expired-session benchmark: the least a page can do when a call answers 401,
// show a <dialog>. The search form's call goes to a url that always answers 401.
document.getElementById('search').addEventListener('submit', (event) => {
  event.preventDefault();
  void fetch('/bench/expiry-floor/401', { credentials: 'same-origin' }).then((response) => {
    if (response.status === 401) document.getElementById('signin').showModal();
  });
});
