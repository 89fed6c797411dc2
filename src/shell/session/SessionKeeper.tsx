/**
 * Keeps a signed-in console's work when its session expires. While the shell is on screen, a lost
 * session (an API 401, a framed page sent to sign in, another tab saying so, the idle limit) no
 * longer sends the window to the login page: the shell stays mounted, inert and hidden from
 * assistive technology, under an opaque cover with the sign-in form. Signed in again as the same
 * account, the cover goes and the work is where it was; as another account, the tab reloads into it.
 * Every decision is the expiry machine's (engine/session/expiry-machine.ts); this wires it to the page.
 */
import { Suspense, useEffect, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { lazyPart } from '../../components/lazy-part/lazy-part';
import { useServices } from '../../components/services/services-context';
import { consoleConfigOfStart } from '../../engine/guide/console-config';
import { signedInScopesOf } from '../../engine/scope/signed-in-scope';
import { idleLimitFrom } from '../../engine/session/idle-clock';
import type { AccountRef } from '../../generated/types/tab-message';
import { ScopeContext, useSessionGuard } from './scope-context';
import styles from './SessionKeeper.module.css';

/**
 * What the cover shows: the dialog with the sign-in form, for the account the tab shows (its name
 * unknown here: the form knows what the account signed in with). The app hands it over (the shell
 * imports no screen), loaded the first time a tab is covered; until then the cover is blank.
 */
export type ReSignInComponent = ComponentType<{ account: AccountRef; onSignedIn: (account: AccountRef) => void }>;

/** The dialog's form, and what loads its code ahead of need. */
export interface ReSignInDialog {
  readonly Form: ReSignInComponent;
  readonly preload: () => void;
}

/**
 * How long after the shell starts the dialog's code is fetched: late enough to leave the first
 * page's loading alone, and so that the first expiry does not wait for it behind a blank cover.
 */
const PRELOAD_AFTER_MS = 5_000;

/** The idle warning and its clock load only where the deployer set an idle limit. */
const IdleWarning = lazyPart(
  'idle-warning',
  () => import('./IdleWarning'),
  (module) => module.IdleWarning,
  { inPlace: false },
);

function useIdleLimit() {
  const [limit, setLimit] = useState<ReturnType<typeof idleLimitFrom>>(null);
  const consoleConfig = useServices().startState(consoleConfigOfStart);
  useEffect(() => {
    let live = true;
    void consoleConfig().then((config) => {
      if (live) setLimit(idleLimitFrom(config.session));
    });
    return () => {
      live = false;
    };
  }, [consoleConfig]);
  return limit;
}

/**
 * The page's outlet, mounted afresh when the tab resumes after an API call met the expired session:
 * the native screen whose call failed loads again. Framed pages are the workspace's own business.
 */
export function ResumableOutlet() {
  const guard = useSessionGuard();
  const [round, setRound] = useState(0);
  useEffect(
    () =>
      guard?.onResume(({ nativeAgain }) => {
        if (nativeAgain) setRound((value) => value + 1);
      }),
    [guard],
  );
  return <Outlet key={round} />;
}

export function SessionKeeper({
  accountId,
  className,
  reSignIn,
  children,
}: {
  accountId: string;
  /** The shell's own class: the element made inert is the shell itself. */
  className: string | undefined;
  reSignIn: ReSignInDialog;
  children: ReactNode;
}) {
  // The scope outlives this component: the shell may go (the entry page, its error page) and come back.
  const scope = useServices().startState(signedInScopesOf).scopeFor({ id: accountId, name: '' });
  const { guard } = scope;
  const state = useSyncExternalStore(guard.subscribe, guard.getState);
  const limit = useIdleLimit();
  // The idle time counts from the shell's start, not from when the idle clock has loaded.
  const [since] = useState(() => Date.now());

  useEffect(() => {
    const timer = setTimeout(reSignIn.preload, PRELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, [reSignIn]);

  const covered = state.phase !== 'open';
  return (
    <ScopeContext value={scope}>
      <div className={className} inert={covered} aria-hidden={covered || undefined}>
        {children}
      </div>
      {covered ? (
        <div className={styles.cover} data-testid="session-cover">
          {state.phase === 'covered' ? (
            <Suspense fallback={null}>
              <reSignIn.Form account={state.account} onSignedIn={(account) => guard.dispatch({ type: 'signed-in-here', account })} />
            </Suspense>
          ) : null}
        </div>
      ) : null}
      {limit !== null ? (
        <Suspense fallback={null}>
          <IdleWarning limit={limit} since={since} />
        </Suspense>
      ) : null}
    </ScopeContext>
  );
}
