/**
 * Nothing typed in a legacy page is lost without asking (docs/frame-workspace.md, "Unsaved input").
 * The workspace machine keeps pages with input through the keep-alive and theme or language changes;
 * this is the rest: the question when the keep-alive would have to close one, the console's leave
 * guard (log off, release, the reloads), and the browser's own prompt when the tab is closed or
 * reloaded.
 */
import { lazy, Suspense, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../components/services/services-context';
import { consoleUrlFor } from '../../engine/frames/frame-location';
import { holdsInput, type Slot, type WorkspaceState } from '../../engine/frames/workspace-machine';
import type { ConsoleRouter } from './console-router';
import { loadWatchInput } from './FrameSlot';
import type { HeldPage } from './UnsavedInputDialog';
import type { WorkspaceRuntime } from './workspace-runtime';

/** The dialogs, loaded when first asked, or once the shell is idle (FrameWorkspace). */
export const loadDialogs = () => import('./UnsavedInputDialog');
const KeepPageDialog = lazy(async () => ({ default: (await loadDialogs()).KeepPageDialog }));
const LeaveDialog = lazy(async () => ({ default: (await loadDialogs()).LeaveDialog }));

/** The pages holding input, least recently shown first. */
function heldSlots(state: WorkspaceState): Slot[] {
  return state.recent.flatMap((id) => state.slots.filter((slot) => slot.id === id && holdsInput(slot)));
}

interface LeaveQuestion {
  readonly pages: readonly HeldPage[];
  readonly answer: (leave: boolean) => void;
}

export function UnsavedInputGuard({
  runtime,
  labels,
  router,
}: {
  runtime: WorkspaceRuntime;
  labels: ReadonlyMap<string, string>;
  router: ConsoleRouter;
}) {
  const { t } = useTranslation();
  const { leaving } = useServices();
  const { store } = runtime;
  // Only the page asked about renders this again, not every switch.
  const asking = useSyncExternalStore(store.subscribe, () => store.getState().asking);
  const [question, setQuestion] = useState<LeaveQuestion | null>(null);

  const named = useCallback(
    (slot: Slot): HeldPage => ({ slot: slot.id, name: t(labels.get(slot.route.path) ?? slot.route.path) }),
    [t, labels],
  );
  /** Shows the page (and its own url) in the console. */
  const goTo = useCallback(
    (id: number) => {
      const slot = store.getState().slots.find((kept) => kept.id === id);
      if (!slot) return;
      void router.navigate(consoleUrlFor(slot.url, store.getState().routes, slot.route) ?? `/${slot.route.path}`);
    },
    [store, router],
  );

  // The console's leaves ask here first. The pages are read once more, right now: the last reading
  // may be a moment old.
  useEffect(
    () =>
      leaving.keep({
        ask: async () => {
          const { holdsUnsavedInput } = await loadWatchInput();
          runtime.readInput(holdsUnsavedInput);
          const state = store.getState();
          const pages = heldSlots(state).map((slot) => ({ ...named(slot), onScreen: slot.id === state.onScreen }));
          if (pages.length === 0) return true;
          return new Promise<boolean>((resolve) =>
            setQuestion({
              pages,
              answer: (leave) => {
                setQuestion(null);
                resolve(leave);
              },
            }),
          );
        },
        // The frames go at once, before the console's page is left: their own beforeunload would
        // otherwise ask a second time.
        letGo: () => flushSync(() => store.dispatch({ type: 'drop-all', reason: 'sign-out' })),
      }),
    [leaving, runtime, store, named],
  );

  // Closing or reloading the tab: the browser's own prompt, whenever a page holds input.
  useEffect(() => {
    const ask = (event: BeforeUnloadEvent): void => {
      if (heldSlots(store.getState()).length === 0) return;
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [store]);

  const asked = asking === null ? undefined : store.getState().slots.find((slot) => slot.id === asking);
  return (
    <Suspense fallback={null}>
      {asked ? (
        <KeepPageDialog
          page={named(asked)}
          onGo={() => goTo(asked.id)}
          onDiscard={() => store.dispatch({ type: 'discard', slot: asked.id })}
        />
      ) : null}
      {question ? (
        <LeaveDialog
          pages={question.pages}
          onGo={(page) => {
            question.answer(false);
            goTo(page.slot);
          }}
          onStay={() => question.answer(false)}
          onDiscard={() => question.answer(true)}
        />
      ) : null}
    </Suspense>
  );
}
