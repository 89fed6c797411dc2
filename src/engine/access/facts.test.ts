import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { RouteManifest } from '../../generated/types/route-manifest';
import { sessionFixture } from '../../testing/session-fixture';
import { checkRule, createRuleEvaluator, deriveFacts, prepareRules, ruleEnvironment } from './facts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const session = sessionFixture;

function manifestShowRules(): string[] {
  const dir = path.join(ROOT, 'manifests/routes');
  const rules: string[] = [];
  for (const name of readdirSync(dir).filter((item) => item.endsWith('.json'))) {
    const manifest = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as RouteManifest;
    for (const top of manifest.routes) {
      for (const part of top.show ?? []) rules.push(part.rule);
      for (const child of top.children ?? []) for (const part of child.show ?? []) rules.push(part.rule);
    }
  }
  return rules;
}

describe('checkRule', () => {
  const rules = manifestShowRules();

  it('finds the show rules of the manifests', () => {
    // 16 parts of show rules today (account 1, administration 13, outbound 1, provision 1).
    expect(rules).toHaveLength(16);
    expect(rules).toContain('!inboundOnly');
    expect(rules).toContain('licenceOwner');
  });

  it.each(manifestShowRules())('accepts the manifest rule %s', (rule) => {
    expect(checkRule(rule)).toEqual({ ok: true });
  });

  it('rejects a rule naming an undeclared fact', () => {
    const result = checkRule('bogus');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/bogus/);
  });

  it('rejects an undeclared fact inside a larger rule', () => {
    expect(checkRule('licenceOwner && bogus').ok).toBe(false);
  });

  it('rejects an unknown account field', () => {
    const result = checkRule('account.nope == 1');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/nope/);
  });

  it('rejects an unknown nested account field', () => {
    expect(checkRule('account.comp.nope').ok).toBe(false);
    expect(checkRule('account.extra.home_url == ""').ok).toBe(false);
  });

  it('rejects a rule that does not yield a bool', () => {
    expect(checkRule('account.usertype')).toEqual({ ok: false, message: 'the rule yields int, not bool' });
    expect(checkRule('account.parent_id')).toEqual({ ok: false, message: 'the rule yields string, not bool' });
  });

  it('rejects a syntax error', () => {
    const result = checkRule('(licenceOwner');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).not.toBe('');
      expect(result.message).not.toContain('\n');
    }
  });

  it('rejects a function called with the wrong argument type', () => {
    const result = checkRule('can(1)');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/can/);
    expect(checkRule('feature(true)').ok).toBe(false);
  });

  it('rejects an undeclared function', () => {
    expect(checkRule('allowed("X")').ok).toBe(false);
  });

  it('rejects comparing an int field with a string', () => {
    expect(checkRule('account.usertype == "10"').ok).toBe(false);
  });

  it('accepts the declared facts, functions and fields', () => {
    for (const rule of [
      'licenceOwner',
      'superAdmin',
      'partner',
      'partnerLicence',
      'localAccount',
      'inboundOnly',
      'assuming',
      'provisionCompleted',
      'can("REPORT")',
      'feature("x")',
      'account.status == 1',
      'account.comp.site == "US"',
      'account.extra.provision_progress >= 40',
      'account.is_cobrand_enable || account.is_advanced_license',
    ]) {
      expect(checkRule(rule), rule).toEqual({ ok: true });
    }
  });
});

