/**
 * The shell's step-up host (docs/step-up.md): loaded just after the shell shows, it runs the one
 * step-up runtime of the shell's life, takes the console start's asks (calls answered 401 with code
 * 1210, framed pages' `reauth-required`) from the broker, and renders the dialog while one is open.
 * When the shell goes (log off, another account), whoever waits is answered `cancelled`.
 */
import { useEffect, useState, type ComponentProps, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../components/services/services-context';
import { loadAgainAfterFailure } from '../../engine/loading/load-again';
import { routeOfPath } from '../../engine/step-up/page-of-path';
import type { StepUpState } from '../../engine/step-up/step-up-machine';
import { createStepUpRuntime, type StepUpRuntime } from '../../engine/step-up/step-up-runtime';
import type { StepUpDialog as LoadedDialog } from './StepUpDialog';

type Dialog = ComponentType<ComponentProps<typeof LoadedDialog>>;

/**
 * The dialog and its form controls, loaded when a step-up is first asked, not with the shell: most
 * sessions never see one. A load that failed (the network gone, or a newer build has replaced this
 * one) is tried again at the next ask, at a fresh URL: the browser keeps a failed module fetch for
 * the page's life (load-again.ts).
 */
const loadDialog = loadAgainAfterFailure<Dialog>({
  load: () => import('./StepUpDialog').then((module) => module.StepUpDialog),
  loadAt: (url) => import(/* @vite-ignore */ url).then((module: { StepUpDialog: Dialog }) => module.StepUpDialog),
  origin: window.location.origin,
});

export function StepUpHost({ account }: { account: string }) {
  const { t } = useTranslation();
  const { api, tabs, signals, stepUp, routeTable } = useServices();
  // Made by the effect that ends it: a runtime stops with its host, and a mount after an unmount
  // (React's StrictMode does one) makes one of its own. Its state reaches the render as it changes
  // (idle until the first ask).
  const [shown, setShown] = useState<{ runtime: StepUpRuntime; state: StepUpState } | null>(null);
  useEffect(() => {
    const runtime = createStepUpRuntime({ api, tabs, signals, currentPage: () => window.location.pathname.replace(/^\/+/, '') });
    const stopShowing = runtime.subscribe(() => setShown({ runtime, state: runtime.getState() }));
    const detach = stepUp.attach({ prove: runtime.callAsked, pageAsked: runtime.pageAsked });
    return () => {
      stopShowing();
      detach();
      runtime.dispose();
    };
  }, [api, tabs, signals, stepUp]);
  const [Dialog, setDialog] = useState<Dialog | null>(null);
  const asking = shown !== null && shown.state.status !== 'idle';
  const askingRuntime = asking ? shown.runtime : null;
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
  if (shown === null || shown.state.status === 'idle' || Dialog === null) return null;
  const { runtime, state } = shown;
  const pageName = (page: string): string => {
    const entry = routeOfPath(routeTable.all, page);
    return entry === null ? t('app.name') : t(entry.label);
  };
  return <Dialog state={state} runtime={runtime} account={account} pageName={pageName} />;
}
