/**
 * The facts a show rule may use, declared once. The same declaration type-checks every rule in CI
 * (scripts/cli/check-manifests.ts) and evaluates it in the browser, so a rule that passes the check
 * cannot meet an unknown name at run time.
 */
import { Environment } from '@marcbachmann/cel-js';
import type { SessionInfo } from '../../generated/types/session-info';
import { hasPermission, type PermissionMap } from './permissions.ts';

export const USER_TYPE = { local: 10, clp: 20, lmp: 30, domainOnly: 50, superAdmin: 60 } as const;
export const LICENCE_TYPE = { local: 10, clp: 20, lmp: 30 } as const;
export const ACTIVE_STATUS = 1;
export const PROVISION_COMPLETED = 40;

/** The fact names and their CEL types; `account` mirrors the Account fields rules may read. */
export const ACCOUNT_SCHEMA = {
  account_id: 'string',
  usertype: 'int',
  licensetype: 'int',
  status: 'int',
  descendant_level: 'int',
  parent_id: 'string',
  isSSO: 'bool',
  is_cobrand_enable: 'bool',
  is_advanced_license: 'bool',
  is_imsx_migration_enabled: 'bool',
  comp: { is_v1eas: 'bool', site: 'string' },
  extra: { provision_progress: 'int' },
} as const;

/**
 * The derived facts' names. What each is, in both languages, is in fact-meanings.ts: an editor's
 * list needs it, the console's evaluation does not (the shell's first code carries this module).
 */
export const DERIVED_FACTS = [
  'licenceOwner',
  'superAdmin',
  'partner',
  'partnerLicence',
  'localAccount',
  'inboundOnly',
  'assuming',
  'provisionCompleted',
] as const;

export type DerivedFact = (typeof DERIVED_FACTS)[number];

interface RuleContext {
  account: Record<string, unknown>;
  facts: Record<DerivedFact, boolean>;
  permission: PermissionMap;
  features: Record<string, string>;
}

/**
 * The functions close over the context of the evaluation in progress: cel-js binds functions at
 * registration, and evaluation is synchronous, so one module-level slot is safe.
 */
let current: RuleContext | null = null;

function buildEnvironment(): Environment {
  let env = new Environment()
    .registerVariable({ name: 'account', schema: ACCOUNT_SCHEMA, description: 'The signed-in account.' })
    .registerFunction('can(string): bool', (entry: string) => (current ? hasPermission(current.permission, entry) : false))
    .registerFunction('feature(string): bool', (name: string) => current?.features[name] === '1');
  for (const name of DERIVED_FACTS) env = env.registerVariable({ name, type: 'bool' });
  return env;
}

export const ruleEnvironment: Environment = buildEnvironment();

/** Every name a rule may use at its top level, and each `account` field's path: what an editor suggests for an unknown name. */
export function ruleNames(): string[] {
  const fields = (schema: object, prefix: string): string[] =>
    Object.entries(schema).flatMap(([key, value]) => [
      `${prefix}${key}`,
      ...(typeof value === 'object' ? fields(value as object, `${prefix}${key}.`) : []),
    ]);
  return [...DERIVED_FACTS, 'account', 'can', 'feature', ...fields(ACCOUNT_SCHEMA, 'account.')];
}

/** Checks that a rule parses, names only declared facts and functions, and yields a bool. */
export function checkRule(rule: string): { ok: true } | { ok: false; message: string } {
  let result: ReturnType<Environment['check']>;
  try {
    result = ruleEnvironment.check(rule);
  } catch (error) {
    return { ok: false, message: firstLine(error) };
  }
  if (!result.valid) return { ok: false, message: firstLine(result.error) };
  if (result.type !== 'bool') return { ok: false, message: `the rule yields ${result.type}, not bool` };
  return { ok: true };
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0] ?? text;
}

export function deriveFacts(session: SessionInfo): Record<DerivedFact, boolean> {
  const { account, permission } = session;
  const explicit = (name: string): boolean => (permission[name] ?? 0) !== 0;
  return {
    licenceOwner: account.account_id === account.license_acct_id,
    superAdmin: account.usertype === USER_TYPE.superAdmin || explicit('SU_ADMIN_ACCOUNT'),
    partner: account.usertype === USER_TYPE.clp || account.usertype === USER_TYPE.lmp,
    partnerLicence: account.licensetype === LICENCE_TYPE.clp || account.licensetype === LICENCE_TYPE.lmp,
    localAccount: account.usertype === USER_TYPE.local,
    inboundOnly: explicit('INBOUND_SCAN_ONLY'),
    assuming: session.previous !== undefined,
    provisionCompleted: account.extra.provision_progress >= PROVISION_COMPLETED,
  };
}

/** CEL ints are BigInts; the account's integer fields are converted once per session. */
function toCelAccount(account: SessionInfo['account']): Record<string, unknown> {
  return {
    account_id: account.account_id,
    usertype: BigInt(account.usertype),
    licensetype: BigInt(account.licensetype),
    status: BigInt(account.status),
    descendant_level: BigInt(account.descendant_level),
    parent_id: account.parent_id,
    isSSO: account.isSSO,
    is_cobrand_enable: account.is_cobrand_enable,
    is_advanced_license: account.is_advanced_license,
    is_imsx_migration_enabled: account.is_imsx_migration_enabled,
    comp: { is_v1eas: account.comp.is_v1eas, site: account.comp.site },
    extra: { provision_progress: BigInt(account.extra.provision_progress) },
  };
}

export type RuleEvaluator = (rule: string) => boolean;

type ParsedRule = ReturnType<Environment['parse']>;

/**
 * Rules parsed and type-checked: a rule reads the same whoever signs in, so it is parsed once per
 * visit, and can be before anyone has (prepareRules, while the credentials are checked).
 */
const parsedRules = new Map<string, ParsedRule>();

function parsedRule(rule: string): ParsedRule {
  let parsed = parsedRules.get(rule);
  if (parsed === undefined) {
    parsed = ruleEnvironment.parse(rule);
    // Checked once here, so no evaluation checks the types again.
    parsed.check();
    parsedRules.set(rule, parsed);
  }
  return parsed;
}

/** Parses the rules ahead of the first sign-in that evaluates them; a rule that does not parse is left to fail there. */
export function prepareRules(rules: Iterable<string>): void {
  for (const rule of rules) {
    try {
      parsedRule(rule);
    } catch {
      // Evaluation counts it as false.
    }
  }
}

/**
 * An evaluator bound to one session. Parsed rules are cached; a rule that fails at run time
 * (it cannot, once checked, but a server reply may still surprise) counts as false: hiding a page
 * is the safe answer.
 */
export function createRuleEvaluator(session: SessionInfo): RuleEvaluator {
  const context: RuleContext = {
    account: toCelAccount(session.account),
    facts: deriveFacts(session),
    permission: session.permission,
    features: session.features,
  };
  const variables = { account: context.account, ...context.facts };
  const cache = new Map<string, boolean>();
  return (rule) => {
    const known = cache.get(rule);
    if (known !== undefined) return known;
    current = context;
    let value = false;
    try {
      value = parsedRule(rule)(variables) === true;
    } catch {
      value = false;
    } finally {
      current = null;
    }
    cache.set(rule, value);
    return value;
  };
}
