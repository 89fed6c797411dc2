/**
 * The two decisions of a menu link to a console page, as React Router's NavLink and Link make them, so
 * the side menu's links can be drawn without them: NavLink and Link read the router's location, and
 * every one of the menu's hundred and more links would render again on every navigation.
 */

/**
 * Whether a link to `target` shows as the current page at `pathname`: the page itself or one below it,
 * whole segments only, without regard to case (as the router matches routes). A target written with a
 * trailing slash means the same page without it.
 */
export function isLinkActive(pathname: string, target: string): boolean {
  const path = pathname.toLowerCase();
  const base = target.length > 1 && target.endsWith('/') ? target.slice(0, -1).toLowerCase() : target.toLowerCase();
  if (path === base) return true;
  return base !== '/' && path.startsWith(`${base}/`);
}

/** The parts of a click a link looks at. */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
}

/**
 * Whether the console follows a click on one of its links itself: a plain primary click nobody has
 * handled yet. With a modifier or another button the browser does what it does with any link (a new
 * tab, a new window, a download).
 */
export function followsInConsole(click: LinkClick): boolean {
  return click.button === 0 && !click.defaultPrevented && !click.metaKey && !click.altKey && !click.ctrlKey && !click.shiftKey;
}

/**
 * A link to the page already on screen (the same path, no query or fragment) replaces the history
 * entry rather than adding one, so Back does not step through the same page twice.
 */
export function replacesEntry(current: { pathname: string; search: string; hash: string }, target: string): boolean {
  return `${current.pathname}${current.search}${current.hash}` === target;
}
