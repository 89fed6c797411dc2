import type { StartReads } from '../../engine/notifications/notices-again';
import { LoadFailureNotices } from './LoadFailureNotices';
import { MaintenanceBanner } from './MaintenanceBanner';
import { ReadsAgain } from './ReadsAgain';
import { UnreachableNotice } from './UnreachableNotice';

/**
 * What the shell says about the service itself, above the header: a maintenance window the deployer
 * announced, the service that cannot be reached, and the parts of the console's code that could not
 * be loaded (docs/reachability.md); and the start-up reads asked again (ReadsAgain). Loaded apart from the
 * shell, just after it shows, while the service still answers: a server that cannot be reached
 * cannot serve this chunk when it would be needed.
 */
export function ServiceNotices({ reads }: { reads: StartReads }) {
  return (
    <>
      <MaintenanceBanner />
      <UnreachableNotice />
      <LoadFailureNotices />
      <ReadsAgain reads={reads} />
    </>
  );
}
