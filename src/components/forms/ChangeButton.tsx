/**
 * A native screen's action that changes state. In a read-only support session it is disabled, and
 * says why and how to raise it, beside it (and to a screen reader, as its description): the server
 * would refuse it with 403 code 1220 (docs/support-sessions.md). Every screen's such action is this
 * one component over the start's one fact of the mode (engine/support/support-mode.ts).
 */
import { Button, type ButtonProps } from '@primer/react';
import { useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { changesWaitForRaise, supportModeOfStart } from '../../engine/support/support-mode';
import { useServices } from '../services/services-context';
import { useSession } from '../services/use-session';
import styles from './ChangeButton.module.css';

export function ChangeButton(props: ButtonProps) {
  const { t } = useTranslation();
  const store = useServices().startState(supportModeOfStart);
  const mode = useSyncExternalStore(store.subscribe, store.get);
  const previous = useSession()?.previous;
  const reason = useId();
  if (!changesWaitForRaise(previous, mode)) return <Button {...props} />;
  return (
    <span className={styles.held}>
      <Button {...props} disabled loading={false} aria-describedby={reason} data-read-only="true" />
      <span id={reason} className={styles.reason} data-testid="read-only-reason">
        {t('supportSession.readOnlyAction')}
      </span>
    </span>
  );
}
