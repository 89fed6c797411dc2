/**
 * The console never renders inside its own frame. Loaded in a frame of its own origin, it is there
 * because a framed legacy page lost its session and the server sent that frame to the login page.
 * A signed-in console on top that keeps its work (it marks its document) is told with the frame
 * message `session-expired`, and covers itself with the sign-in dialog; any other top window is sent
 * to sign in, returning to the page it shows, by the same rule as an API call's 401. A parent of another origin (someone framing the console) is not touched: its
 * location cannot even be read, and the CSP's frame-ancestors refuses such framing anyway.
 */
import { handleUnauthorized, KEEPS_WORK_ATTRIBUTE } from '../api/unauthorized';

/** True when the console is inside a frame of its own origin and has handed navigation to the top. */
export function handOverToTop(): boolean {
  const top = window.top;
  if (top === null || top === window) return false;
  let where: Location;
  try {
    // Reading another origin's location throws; comparing origins covers every browser's variant.
    if (top.location.origin !== window.location.origin) return false;
    where = top.location;
  } catch {
    return false;
  }
  if (top.document.documentElement.hasAttribute(KEEPS_WORK_ATTRIBUTE)) {
    top.postMessage({ type: 'session-expired' }, window.location.origin);
    return true;
  }
  handleUnauthorized(null, { navigate: (url) => where.assign(url), where: () => where });
  return true;
}
