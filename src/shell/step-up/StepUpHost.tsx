/**
 * The shell's step-up host (docs/step-up.md): loaded just after the shell shows, it runs the one
 * step-up runtime of the signed-in scope's life (a child of the scope), takes the console start's asks
 * (calls answered 401 with code 1210, framed pages' `reauth-required`) from the broker, and renders the
 * dialog while one is open. When the scope stops (log off, another account), whoever waits is answered
 * `cancelled`.
 */
import { useEffect, useState, useSyncExternalStore, type ComponentProps, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../components/services/services-context';
import { browserFreshImport, freshImport } from '../../engine/reachability/fresh-import';
import { routeOfPath } from '../../engine/step-up/page-of-path';
import { createStepUpRuntime } from '../../engine/step-up/step-up-runtime';
import { useScopeChild } from '../session/scope-context';
import type { StepUpDialog as LoadedDialog } from './StepUpDialog';

type Dialog = ComponentType<ComponentProps<typeof LoadedDialog>>;

/**
 * The dialog and its form controls, loaded when a step-up is first asked, not with the shell: most
 * sessions never see one. A load that failed (the network gone, or a newer build has replaced this
 * one) is tried again at the next ask, under a fresh url where the browser keeps the failure
 * (engine/reachability/fresh-import.ts).
 */
const loadDialog: () => Promise<Dialog> = freshImport(
  () => import('./StepUpDialog'),
  (module) => module.StepUpDialog,
  browserFreshImport(),
);

export function StepUpHost({ account }: { account: string }) {
  const { t } = useTranslation();
  const { api, tabs, signals, stepUp, routeTable } = useServices();
  // One runtime for the signed-in scope's life, attached to the start's broker as it is made: the
  // shell's remounts keep an ask that waits, and the scope's stop (log off, another account) answers
  // whoever waits `cancelled`.
  const runtime = useScopeChild('step-up', () => {
    const made = createStepUpRuntime({ api, tabs, signals, currentPage: () => window.location.pathname.replace(/^\/+/, '') });
    const detach = stepUp.attach({ prove: made.callAsked, pageAsked: made.pageAsked });
    return Object.assign(made, {
      stop: () => {
        detach();
        made.dispose();
      },
    });
  });
  const state = useSyncExternalStore(runtime.subscribe, runtime.getState);
  const [Dialog, setDialog] = useState<Dialog | null>(null);
  const asking = state.status !== 'idle';
  const askingRuntime = asking ? runtime : null;
  useEffect(() => {
    if (askingRuntime === null || Dialog !== null) return undefined;
    let live = true;
    loadDialog().then(
      (loaded) => {
        if (live) setDialog(() => loaded);
      },
      // No dialog to ask in: the ask is answered `cancelled` at once, as when the host's own code
      // cannot load (Layout.tsx), rather than left waiting; its screen says so.
      () => {
        if (live) askingRuntime.dispatch({ type: 'cancel' });
      },
    );
    return () => {
      live = false;
    };
  }, [askingRuntime, Dialog]);
  if (!asking || Dialog === null) return null;
  const pageName = (page: string): string => {
    const entry = routeOfPath(routeTable.all, page);
    return entry === null ? t('app.name') : t(entry.label);
  };
  return <Dialog state={state} runtime={runtime} account={account} pageName={pageName} />;
}
