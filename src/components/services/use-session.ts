import { useSnapshot } from 'valtio';
import type { SessionSnapshot } from '../../engine/session/session';
import { useServices } from './services-context';

/** Who is signed in, re-rendering when it changes; null before the account has been read. */
export function useSession(): SessionSnapshot | null {
  return useSnapshot(useServices().session).info;
}
