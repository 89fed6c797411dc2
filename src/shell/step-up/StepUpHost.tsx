/**
 * The shell's step-up host (docs/step-up.md): loaded just after the shell shows, it runs the one
 * step-up runtime of the shell's life, takes the console start's asks (calls answered 401 with code
 * 1210, framed pages' `reauth-required`) from the broker, and renders the dialog while one is open.
 * When the shell goes (log off, another account), whoever waits is answered `cancelled`.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../components/services/services-context';
import { routeOfPath } from '../../engine/step-up/page-of-path';
import type { StepUpState } from '../../engine/step-up/step-up-machine';
import { createStepUpRuntime, type StepUpRuntime } from '../../engine/step-up/step-up-runtime';
import { StepUpDialog } from './StepUpDialog';

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
  if (shown === null || shown.state.status === 'idle') return null;
  const { runtime, state } = shown;
  const pageName = (page: string): string => {
    const entry = routeOfPath(routeTable.all, page);
    return entry === null ? t('app.name') : t(entry.label);
  };
  return <StepUpDialog state={state} runtime={runtime} account={account} pageName={pageName} />;
}
