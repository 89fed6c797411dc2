/**
 * Nothing typed in a legacy page is lost without asking (docs/frame-workspace.md, "Unsaved input").
 * The workspace machine's gate keeps pages with input through every way a page can go; this renders
 * its questions (the keep-alive would have to close a page; a link or url would replace one) and is
 * the rest: the console's leave guard (log off, release, the reloads), and the browser's own prompt
 * when the tab is closed or reloaded. Each reads the frames afresh as it asks.
 */
import { Suspense, useCallback, useEffect, useState, useSyncExternalStore, type ComponentProps } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../components/lazy-part/lazy-part';
import { useServices } from '../../components/services/services-context';
import { consoleUrlFor } from '../../engine/frames/frame-location';
import { heldSlots, type Slot } from '../../engine/frames/workspace-machine';
import type { WorkspaceRuntime } from '../../engine/frames/workspace-runtime';
import type { ConsoleRouter } from '../parts/console-router';
import { loadDialogs } from './frame-parts';
import type { HeldPage } from './leave-question';
import type { LeaveDialog as LeaveDialogView } from './UnsavedInputDialog';

type DialogsModule = Awaited<ReturnType<typeof loadDialogs>>;

/** The dialogs, loaded when first asked, or once the shell is idle (the workspace runtime). */
const KeepPageDialog = lazyPart(
  'keep-page-dialog',
  () => loadDialogs(),
  (module) => module.KeepPageDialog,
  { inPlace: false },
);
const ReplacePageDialog = lazyPart(
  'replace-page-dialog',
  () => loadDialogs(),
  (module) => module.ReplacePageDialog,
  {
    inPlace: false,
  },
);
const LeaveDialog = lazyPart<DialogsModule, ComponentProps<typeof LeaveDialogView> & { readonly onUnavailable: () => void }>(
  'leave-dialog',
  () => loadDialogs(),
  (module) => module.LeaveDialog,
  // A question that cannot be shown must not hold the leave for ever (Log off, and the notice's own
  // Reload, would do nothing): the browser's own prompt asks instead.
  { inPlace: false, onFailed: (props) => props.onUnavailable() },
);

interface LeaveQuestion {
  readonly pages: readonly HeldPage[];
  readonly answer: (leave: boolean) => void;
  /**
   * The question's code could not be loaded: the console leaves with no page let go, so the frames
   * holding input stay, and the browser's own prompt (below) asks before anything is lost.
   */
  readonly unavailable: () => void;
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
  // Only the pages asked about render this again, not every switch.
  const asking = useSyncExternalStore(store.subscribe, () => store.getState().asking);
  const replacing = useSyncExternalStore(store.subscribe, () => store.getState().replacing);
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

  // The console's leaves ask here first, on the frames as they are now (a `read` takes a fresh reading).
  // The pages the user agreed to let go are the consent the gate needs to drop them; a page that came
  // to hold input after the question stays, and the browser's own prompt asks for it.
  useEffect(() => {
    let agreed: readonly number[] = [];
    return leaving.keep({
      ask: async () => {
        store.dispatch({ type: 'read' });
        const state = store.getState();
        // A support session that ended: the text typed is read (the workspace's reading), for the dialog's Copy.
        const copying = leaving.act() === 'support-ended';
        const pages = heldSlots(state).map((slot) => ({
          ...named(slot),
          onScreen: slot.id === state.onScreen,
          ...(copying ? { typed: runtime.typedText(slot.id) } : {}),
        }));
        agreed = [];
        if (pages.length === 0) return true;
        return new Promise<boolean>((resolve) =>
          setQuestion({
            pages,
            answer: (leave) => {
              setQuestion(null);
              if (leave) agreed = pages.map((page) => page.slot);
              resolve(leave);
            },
            unavailable: () => {
              setQuestion(null);
              agreed = [];
              resolve(true);
            },
          }),
        );
      },
      // The frames go at once, before the console's page is left: their own beforeunload would
      // otherwise ask a second time.
      letGo: () => flushSync(() => store.dispatch({ type: 'let-go', consent: agreed })),
    });
  }, [leaving, store, named, runtime]);

  // Closing or reloading the tab: the browser's own prompt, whenever a page holds input now.
  useEffect(() => {
    const ask = (event: BeforeUnloadEvent): void => {
      store.dispatch({ type: 'read' });
      if (heldSlots(store.getState()).length === 0) return;
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [store]);

  const asked = asking === null ? undefined : store.getState().slots.find((slot) => slot.id === asking);
  const replaced = replacing === null ? undefined : store.getState().slots.find((slot) => slot.id === replacing.slot);
  return (
    <Suspense fallback={null}>
      {asked ? (
        <KeepPageDialog
          page={named(asked)}
          onGo={() => goTo(asked.id)}
          onDiscard={() => store.dispatch({ type: 'discard', slot: asked.id })}
        />
      ) : null}
      {replaced ? (
        <ReplacePageDialog
          page={named(replaced)}
          onKeep={() => store.dispatch({ type: 'keep', slot: replaced.id })}
          onDiscard={() => store.dispatch({ type: 'discard', slot: replaced.id })}
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
          onUnavailable={question.unavailable}
        />
      ) : null}
    </Suspense>
  );
}
