import { useSyncExternalStore, type ComponentPropsWithoutRef, type MouseEvent } from 'react';
import { followsInConsole, isLinkActive, replacesEntry } from '../../engine/menu/menu-link';
import type { MenuLinks } from './menu-links';
import { useConsoleRouter } from './use-console-router';

/**
 * Whether the page on screen is `target` or lies below it. It renders again only when that changes:
 * a link that read the router's location would render again on every navigation, and the menus hold
 * over a hundred links.
 */
export function useRouteActive(target: string): boolean {
  const router = useConsoleRouter();
  return useSyncExternalStore(router.subscribe, () => isLinkActive(router.state.location.pathname, target));
}

type AnchorProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'>;

interface RouteLinkProps extends AnchorProps {
  /** The console page, an absolute path. */
  to: string;
  /** Also drawn as current (the `active` class, not `aria-current`) below this path: a menu entry whose link lands on one of its pages. */
  currentUnder?: string;
}

/**
 * A link to a console page for the menus, as React Router's NavLink draws it (`active` class and
 * `aria-current="page"` on the current page or below it) and follows it (through the router, a new
 * entry unless it is the page on screen; with a modifier key or another button, as any link), but
 * rendering again only when its own state changes.
 */
export function RouteLink({ to, currentUnder, className, onClick, ...rest }: RouteLinkProps) {
  const router = useConsoleRouter();
  // One subscription a link: the page itself ('page'), below `currentUnder` ('under'), or neither.
  const current = useSyncExternalStore(router.subscribe, () => {
    const { pathname } = router.state.location;
    if (isLinkActive(pathname, to)) return 'page';
    return currentUnder !== undefined && isLinkActive(pathname, currentUnder) ? 'under' : null;
  });
  const follow = (event: MouseEvent<HTMLAnchorElement>): void => {
    onClick?.(event);
    if (!followsInConsole(event)) return;
    event.preventDefault();
    void router.navigate(to, { replace: replacesEntry(router.state.location, to) });
  };
  const classes = [className, current === null ? null : 'active'].filter(Boolean).join(' ');
  return <a {...rest} href={to} className={classes || undefined} aria-current={current === 'page' ? 'page' : undefined} onClick={follow} />;
}

/** The console's menu links (SideMenuView, AdminPanelView): through its router. */
export const CONSOLE_LINKS: MenuLinks = { Link: RouteLink, useActive: useRouteActive };