describe('deriveFacts', () => {
  it('licenceOwner: account_id equals license_acct_id', () => {
    expect(deriveFacts(session({ account_id: '5', license_acct_id: '5' })).licenceOwner).toBe(true);
    expect(deriveFacts(session({ account_id: '5', license_acct_id: '6' })).licenceOwner).toBe(false);
  });

  it('superAdmin: usertype 60 or an explicit SU_ADMIN_ACCOUNT', () => {
    expect(deriveFacts(session({ usertype: 60 }, { permission: {} })).superAdmin).toBe(true);
    expect(deriveFacts(session({ usertype: 10 }, { permission: { SU_ADMIN_ACCOUNT: 63 } })).superAdmin).toBe(true);
    expect(deriveFacts(session({ usertype: 10 }, { permission: { ALL: 63 } })).superAdmin).toBe(false);
    expect(deriveFacts(session({ usertype: 20 }, { permission: {} })).superAdmin).toBe(false);
  });

  it('partner: usertype 20 or 30', () => {
    expect(deriveFacts(session({ usertype: 20 })).partner).toBe(true);
    expect(deriveFacts(session({ usertype: 30 })).partner).toBe(true);
    expect(deriveFacts(session({ usertype: 10 })).partner).toBe(false);
    expect(deriveFacts(session({ usertype: 60 })).partner).toBe(false);
    expect(deriveFacts(session({ usertype: 10, licensetype: 20 })).partner).toBe(false);
  });

  it('partnerLicence: licensetype 20 or 30', () => {
    expect(deriveFacts(session({ licensetype: 20 })).partnerLicence).toBe(true);
    expect(deriveFacts(session({ licensetype: 30 })).partnerLicence).toBe(true);
    expect(deriveFacts(session({ licensetype: 10 })).partnerLicence).toBe(false);
    expect(deriveFacts(session({ usertype: 20, licensetype: 10 })).partnerLicence).toBe(false);
  });

  it('localAccount: usertype 10', () => {
    expect(deriveFacts(session({ usertype: 10 })).localAccount).toBe(true);
    expect(deriveFacts(session({ usertype: 60 })).localAccount).toBe(false);
    expect(deriveFacts(session({ usertype: 20 })).localAccount).toBe(false);
  });

  it('inboundOnly: only an explicit INBOUND_SCAN_ONLY', () => {
    expect(deriveFacts(session({}, { permission: { INBOUND_SCAN_ONLY: 63 } })).inboundOnly).toBe(true);
    expect(deriveFacts(session({}, { permission: { INBOUND_SCAN_ONLY: 1 } })).inboundOnly).toBe(true);
    expect(deriveFacts(session({}, { permission: { ALL: 63 } })).inboundOnly).toBe(false);
    expect(deriveFacts(session({}, { permission: { INBOUND_SCAN_ONLY: 0 } })).inboundOnly).toBe(false);
    expect(deriveFacts(session({}, { permission: {} })).inboundOnly).toBe(false);
  });

  it('assuming: previous present', () => {
    expect(deriveFacts(session({}, { previous: { assumeas_name: 'root', assumeas_id: '1' } })).assuming).toBe(true);
    expect(deriveFacts(session()).assuming).toBe(false);
  });

  it('provisionCompleted: progress >= 40', () => {
    expect(deriveFacts(session({ extra: { provision_progress: 39 } })).provisionCompleted).toBe(false);
    expect(deriveFacts(session({ extra: { provision_progress: 40 } })).provisionCompleted).toBe(true);
    expect(deriveFacts(session({ extra: { provision_progress: 100 } })).provisionCompleted).toBe(true);
    expect(deriveFacts(session({ extra: { provision_progress: 0 } })).provisionCompleted).toBe(false);
  });

  it('derives the full fact set for a plain local owner', () => {
    expect(deriveFacts(session({}, { permission: { ALL: 63 } }))).toEqual({
      licenceOwner: true,
      superAdmin: false,
      partner: false,
      partnerLicence: false,
      localAccount: true,
      inboundOnly: false,
      assuming: false,
      provisionCompleted: true,
    });
  });
});

