/** Test support: session info for the engine's unit tests, one place for its many fields. */
import type { SessionInfo } from '../generated/types/session-info';

export type AccountOverrides = Omit<Partial<SessionInfo['account']>, 'comp' | 'extra'> & {
  comp?: Partial<SessionInfo['account']['comp']>;
  extra?: Partial<SessionInfo['account']['extra']>;
};

export interface SessionOptions {
  permission?: Record<string, number>;
  features?: Record<string, string>;
  previous?: SessionInfo['previous'];
}

/** A local, licence-owning, fully provisioned account holding ALL unless told otherwise. */
export function sessionFixture(account: AccountOverrides = {}, options: SessionOptions = {}): SessionInfo {
  const { comp, extra, ...fields } = account;
  return {
    account: {
      account_id: '200001',
      license_acct_id: '200001',
      usertype: 10,
      licensetype: 10,
      status: 1,
      descendant_level: 0,
      parent_id: '100001',
      isSSO: false,
      name: 'admin',
      email: 'admin@example.com',
      is_cobrand_enable: false,
      cobrand_id: '',
      is_advanced_license: false,
      is_imsx_migration_enabled: false,
      license_expire_action_type: 0,
      days_before_expiration: 0,
      ...fields,
      comp: { GUID: 'guid-1', name: 'Acme', is_v1eas: false, site: 'US', ...comp },
      extra: { home_url: '', provision_progress: 40, ...extra },
    },
    permission: options.permission ?? { ALL: 63 },
    features: options.features ?? {},
    ...(options.previous === undefined ? {} : { previous: options.previous }),
  };
}
