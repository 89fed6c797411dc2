/* global BroadcastChannel, location */
// The floor's second tab: on hearing anything on the channel it navigates to a bare page, as a
// signed-in console tab leaves for the login page on a sign-out, with none of the console's work.
new BroadcastChannel('tabs-floor').onmessage = function () {
  location.assign('/bench/tabs-floor/landed.html');
};
