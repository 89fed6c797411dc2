import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { AccountLoadError } from '../../components/AccountLoadError';
import { PageSpinner } from '../../components/PageSpinner';
import { useServices } from '../../components/services/services-context';
import { createRouteAccess } from '../../engine/access/route-access';
import { fetchSessionInfo } from '../../engine/api/account';
import { succeed, type ApiError } from '../../engine/api/envelope';
import { fetchMfaSetting, mfaSetupRequired } from '../../engine/api/mfa';
import { leaveConsole } from '../../engine/leaving/sign-out';
import { readReturnTarget } from '../../engine/login/return-target';
import { routedTarget } from '../../engine/login/sign-in-destination';
import { setMfaSetting, setSession } from '../../engine/session/session';
import { entryDecision, forwardDecision } from './entry-decision';

/** The entry page: a spinner while the session is probed, then wherever it leads. */
export function EntryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { routeTable, session, api, tabs } = useServices();
  const [failure, setFailure] = useState<ApiError | null>(null);

  useEffect(() => {
    const forwarded = forwardDecision(search);
    if (forwarded?.kind === 'navigate') {
      navigate(forwarded.path, { replace: true });
      return;
    }
    let cancelled = false;
    void (async () => {
      // Straight after sign-in the flow has read the account and its MFA setting already.
      const { info, mfaSetting } = session;
      const result = info !== null ? succeed(info, null) : await fetchSessionInfo(api);
      if (cancelled) return;
      if (result.ok && info === null) setSession(session, result.data);
      // Enforced MFA that is not set up yet comes before any page. A failed check does not
      // hold the user up: the layout and the server enforce it again.
      const mfa = !result.ok ? null : mfaSetting !== null ? succeed(mfaSetting, null) : await fetchMfaSetting(api);
      if (cancelled) return;
      if (mfa?.ok && mfaSetting === null) setMfaSetting(session, mfa.data);
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
  }, [navigate, pathname, search, routeTable, session, api, tabs]);

  if (failure) return <AccountLoadError error={failure} />;
  return <PageSpinner label={t('entry.loading')} />;
}
