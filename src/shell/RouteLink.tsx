import { useCallback, useSyncExternalStore, type ComponentPropsWithoutRef, type MouseEvent } from 'react';
import { followsInConsole, isLinkActive, replacesEntry } from '../engine/navigation/menu-link';
import type { ConsoleRouter } from './workspace/console-router';
import { useConsoleRouter } from './workspace/route-sync';

/**
 * Which link targets are active, for every menu link of one router, from one subscription: a
 * navigation tells only the links whose state it changed (the page left and the page shown), so the
 * other hundred and more menu links do not render again on each page switch, as links that read the
 * router's location would.
 */
interface ActiveTargets {
  subscribe: (target: string, onChange: () => void) => () => void;
  isActive: (target: string) => boolean;
}

const activeTargetsByRouter = new WeakMap<ConsoleRouter, ActiveTargets>();

function activeTargets(router: ConsoleRouter): ActiveTargets {
  const known = activeTargetsByRouter.get(router);
  if (known) return known;
  const listeners = new Map<string, Set<() => void>>();
  let pathname = router.state.location.pathname;
  let unsubscribe: (() => void) | null = null;
  const onRouterChange = (): void => {
    const previous = pathname;
    pathname = router.state.location.pathname;
    if (pathname === previous) return;
    for (const [target, set] of listeners) {
      if (isLinkActive(previous, target) !== isLinkActive(pathname, target)) for (const listener of set) listener();
    }
  };
  const created: ActiveTargets = {
    subscribe(target, onChange) {
      if (unsubscribe === null) {
        pathname = router.state.location.pathname;
        unsubscribe = router.subscribe(onRouterChange);
      }
      const set = listeners.get(target) ?? new Set();
      listeners.set(target, set.add(onChange));
      return () => {
        set.delete(onChange);
        if (set.size === 0) listeners.delete(target);
        if (listeners.size === 0) {
          unsubscribe?.();
          unsubscribe = null;
        }
      };
    },
    isActive: (target) => isLinkActive(router.state.location.pathname, target),
  };
  activeTargetsByRouter.set(router, created);
  return created;
}

/** Whether the page on screen is `target` or lies below it; renders again only when that changes. */
export function useRouteActive(target: string): boolean {
  const targets = activeTargets(useConsoleRouter());
  const subscribe = useCallback((onChange: () => void) => targets.subscribe(target, onChange), [targets, target]);
  return useSyncExternalStore(subscribe, () => targets.isActive(target));
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
  const active = useRouteActive(to);
  const under = useRouteActive(currentUnder ?? to);
  const follow = (event: MouseEvent<HTMLAnchorElement>): void => {
    onClick?.(event);
    if (!followsInConsole(event)) return;
    event.preventDefault();
    void router.navigate(to, { replace: replacesEntry(router.state.location, to) });
  };
  const classes = [className, active || under ? 'active' : null].filter(Boolean).join(' ');
  return <a {...rest} href={to} className={classes || undefined} aria-current={active ? 'page' : undefined} onClick={follow} />;
}
