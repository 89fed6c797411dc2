/**
 * The console never renders inside its own frame. Loaded in a frame of its own origin, it is there
 * because a framed legacy page lost its session and the server sent that frame to the login page:
 * the top window is sent to sign in instead, returning to the page it shows, by the same rule as an
 * API call's 401. A parent of another origin (someone framing the console) is not touched: its
 * location cannot even be read, and the CSP's frame-ancestors refuses such framing anyway.
 */
import { handleUnauthorized } from '../api/unauthorized';

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
  handleUnauthorized(null, { navigate: (url) => where.assign(url), where: () => where });
  return true;
}
