import { MaintenanceBanner } from './MaintenanceBanner';
import { UnreachableNotice } from './UnreachableNotice';

/**
 * What the shell says about the service itself, above the header: a maintenance window the deployer
 * announced, and the service that cannot be reached (docs/reachability.md). Loaded apart from the
 * shell, just after it shows, while the service still answers: a server that cannot be reached
 * cannot serve this chunk when it would be needed.
 */
export function ServiceNotices() {
  return (
    <>
      <MaintenanceBanner />
      <UnreachableNotice />
    </>
  );
}
