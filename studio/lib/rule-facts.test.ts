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

  it.each(LISTED_FACTS.filter((fact) => !fact.name.startsWith('account.')).map((fact) => [fact.name, fact.meaning]))(
    '%s says what it is in English and in Japanese, from the engine\u2019s one declaration',
    (_name, meaning) => {
      expect(meaning?.en).toMatch(/^[A-Z].*\.$/);
      // Japanese script, not the English copied.
      expect(meaning?.ja).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
    },
  );

  it('an account field has no meaning of its own (its name says it)', () => {
    expect(LISTED_FACTS.filter((fact) => fact.name.startsWith('account.')).every((fact) => fact.meaning === null)).toBe(true);
  });
});
