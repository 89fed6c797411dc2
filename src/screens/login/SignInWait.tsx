import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LoadServices } from '../../engine/services/console-services';
import { waitForSignIn } from './wait-for-sign-in';

export interface SignInWaitProps {
  readonly loadServices: LoadServices;
  /** Reads the vetted page to return to (the login page's `return` parameter), or null: once, on the client. */
  readonly returnTarget: () => string | null;
}

/**
 * After a log off in another tab, the wait for a sign-in in any tab that brings this one back to its
 * page (wait-for-sign-in.ts). It draws nothing (the login page says why it is there); loaded only
 * for that reason, so the plain login page's first screen carries none of it.
 */
export default function SignInWait({ loadServices, returnTarget }: SignInWaitProps) {
  const navigate = useNavigate();
  const [returnTo] = useState(returnTarget);
  useEffect(() => waitForSignIn(loadServices, returnTo, (path) => navigate(path, { replace: true })), [loadServices, returnTo, navigate]);
  return null;
}
