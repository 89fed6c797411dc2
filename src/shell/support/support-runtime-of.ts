/**
 * The support session's runtime of the signed-in scope on screen: made on the first ask, adopted by
 * the scope (stopped with it), and found again by every later render. The browser's clocks, timers
 * and page visibility are handed to it here; the runtime decides.
 */
import { leaveFor } from '../../engine/leaving/leave-page';
import type { SignedInScope } from '../../engine/scope/signed-in-scope';
import type { ConsoleServices } from '../../engine/services/console-services';
import { supportModeOfStart } from '../../engine/support/support-mode';
import { createSupportRuntime, type SupportRuntime } from '../../engine/support/support-runtime';
import type { Previous } from '../../generated/types/session-info';

/** The start's one support runtime, for the account it was made for. */
const holder = (): { runtime: SupportRuntime | null; account: string | null } => ({ runtime: null, account: null });

function onVisible(seen: () => void): () => void {
  const visible = (): void => {
    if (document.visibilityState === 'visible') seen();
  };
  document.addEventListener('visibilitychange', visible);
  window.addEventListener('pageshow', seen);
  return () => {
    document.removeEventListener('visibilitychange', visible);
    window.removeEventListener('pageshow', seen);
  };
}

export function supportRuntimeOf(
  services: ConsoleServices,
  scope: SignedInScope | null,
  accountId: string,
  account: string,
  previous: Previous,
): SupportRuntime {
  const held = services.startState(holder);
  if (held.runtime !== null && held.account === accountId) return held.runtime;
  const runtime = createSupportRuntime({ id: accountId, name: account }, previous, {
    api: services.api,
    tabs: services.tabs,
    expiry: services.expiry,
    signals: services.signals,
    leaving: services.leaving,
    now: () => ({ mono: performance.now(), wall: Date.now() }),
    every: (ms, tick) => {
      const timer = window.setInterval(tick, ms);
      return () => window.clearInterval(timer);
    },
    onVisible,
    leave: (url) => leaveFor(url),
    mode: services.startState(supportModeOfStart),
    hearing: scope?.supportEnd ?? null,
  });
  held.runtime = runtime;
  held.account = accountId;
  // A child of the signed-in scope: stopped with it (a log off, another account).
  scope?.adopt('support-session', () => {
    runtime.stop();
    if (held.runtime === runtime) held.runtime = null;
  });
  return runtime;
}
