import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertArea } from '../../components/AlertArea';
import type { LoginReason } from '../../engine/leaving/login-reason';
import type { LoadServices } from '../../engine/services/console-services';
import type { MessageRef } from '../../engine/validation/message-ref';
import { REASON_TEXTS } from './reason-texts';
import styles from './LoginPage.module.css';

// After a log off in another tab, the wait for a sign-in.
const SignInWait = lazy(() => import('./SignInWait'));

export interface LoginAlertsProps {
  readonly loadServices: LoadServices;
  readonly returnTarget: () => string | null;
  /** The sign-in's failure, if it failed. */
  readonly failure: MessageRef | null;
  /** Why the console sent the user here, when it did. */
  readonly reason: LoginReason | null;
  /** Login blocked by a product upgrade (a migration in progress, or the query's errorcode). */
  readonly upgradeBlocked: boolean;
}

/** What the login page says above its form: the failure, the reason it was opened for, a blocked login. */
export function LoginAlerts({ loadServices, returnTarget, failure, reason, upgradeBlocked }: LoginAlertsProps) {
  const { t } = useTranslation();
  if (!failure && !upgradeBlocked && reason === null) return null;
  return (
    <div className={styles.alerts}>
      {failure ? <AlertArea testId="login-failure">{t(failure.key, failure.values)}</AlertArea> : null}
      {/* A failed sign-in's message takes the reason's place; the wait goes on. */}
      {reason !== null && !failure ? (
        <AlertArea variant="warning" testId={`login-${reason}`}>
          {t(REASON_TEXTS[reason])}
        </AlertArea>
      ) : null}
      {reason === 'logged-off-elsewhere' ? (
        <Suspense fallback={null}>
          <SignInWait loadServices={loadServices} returnTarget={returnTarget} />
        </Suspense>
      ) : null}
      {upgradeBlocked ? (
        <AlertArea variant="warning" testId="login-upgrade-blocked">
          {t('login.upgradeBlocked')}
        </AlertArea>
      ) : null}
    </div>
  );
}
