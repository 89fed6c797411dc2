// @vitest-environment jsdom
/**
 * The layout's loader signed out: a known page asks for sign-in (returning to it), an unknown url is
 * a 404, not a sign-in that would only lead back to the not-found page. Signed in already, it takes
 * the account from the session it is handed.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SHELL_PARTS, shellPaintOfStart } from '../shell/parts/shell-paint';
import { xmlEnvelope, type FakeReply } from '../testing/fake-adapter';
import { servicesFixture } from '../testing/services-fixture';
import { sessionFixture } from '../testing/session-fixture';
import { layoutLoader } from './layout-loader';
import { startIntegrations } from './start-integrations';

// The integrations are loaded apart and would go on loading after the test: here only whether the
// loader starts them counts.
vi.mock('./start-integrations', () => ({ startIntegrations: vi.fn(() => Promise.resolve()) }));
beforeEach(() => vi.mocked(startIntegrations).mockClear());

/** Nobody signed in: the session probe answers 401. */
const signedOut = () => servicesFixture({ answer: () => ({ status: 401 }) });

async function thrown(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (caught) {
    return caught;
  }
  throw new Error('the loader did not throw');
}

describe('layoutLoader, signed out', () => {
  it('sends a known page to the login page, which returns to it', async () => {
    const services = signedOut();
    const result = await thrown(layoutLoader(services, new Request('http://console.test/dashboard?tab=2')));
    expect(services.seen.map((request) => request.url)).toEqual(['account/present']);
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(302);
    expect(startIntegrations).not.toHaveBeenCalled();
    const target = new URL(response.headers.get('Location') ?? '', 'http://console.test');
    expect(target.pathname).toBe('/login');
    expect(target.search).toContain(encodeURIComponent('/dashboard?tab=2'));
  });

  it('answers an unknown url with a 404, not a sign-in', async () => {
    const result = await thrown(layoutLoader(signedOut(), new Request('http://console.test/no/such/page'), true));
    // React Router's data(): the route error the layout's error page turns into the not-found page.
    expect(result).not.toBeInstanceOf(Response);
    expect(result).toMatchObject({ type: 'DataWithResponseInit', init: { status: 404 } });
  });
});

/** The session's account as the server answers it (engine/api/account.test.ts has the whole shape). */
const PRESENT: FakeReply = {
  headers: { 'content-type': 'application/xml' },
  body: xmlEnvelope(
    '<account><account_id>00123</account_id><license_acct_id>00123</license_acct_id><usertype>10</usertype><licensetype>20</licensetype><status>1</status><descendant_level>0</descendant_level><parent_id>100032</parent_id><isSSO>0</isSSO><name>admin</name><email>admin@example.com</email><is_cobrand_enable>false</is_cobrand_enable><cobrand_id>0</cobrand_id><is_advanced_license>1</is_advanced_license><is_imsx_migration_enabled>false</is_imsx_migration_enabled><license_expire_action_type>2</license_expire_action_type><days_before_expiration>30</days_before_expiration><comp><GUID>1E2A3B4C-0000-4000-8000-000000000001</GUID><name>00123</name><is_v1eas>1</is_v1eas><site>us</site></comp><extra><home_url>/dashboard</home_url><provision_progress>100</provision_progress></extra></account><perms><perm>REPORT</perm></perms><features><phish-insight>1</phish-insight></features>',
  ),
};
const MFA_ENFORCED: FakeReply = {
  headers: { 'content-type': 'application/xml' },
  body: xmlEnvelope(
    '<mfaSetting><enable_mfa>0</enable_mfa><auth_source>1</auth_source><email>e@example.com</email><enforce_mfa>1</enforce_mfa><mfa_status>0</mfa_status></mfaSetting>',
  ),
};

describe('layoutLoader, a page loaded signed in', () => {
  const serve = (mfa: FakeReply) =>
    servicesFixture({
      answer: (config) =>
        config.url === 'account/present'
          ? PRESENT
          : config.url === 'mfa/setting'
            ? mfa
            : { headers: { 'content-type': 'application/xml' }, body: xmlEnvelope('') },
    });

  it('reads the MFA setting beside the account, after the session is known, and keeps both', async () => {
    const services = serve(MFA_ENFORCED);
    expect(await layoutLoader(services, new Request('http://console.test/dashboard'))).toBeNull();
    const asked = services.seen.map((request) => request.url);
    expect(asked[0]).toBe('account/present');
    expect(asked).toContain('mfa/setting');
    expect(services.session.info?.account.account_id).toBe('00123');
    // The layout's first render decides from it, with no spinner and no second round trip (use-mfa-requirement.ts).
    expect(services.session.mfaSetting).toMatchObject({ enforced: true, setUp: false });
  });

  it('keeps no setting when its read fails, and still loads the page', async () => {
    const services = serve({ status: 500, body: '' });
    expect(await layoutLoader(services, new Request('http://console.test/dashboard'))).toBeNull();
    expect(services.session.info?.account.account_id).toBe('00123');
    expect(services.session.mfaSetting).toBeNull();
  });
});

describe('layoutLoader, signed in', () => {
  it('takes the account the session already holds and asks the server nothing', async () => {
    const services = servicesFixture({ session: sessionFixture({ name: 'kept' }) });
    expect(await layoutLoader(services, new Request('http://console.test/dashboard'))).toBeNull();
    expect(services.seen).toEqual([]);
    expect(services.session.info?.account.name).toBe('kept');
    // The integrations wait for their turn after the menu has painted (shell/parts/shell-paint.ts).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(startIntegrations).not.toHaveBeenCalled();
    // One part short of the integrations: still not.
    const paint = services.startState(shellPaintOfStart);
    while (paint.started() < SHELL_PARTS.length - 1) paint.release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(startIntegrations).not.toHaveBeenCalled();
    paint.release();
    await vi.waitFor(() => expect(startIntegrations).toHaveBeenCalledWith(services));
  });

  it('starts the integrations after a bound when no shell shows', async () => {
    vi.useFakeTimers();
    try {
      const services = servicesFixture({ session: sessionFixture({ name: 'kept' }) });
      await layoutLoader(services, new Request('http://console.test/dashboard'));
      await vi.advanceTimersByTimeAsync(2900);
      expect(startIntegrations).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(200);
    } finally {
      vi.useRealTimers();
    }
    await vi.waitFor(() => expect(startIntegrations).toHaveBeenCalled());
  });
});
