/**
 * The guide tool's script url as TrustedScriptURL: the page requires Trusted Types for a script's
 * src. The policy is made for the one url the deployment configured (a same-origin path or an https
 * url, as the config schema says) and refuses every other, so it cannot load anything else.
 */
import type { TrustedScriptURL, TrustedTypePolicy } from 'trusted-types/lib';
import { TRUSTED_TYPES_POLICIES, trustedTypesFactory } from '../markup/policies';

/** The configured url when it is a same-origin path (not `//host`) or an https url, else null. */
export function vetScriptUrl(url: string): string | null {
  if (/^\/[^/\\]/.test(url)) return url;
  try {
    return new URL(url).protocol === 'https:' && /^https:\/\//i.test(url) ? url : null;
  } catch {
    return null;
  }
}

let policy: { url: string; policy: Pick<TrustedTypePolicy, 'createScriptURL'> | null } | null = null;

/** `configuredUrl` ready for `script.src`; throws when it is not the vetted configured url. */
export function guideScriptUrl(configuredUrl: string): TrustedScriptURL | string {
  const vetted = vetScriptUrl(configuredUrl);
  if (vetted === null) throw new Error('guide tool script url refused');
  if (policy === null) {
    const factory = trustedTypesFactory();
    policy = {
      url: vetted,
      policy:
        factory?.createPolicy(TRUSTED_TYPES_POLICIES.guideScript, {
          createScriptURL: (input: string) => {
            if (input !== vetted) throw new Error('guide tool script url refused');
            return input;
          },
        }) ?? null,
    };
  }
  if (vetted !== policy.url) throw new Error('guide tool script url refused');
  return policy.policy ? policy.policy.createScriptURL(vetted) : vetted;
}
