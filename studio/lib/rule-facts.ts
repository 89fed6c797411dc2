/**
 * The names a show rule may use, listed beside the rule: each fact, account field and function of
 * the access engine's own declaration (src/engine/access/facts.ts, the one the rules are checked
 * against), with its type and one example rule. The examples are checked by the same function as
 * the rules (rule-facts.test.ts), so the list never shows a rule the check would refuse.
 */
import { ruleFacts, type RuleFact } from '../../src/engine/access/fact-meanings.ts';

export interface ListedFact extends RuleFact {
  example: string;
}

/** Examples written for the names whose type alone would make a poor one. */
const WRITTEN: Record<string, string> = {
  'account.usertype': 'account.usertype == 60',
  'account.licensetype': 'account.licensetype == 20',
  'account.status': 'account.status == 1',
  'account.descendant_level': 'account.descendant_level != 0',
  'account.comp.site': 'account.comp.site == "us"',
  'account.extra.provision_progress': 'account.extra.provision_progress >= 40',
  can: 'can("EC_SETTINGS:read")',
  feature: 'feature("phishInsight")',
  inboundOnly: '!inboundOnly',
};

function exampleOf(fact: RuleFact): string {
  const written = WRITTEN[fact.name];
  if (written !== undefined) return written;
  if (fact.type === 'bool') return fact.name;
  if (fact.type === 'int') return `${fact.name} > 0`;
  if (fact.type === 'string') return `${fact.name} != ""`;
  return fact.name;
}

/** Every name a rule may use, with its type and an example, in the engine's order. */
export const LISTED_FACTS: readonly ListedFact[] = ruleFacts().map((fact) => ({ ...fact, example: exampleOf(fact) }));