describe('createRuleEvaluator', () => {
  it('decides rules prepared before any account the same as unprepared ones, each account by its own values', () => {
    const rules = ['account.usertype == 30 && can("REPORT")', 'account.usertype == 31', 'not a rule (', 'account.usertype'];
    prepareRules(rules);
    const admin = createRuleEvaluator(session({ usertype: 30 }, { permission: { REPORT: 1 } }));
    const other = createRuleEvaluator(session({ usertype: 31 }, { permission: {} }));
    expect(rules.map(admin)).toEqual([true, false, false, false]);
    expect(rules.map(other)).toEqual([false, true, false, false]);
  });

  it('feature() is true only for the value "1"', () => {
    const rule = 'feature("phish-insight")';
    expect(createRuleEvaluator(session({}, { features: { 'phish-insight': '1' } }))(rule)).toBe(true);
    expect(createRuleEvaluator(session({}, { features: { 'phish-insight': '0' } }))(rule)).toBe(false);
    expect(createRuleEvaluator(session({}, { features: { 'phish-insight': 'true' } }))(rule)).toBe(false);
    expect(createRuleEvaluator(session({}, { features: {} }))(rule)).toBe(false);
    expect(createRuleEvaluator(session({}, { features: { 'feedback-addin': '1' } }))(rule)).toBe(false);
  });

  it('can() does not count ALL for a special permission', () => {
    const rule = 'can("SU_ASSUME_AS_LOWLEVEL")';
    expect(createRuleEvaluator(session({}, { permission: { ALL: 63 } }))(rule)).toBe(false);
    expect(createRuleEvaluator(session({}, { permission: { SU_ASSUME_AS_LOWLEVEL: 63 } }))(rule)).toBe(true);
    expect(createRuleEvaluator(session({}, { permission: { ALL: 63, SU_ASSUME_AS_LOWLEVEL: 1 } }))(rule)).toBe(true);
  });

  it('can() counts ALL for an ordinary permission', () => {
    expect(createRuleEvaluator(session({}, { permission: { ALL: 63 } }))('can("REPORT")')).toBe(true);
    expect(createRuleEvaluator(session({}, { permission: { QUARANTINE: 1 } }))('can("REPORT")')).toBe(false);
    expect(createRuleEvaluator(session({}, { permission: { POLICY: 1 } }))('can("POLICY:write")')).toBe(false);
  });

  it('reads account.parent_id with in', () => {
    const rule = 'account.parent_id in ["100032", "100101"]';
    expect(createRuleEvaluator(session({ parent_id: '100032' }))(rule)).toBe(true);
    expect(createRuleEvaluator(session({ parent_id: '100101' }))(rule)).toBe(true);
    expect(createRuleEvaluator(session({ parent_id: '100033' }))(rule)).toBe(false);
    expect(createRuleEvaluator(session({ parent_id: '' }))(rule)).toBe(false);
  });

  it('reads integer account fields', () => {
    const evaluate = createRuleEvaluator(session({ usertype: 30, descendant_level: 2, extra: { provision_progress: 39 } }));
    expect(evaluate('account.usertype == 30')).toBe(true);
    expect(evaluate('account.descendant_level != 0')).toBe(true);
    expect(evaluate('account.extra.provision_progress >= 40')).toBe(false);
    expect(evaluate('account.extra.provision_progress == 39')).toBe(true);
  });

  it('reads bool and nested account fields', () => {
    const evaluate = createRuleEvaluator(session({ isSSO: true, comp: { is_v1eas: true, site: 'JP' } }));
    expect(evaluate('!account.isSSO')).toBe(false);
    expect(evaluate('account.comp.is_v1eas')).toBe(true);
    expect(evaluate('account.comp.site == "JP"')).toBe(true);
  });

  it('reads the derived facts', () => {
    const evaluate = createRuleEvaluator(
      session(
        { usertype: 20, licensetype: 30, account_id: '1', license_acct_id: '2' },
        { previous: { assumeas_name: 'a', assumeas_id: '9' } },
      ),
    );
    expect(evaluate('partner')).toBe(true);
    expect(evaluate('partnerLicence')).toBe(true);
    expect(evaluate('licenceOwner')).toBe(false);
    expect(evaluate('assuming')).toBe(true);
    expect(evaluate('localAccount')).toBe(false);
  });

  it('a rule that throws at run time evaluates false', () => {
    const s = session({ descendant_level: 0 });
    // Precondition: the rule does throw when evaluated directly (division by zero).
    expect(() => ruleEnvironment.evaluate('1 / account.descendant_level == 0', { account: { descendant_level: 0n } })).toThrow();
    const evaluate = createRuleEvaluator(s);
    // Negated so that a non-throwing evaluation would give true.
    expect(evaluate('!(1 / account.descendant_level == 0)')).toBe(false);
    expect(evaluate('!([1][account.descendant_level + 5] == 1)')).toBe(false);
    // An undeclared variable fails at run time too.
    expect(evaluate('!bogus')).toBe(false);
    // A syntax error, and a non-bool rule.
    expect(evaluate('(licenceOwner')).toBe(false);
    expect(evaluate('account.usertype')).toBe(false);
  });

  it('an evaluator keeps answering after a failed rule', () => {
    const evaluate = createRuleEvaluator(session());
    expect(evaluate('!bogus')).toBe(false);
    expect(evaluate('licenceOwner')).toBe(true);
    expect(evaluate('can("REPORT")')).toBe(true);
  });

  it('two evaluators keep their own sessions', () => {
    const owner = createRuleEvaluator(session({ account_id: '1', license_acct_id: '1' }, { permission: { SU_ASSUME_AS_LOWLEVEL: 1 } }));
    const other = createRuleEvaluator(session({ account_id: '1', license_acct_id: '2' }, { permission: {} }));
    expect(owner('licenceOwner && can("SU_ASSUME_AS_LOWLEVEL")')).toBe(true);
    expect(other('licenceOwner || can("SU_ASSUME_AS_LOWLEVEL")')).toBe(false);
    expect(owner('can("SU_ASSUME_AS_LOWLEVEL")')).toBe(true);
  });
});
