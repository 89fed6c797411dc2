import { Button } from '@primer/react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertArea } from '../../components/AlertArea';
import { lazyPart } from '../../components/lazy-part/lazy-part';
import { useServices } from '../../components/services/services-context';
import { useSession } from '../../components/services/use-session';
import { opensNamedRoute } from '../../engine/access/named-route-access';
import { useRouteAccess } from '../access/use-route-access';
import { releaseAssumedAccount, type ReleaseOutcome } from '../assume-as/release-assumed';
import { useMenuAnchor } from '../parts/use-menu-anchor';
import { useSignedInScope } from '../session/scope-context';
import { useLogOff } from '../session/use-log-off';
import { accountMenuItems } from './account-menu-items';
import { AccountAvatar } from './AccountAvatar';
import styles from './AccountMenu.module.css';

// The menu's list loads apart from the shell (see use-menu-anchor.ts); the dialogs (and Primer's
// Dialog, Select and radio group) load when one first opens.
const loadList = () => import('./AccountMenuList');
const AccountMenuList = lazyPart(
  'account-menu-list',
  () => loadList(),
  (module) => module.AccountMenuList,
  // An overlay has no place of its own until it shows: its failure is the notice at the foot, and
  // the menu closes (it opens when next asked, the list loaded by then or failing again).
  { inPlace: false, onFailed: (props) => props.onOpenChange(false) },
);
const LanguageDialog = lazyPart(
  'language-dialog',
  () => import('./LanguageDialog'),
  (module) => module.LanguageDialog,
  {
    inPlace: false,
  },
);
const ShellDialog = lazyPart(
  'shell-dialog',
  () => import('../parts/ShellDialog'),
  (module) => module.ShellDialog,
  { inPlace: false },
);

/** The account menu of the top bar; which items an account gets is decided in account-menu-items.ts. */
export function AccountMenu() {
  const { t } = useTranslation();
  const { anchorRef, anchorProps, open, opened, openings, onOpenChange } = useMenuAnchor(loadList);
  const services = useServices();
  const { routeTable, api, leaving } = services;
  const scope = useSignedInScope();
  const logOff = useLogOff();
  const session = useSession();
  const access = useRouteAccess();
  const [dialog, setDialog] = useState<'language' | 'release-failed' | null>(null);
  // Each ask mounts the dialog anew (its key): one whose code failed to load tries again when asked.
  const [asks, setAsks] = useState(0);
  const ask = (which: 'language' | 'release-failed'): void => {
    setAsks((count) => count + 1);
    setDialog(which);
  };
  const [releaseError, setReleaseError] = useState('');
  if (!session || !access) return null;
  const name = session.account.name || session.account.email;
  const previous = session.previous?.assumeas_name;
  const items = accountMenuItems(session, (route) => opensNamedRoute(routeTable, access, route));

  const release = async (): Promise<void> => {
    // A support session ends in every tab, through its runtime; a plain assume-as as before.
    const outcome =
      session.previous?.expires_at !== undefined
        ? await import('../support/release-support').then(
            (module) => module.releaseSupportSession(services, scope, session, t),
            (): ReleaseOutcome => ({ kind: 'failed', failure: t('parts.loadFailed') }),
          )
        : await releaseAssumedAccount(api, t, leaving);
    if (outcome.kind !== 'failed') return;
    setReleaseError(outcome.failure);
    ask('release-failed');
  };

  const label = previous ? t('accountMenu.labelAssuming', { name, previous }) : t('accountMenu.label', { name });

  return (
    <>
      <Button
        ref={anchorRef}
        {...anchorProps}
        variant="invisible"
        aria-label={label}
        data-testid="account-menu-button"
        data-assuming={previous !== undefined}
      >
        <span className={styles.identity}>
          <AccountAvatar name={name} assumedBy={previous} />
          <span className={styles.name}>{name}</span>
        </span>
      </Button>
      <Suspense fallback={null}>
        {opened ? (
          <AccountMenuList
            key={openings}
            anchorRef={anchorRef}
            anchorId={anchorProps.id}
            open={open}
            onOpenChange={onOpenChange}
            items={items}
            previous={previous}
            onLanguage={() => ask('language')}
            onRelease={() => void release()}
            onLogOff={logOff}
          />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {dialog === 'language' ? <LanguageDialog key={asks} onClose={() => setDialog(null)} /> : null}
        {dialog === 'release-failed' ? (
          <ShellDialog
            key={asks}
            title={t('accountMenu.releaseFailedTitle')}
            width="medium"
            onClose={() => setDialog(null)}
            testId="release-failed-dialog"
            footerButtons={[{ content: t('accountMenu.close'), onClick: () => setDialog(null) }]}
          >
            <AlertArea variant="danger">{releaseError}</AlertArea>
          </ShellDialog>
        ) : null}
      </Suspense>
    </>
  );
}
