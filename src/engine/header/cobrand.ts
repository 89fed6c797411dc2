/**
 * Which co-brand banner the header shows: the account's co-brand when it has one,
 * else the default banner — co-branding id 3, or 1 in the dark theme. A cached co-brand uuid (the
 * cached_corbranding_uuid cookie) names the banner instead of an id.
 */
import { cobrandBannerHref } from '../../generated/calls/send/cobrand-banner';
import type { Theme } from '../theme/stored-theme';

export const DEFAULT_COBRANDING_ID = '3';
export const DARK_DEFAULT_COBRANDING_ID = '1';

export interface CobrandInputs {
  theme: Theme;
  /** The account's co-brand, when co-branding is enabled for it. */
  accountCobrandId: string | null;
  cachedUuid: string | null;
}

export type CobrandSource = { kind: 'uuid'; uuid: string } | { kind: 'id'; id: string };

export function cobrandSource({ theme, accountCobrandId, cachedUuid }: CobrandInputs): CobrandSource {
  if (cachedUuid) return { kind: 'uuid', uuid: cachedUuid };
  if (accountCobrandId && /^\d+$/.test(accountCobrandId) && accountCobrandId !== DEFAULT_COBRANDING_ID) {
    return { kind: 'id', id: accountCobrandId };
  }
  return { kind: 'id', id: theme === 'dark' ? DARK_DEFAULT_COBRANDING_ID : DEFAULT_COBRANDING_ID };
}

export function cobrandBannerUrl(source: CobrandSource): string {
  return cobrandBannerHref(source.kind === 'uuid' ? { cobrand_uuid: source.uuid } : { cobrand_id: source.id });
}
