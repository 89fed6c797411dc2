/**
 * The warning some minutes before the idle limit, in every tab at once: "Stay logged on" asks the
 * server once (so the UI-server's own session is used, and a session already gone is found now),
 * then tells every tab, whose warnings close. Loaded only where the deployer set an idle limit.
 */
import { Dialog } from '@primer/react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../components/services/services-context';
import { fetchPresent } from '../../engine/api/account';
import type { IdleLimit } from '../../engine/session/idle-clock';
import { createIdleWatch, type IdleWatch, type IdleWatchDeps } from '../../engine/session/idle-runtime';
import { useScopeChild } from './scope-context';

/** The whole minutes left until `endsAt`, at least 1 while any time is left. */
function minutesLeft(endsAt: number): number {
  return Math.max(1, Math.ceil((endsAt - Date.now()) / 60_000));
}

function Warning({ watch }: { watch: IdleWatch }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const [busy, setBusy] = useState(false);
  const [, tick] = useState(0);
  useEffect(() => {
    const every = setInterval(() => tick((value) => value + 1), 15_000);
    return () => clearInterval(every);
  }, []);

  const stay = async (): Promise<void> => {
    setBusy(true);
    const present = await fetchPresent(api);
    setBusy(false);
    // A 401 has already covered the tab (the client's rule); only a live session is kept.
    if (present.ok) watch.stay();
  };

  return (
    <Dialog
      role="alertdialog"
      title={t('session.idleTitle')}
      onClose={() => void stay()}
      footerButtons={[{ content: t('session.idleStay'), buttonType: 'primary', onClick: () => void stay(), loading: busy }]}
    >
      <p data-testid="idle-warning">{t('session.idleText', { count: minutesLeft(watch.endsAt()) })}</p>
    </Dialog>
  );
}

/** The idle watch started, as a child of the signed-in scope: its stop is the watch's. */
function startedIdleWatch(limit: IdleLimit, deps: IdleWatchDeps): IdleWatch & { readonly stop: () => void } {
  const watch = createIdleWatch(limit, deps);
  return { ...watch, stop: watch.start() };
}

export function IdleWarning({ limit, since }: { limit: IdleLimit; since: number }) {
  const { tabs } = useServices();
  // The watch lives as long as the signed-in scope, not this part: the shell's remounts (the entry
  // page, its error page) neither restart the idle time nor leave a second clock running.
  const watch = useScopeChild('idle', (scope) => startedIdleWatch(limit, { guard: scope.guard, tabs, since }));
  const phase = useSyncExternalStore(watch.subscribe, watch.phase);
  return phase === 'warning' ? <Warning watch={watch} /> : null;
}
