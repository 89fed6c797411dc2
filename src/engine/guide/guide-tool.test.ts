import { describe, expect, it, vi } from 'vitest';
import type { SessionInfo } from '../../generated/types/session-info';
import { ACCOUNT_POLL_MS, GUIDE_TIMEOUT_MS, startGuideTool, waitForSession, type GuideDeps } from './guide-tool';

const session: SessionInfo = {
  account: {
    account_id: '1001',
    license_acct_id: '1001',
    usertype: 10,
    licensetype: 20,
    status: 1,
    descendant_level: 1,
    parent_id: '0',
    isSSO: false,
    name: 'Alex Admin',
    email: 'alex@example.com',
    is_cobrand_enable: false,
    cobrand_id: '3',
    is_advanced_license: true,
    is_imsx_migration_enabled: false,
    license_expire_action_type: 0,
    days_before_expiration: 100,
    comp: { GUID: '00123', name: 'Acme', is_v1eas: false, site: 'JP' },
    extra: { home_url: '', provision_progress: 40 },
  },
  permission: { ALL: 63 },
  features: {},
};

const config = { scriptUrl: '/uiserver/dev/guide-tool.js', apiKey: 'key-1', globalName: 'guideDemo' };

function fakeDeps(overrides: Partial<GuideDeps> & { sessionAfter?: number } = {}) {
  let clock = 0;
  const initialize = vi.fn();
  const deps: GuideDeps = {
    getSession: () => (clock >= (overrides.sessionAfter ?? 0) ? session : null),
    loadScript: vi.fn(async () => undefined),
    getGlobal: (name) => (name === 'guideDemo' ? { initialize } : undefined),
    sleep: async (ms) => {
      clock += ms;
    },
    now: () => clock,
    ...overrides,
  };
  return { deps, initialize, elapsed: () => clock };
}

describe('guide tool adapter', () => {
  it('does nothing and loads nothing when not configured', async () => {
    const { deps } = fakeDeps();
    expect(await startGuideTool(undefined, deps)).toBe('off');
    expect(deps.loadScript).not.toHaveBeenCalled();
  });

  it('initialises with the visitor and account identity', async () => {
    const { deps, initialize } = fakeDeps();
    expect(await startGuideTool(config, deps)).toBe('started');
    expect(deps.loadScript).toHaveBeenCalledWith('/uiserver/dev/guide-tool.js');
    expect(initialize).toHaveBeenCalledWith({
      apiKey: 'key-1',
      visitor: { id: '1001', name: 'Alex Admin', usertype: 10 },
      account: { id: '00123', site: 'JP', licensetype: 20 },
    });
  });

  it('polls every 500 ms until the account arrives', async () => {
    const { deps, initialize, elapsed } = fakeDeps({ sessionAfter: 1500 });
    expect(await startGuideTool(config, deps)).toBe('started');
    expect(elapsed()).toBe(1500);
    expect(initialize).toHaveBeenCalledTimes(1);
    expect(ACCOUNT_POLL_MS).toBe(500);
  });

  it('gives up after 10 seconds without an account', async () => {
    const { deps, initialize, elapsed } = fakeDeps({ getSession: () => null });
    expect(await waitForSession(deps)).toBeNull();
    expect(elapsed()).toBe(GUIDE_TIMEOUT_MS);
    expect(await startGuideTool(config, fakeDeps({ getSession: () => null }).deps)).toBe('failed');
    expect(initialize).not.toHaveBeenCalled();
  });

  it('swallows a script that fails to load or defines no usable global', async () => {
    const failing = fakeDeps({ loadScript: async () => Promise.reject(new Error('404')) });
    expect(await startGuideTool(config, failing.deps)).toBe('failed');
    const missing = fakeDeps({ getGlobal: () => ({ initialize: 'not a function' }) });
    expect(await startGuideTool(config, missing.deps)).toBe('failed');
  });
});
