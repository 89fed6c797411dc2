/**
 * The shell's step-up host (docs/step-up.md): loaded just after the shell shows, it runs the one
 * step-up runtime of the shell's life, takes the console start's asks (calls answered 401 with code
 * 1210, framed pages' `reauth-required`) from the broker, and renders the dialog while one is open.
 * When the shell goes (log off, another account), whoever waits is answered `cancelled`.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../components/services/services-context';
import { routeOfPath } from '../../engine/step-up/page-of-path';
import { IDLE, type StepUpState } from '../../engine/step-up/step-up-machine';
import { createStepUpRuntime, type StepUpRuntime } from '../../engine/step-up/step-up-runtime';
import { StepUpDialog } from './StepUpDialog';

const noSubscription = (): (() => void) => () => undefined;
const idle = (): StepUpState => IDLE;

export function StepUpHost({ account }: { account: string }) {
  const { t } = useTranslation();
  const { api, tabs, signals, stepUp, routeTable } = useServices();
  // Made by the effect that ends it: a runtime stops with its host, and a mount after an unmount
  // (React's StrictMode does one) gets one of its own.
  const [runtime, setRuntime] = useState<StepUpRuntime | null>(null);
  useEffect(() => {
    const made = createStepUpRuntime({ api, tabs, signals, currentPage: () => window.location.pathname.replace(/^\/+/, '') });
    const detach = stepUp.attach({ prove: made.callAsked, pageAsked: made.pageAsked });
    // The runtime is the effect's own resource (its listeners end with it), handed to the render once made.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRuntime(made);
    return () => {
      detach();
      made.dispose();
    };
  }, [api, tabs, signals, stepUp]);
  const state = useSyncExternalStore(runtime?.subscribe ?? noSubscription, runtime?.getState ?? idle);
  if (runtime === null || state.status === 'idle') return null;
  const pageName = (page: string): string => {
    const entry = routeOfPath(routeTable.all, page);
    return entry === null ? t('app.name') : t(entry.label);
  };
  return <StepUpDialog state={state} runtime={runtime} account={account} pageName={pageName} />;
}
