import { SyncIcon } from '@primer/octicons-react';
import { Button } from '@primer/react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../components/services/services-context';
import { leaveWhenAgreed } from '../../engine/leaving/leave-guard';
import { VERSION_WATCH, watchThisPage } from '../../engine/version/version-runtime';
import { useScopeChild } from '../session/scope-context';
import styles from './NewVersionPrompt.module.css';

/**
 * "A new version of the console is available", with Reload, once the tab's version watch knows of
 * one (engine/version/version-runtime.ts). The watch is the signed-in scope's child: rendering this
 * starts it if nothing has yet, so the signed-in shell renders it right after it shows (Layout.tsx):
 * the watch must be in memory before the deployment that removes its file. The scope stops it; this
 * only subscribes and renders.
 * Reloading keeps the url and the session (a cookie). The live region is there from the start, so
 * the prompt is announced when it appears; it takes no focus from the user's work.
 */
export function NewVersionPrompt() {
  const { t } = useTranslation();
  const { leaving } = useServices();
  // A legacy page holding unsaved input is asked about first.
  const reload = () => void leaveWhenAgreed(leaving, () => window.location.reload());
  const watch = useScopeChild(VERSION_WATCH, watchThisPage);
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
