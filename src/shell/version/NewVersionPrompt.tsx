import { SyncIcon } from '@primer/octicons-react';
import { Button } from '@primer/react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../components/services/services-context';
import { leaveWhenAgreed } from '../../engine/leaving/leave-guard';
import { versionWatchOfStart } from '../../engine/version/version-runtime';
import styles from './NewVersionPrompt.module.css';

/**
 * "A new version of the console is available", with Reload, once the tab's version watch knows of
 * one (engine/version/version-runtime.ts). Rendering it makes the console start's watch, so the
 * signed-in shell renders it at once (Layout.tsx): the watch must be in memory before the
 * deployment that removes its file.
 * Reloading keeps the url and the session (a cookie). The live region is there from the start, so
 * the prompt is announced when it appears; it takes no focus from the user's work.
 */
export function NewVersionPrompt() {
  const { t } = useTranslation();
  const { leaving, startState } = useServices();
  // A legacy page holding unsaved input is asked about first.
  const reload = () => void leaveWhenAgreed(leaving, () => window.location.reload());
  const watch = startState(versionWatchOfStart);
  const newVersion = useSyncExternalStore(watch.subscribe, watch.newVersion);
  return (
    <div role="status" className={styles.live} data-testid="new-version-live">
      {newVersion === null ? null : (
        <section className={styles.prompt} aria-label={t('newVersion.label')} data-testid="new-version-prompt">
          <SyncIcon size={16} />
          <p className={styles.text}>{t('newVersion.available')}</p>
          <Button size="small" variant="primary" onClick={reload}>
            {t('newVersion.reload')}
          </Button>
        </section>
      )}
    </div>
  );
}
