/**
 * The analytics guide tool: when configured, its script is loaded, the account is
 * awaited (polled every 500 ms, given up after 10 s) and the tool is initialised with the visitor
 * and account identity. Nothing configured: nothing loads. Any failure stays inside this module.
 */
import type { GuideToolConfig } from '../../generated/types/console-config';
import type { SessionInfo } from '../../generated/types/session-info';
import { guideScriptUrl } from './script-url';

export const ACCOUNT_POLL_MS = 500;
export const GUIDE_TIMEOUT_MS = 10_000;

export interface GuideIdentity {
  apiKey: string;
  visitor: { id: string; name: string; usertype: number };
  account: { id: string; site: string; licensetype: number };
}

interface GuideGlobal {
  initialize(identity: GuideIdentity): void;
}

export function guideIdentity(config: GuideToolConfig, session: SessionInfo): GuideIdentity {
  const { account } = session;
  return {
    apiKey: config.apiKey,
    visitor: { id: account.account_id, name: account.name, usertype: account.usertype },
    account: { id: account.comp.GUID, site: account.comp.site, licensetype: account.licensetype },
  };
}

export interface GuideDeps {
  getSession: () => SessionInfo | null;
  loadScript: (url: string) => Promise<void>;
  getGlobal: (name: string) => unknown;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
}

/** Resolves with the session once there is one, or null after the timeout. */
export async function waitForSession(deps: Pick<GuideDeps, 'getSession' | 'sleep' | 'now'>): Promise<SessionInfo | null> {
  const deadline = deps.now() + GUIDE_TIMEOUT_MS;
  for (;;) {
    const session = deps.getSession();
    if (session) return session;
    if (deps.now() >= deadline) return null;
    await deps.sleep(ACCOUNT_POLL_MS);
  }
}

function isGuideGlobal(value: unknown): value is GuideGlobal {
  return typeof value === 'object' && value !== null && typeof (value as GuideGlobal).initialize === 'function';
}

/** Returns what happened, for the caller's tests; never throws. */
export async function startGuideTool(config: GuideToolConfig | undefined, deps: GuideDeps): Promise<'off' | 'started' | 'failed'> {
  if (!config) return 'off';
  try {
    const [session] = await Promise.all([waitForSession(deps), deps.loadScript(config.scriptUrl)]);
    const tool = deps.getGlobal(config.globalName);
    if (!session || !isGuideGlobal(tool)) return 'failed';
    tool.initialize(guideIdentity(config, session));
    return 'started';
  } catch {
    return 'failed';
  }
}

export function loadScriptElement(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    // Trusted Types: only the configured url passes (script-url.ts).
    script.src = guideScriptUrl(url) as string;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`guide tool script failed to load`));
    document.head.append(script);
  });
}

export const browserGuideDeps = (getSession: () => SessionInfo | null): GuideDeps => ({
  getSession,
  loadScript: loadScriptElement,
  getGlobal: (name) => (window as unknown as Record<string, unknown>)[name],
  sleep: (ms) => new Promise((resolve) => window.setTimeout(resolve, ms)),
  now: () => Date.now(),
});
