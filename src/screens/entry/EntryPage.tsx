import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { AccountLoadError } from '../../components/AccountLoadError';
import { PageSpinner } from '../../components/PageSpinner';
import { useServices } from '../../components/services/services-context';
import { createRouteAccess } from '../../engine/access/route-access';
import type { ApiError } from '../../engine/api/envelope';
import { mfaSetupRequired } from '../../engine/api/mfa';
import { leaveConsole } from '../../engine/leaving/sign-out';
import { readReturnTarget } from '../../engine/login/return-target';
import { routedTarget } from '../../engine/login/sign-in-destination';
import { readSignedInState } from '../../engine/scope/signed-in-state';
import { entryDecision, forwardDecision } from './entry-decision';

/** The entry page: a spinner while the session is probed, then wherever it leads. */
export function EntryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const services = useServices();
  const { routeTable, tabs } = services;
  const [failure, setFailure] = useState<ApiError | null>(null);

  useEffect(() => {
    const forwarded = forwardDecision(search);
    if (forwarded?.kind === 'navigate') {
      navigate(forwarded.path, { replace: true });
      return;
    }
    let cancelled = false;
    void (async () => {
      // The one reader (engine/scope/signed-in-state.ts): straight after sign-in the flow has read the
      // account and its MFA setting already, and nothing is asked again.
      const { account: result, mfa } = await readSignedInState(services);
      if (cancelled) return;
      // Enforced MFA that is not set up yet comes before any page. A failed check does not
      // hold the user up: the layout and the server enforce it again.
      const access = result.ok ? createRouteAccess(routeTable, result.data) : null;
      const decision = entryDecision({
        result,
        mfaSetupRequired: mfa?.ok === true && mfaSetupRequired(mfa.data),
        firstAllowedPath: access ? access.firstAllowedPath() : null,
        // A refused page is still gone to: its guard explains the refusal for that url.
        returnTo: access ? routedTarget(readReturnTarget(search, window.location.origin), routeTable) : null,
        location: { hostname: window.location.hostname, pathname, search, origin: window.location.origin },
      });
      if (decision.kind === 'leave') leaveConsole(tabs, decision);
      else if (decision.kind === 'navigate') navigate(decision.path, { replace: true });
      else if (!decision.result.ok) setFailure(decision.result.error);
    })();
    return () => {
      cancelled = true;
    };
  }, [navigate, pathname, search, routeTable, services, tabs]);

  if (failure) return <AccountLoadError error={failure} />;
  return <PageSpinner label={t('entry.loading')} />;
}
