/**
 * Ends the server session while the page stays (the idle limit keeps every tab's work under the
 * sign-in dialog). The contract lists the UI-server's logoff only as a page navigation, not as a
 * request a script may make, so it is one: a hidden frame goes to the logoff, which ends the session
 * and sends the frame to the login page. The frame is sandboxed without scripts, so that login page
 * runs none of the console in it, and it goes once it has loaded (or after a while, should no load
 * ever be reported).
 */
import { LOGOFF_URL } from '../leaving/sign-out';

/** How long the frame may take before it goes all the same. */
export const LOGOFF_FRAME_MS = 30_000;

export function endServerSession(doc: Document = document): void {
  const frame = doc.createElement('iframe');
  frame.hidden = true;
  frame.setAttribute('sandbox', '');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  const timer = setTimeout(() => frame.remove(), LOGOFF_FRAME_MS);
  frame.addEventListener(
    'load',
    () => {
      clearTimeout(timer);
      frame.remove();
    },
    { once: true },
  );
  frame.src = LOGOFF_URL;
  doc.body.append(frame);
}
