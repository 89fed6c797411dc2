/* global window */
// Stand-in legacy page, test switch `standin=bust`: the classic frame-buster. Many real
// server-rendered pages still carry it, inline at the top of their head, from the days of
// clickjacking defences before X-Frame-Options: framed by anyone, they navigate the top window to
// themselves and take over the whole tab. The console must survive a page that does. Run where it
// stands in the head (not deferred), as the real ones do; an external file because the CSP forbids
// inline scripts.
if (window.top !== window.self) {
  window.top.location = window.self.location;
}
