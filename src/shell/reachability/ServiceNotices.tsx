import type { StartReads } from '../../engine/notifications/notices-again';
import { LoadFailureNotices } from './LoadFailureNotices';
import { MaintenanceBanner } from './MaintenanceBanner';
import { ReadsAgain } from './ReadsAgain';
import { UnreachableNotice } from './UnreachableNotice';
import styles from './ServiceNotices.module.css';

/**
 * What the shell says about the service itself: a maintenance window the deployer announced, the
 * service that cannot be reached, and the parts of the console's code that could not be loaded
 * (docs/reachability.md); and the start-up reads asked again (ReadsAgain). They lie over the foot of
 * the window, out of the page's flow, so nothing on screen moves when one appears or goes (a layout
 * shift of 0). Loaded apart from the
 * shell, just after it shows, while the service still answers: a server that cannot be reached
 * cannot serve this chunk when it would be needed.
 */
export function ServiceNotices({ reads }: { reads: StartReads }) {
  return (
    <div className={styles.stack} data-testid="service-notices">
      <MaintenanceBanner />
      <UnreachableNotice />
      <LoadFailureNotices />
      <ReadsAgain reads={reads} />
    </div>
  );
}
