import type { ComponentPropsWithoutRef, ComponentType } from 'react';

/** A menu link's props: an anchor's, with the console page it leads to. */
export interface MenuLinkProps extends Omit<ComponentPropsWithoutRef<'a'>, 'href'> {
  /** The console page, an absolute path. */
  to: string;
  /** Also drawn as current (the `active` class, not `aria-current`) below this path. */
  currentUnder?: string;
}

/**
 * How the menus' presentational parts (SideMenuView, AdminPanelView) link and know the current page,
 * passed in (ADR 0010): the console passes its router's (RouteLink, useRouteActive), the route
 * studio (ADR 0016) its preview's, so both draw the menus with the same components.
 */
export interface MenuLinks {
  Link: ComponentType<MenuLinkProps>;
  /** A hook: whether the page on screen is `target` or lies below it. */
  useActive: (target: string) => boolean;
}
