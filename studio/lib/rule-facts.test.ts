import { describe, expect, it } from 'vitest';
import { checkRule, ruleNames } from '../../src/engine/access/facts';
import { LISTED_FACTS } from './rule-facts';

describe('the facts listed beside a show rule', () => {
  it('name every fact, account field and function a rule may use', () => {
    const listed = new Set(LISTED_FACTS.map((fact) => fact.name));
    // ruleNames also lists `account` and its groups (comp, extra), which are not facts of their own.
    const leaves = ruleNames().filter((name) => !['account', 'account.comp', 'account.extra'].includes(name));
    expect([...listed].sort()).toEqual(leaves.sort());
  });

  it.each(LISTED_FACTS.map((fact) => [fact.name, fact.type, fact.example]))(
    '%s (%s): the example %s passes the rule check',
    (_name, _type, example) => {
      expect(checkRule(example)).toEqual({ ok: true });
    },
  );
});
