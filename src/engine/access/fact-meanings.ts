/**
 * What each name a show rule may use is, in both languages of the console (for an editor's list of
 * them: the studio's facts list). Apart from facts.ts, which the shell's first code carries and which
 * needs only the names; the types here make every derived fact have its meaning.
 */
import { ACCOUNT_SCHEMA, type DerivedFact } from './facts.ts';

/** What a fact or function is, in each language. */
export interface Meaning {
  en: string;
  ja: string;
}

const FACT_MEANINGS = {
  licenceOwner: {
    en: 'The account owns the licence (account_id equals license_acct_id).',
    ja: 'アカウントがライセンスを所有している（account_id が license_acct_id と等しい）。',
  },
  superAdmin: {
    en: 'User type 60, or the SU_ADMIN_ACCOUNT permission.',
    ja: 'ユーザー種別が 60、または SU_ADMIN_ACCOUNT 権限がある。',
  },
  partner: {
    en: 'A CLP or LMP partner account (user type 20 or 30).',
    ja: 'CLP または LMP のパートナーアカウント（ユーザー種別 20 または 30）。',
  },
  partnerLicence: {
    en: 'The licence type is a partner type (20 or 30).',
    ja: 'ライセンス種別がパートナーの種別（20 または 30）。',
  },
  localAccount: { en: 'User type 10.', ja: 'ユーザー種別が 10。' },
  inboundOnly: {
    en: 'The INBOUND_SCAN_ONLY permission: outbound protection is hidden.',
    ja: 'INBOUND_SCAN_ONLY 権限がある。送信の保護は表示されない。',
  },
  assuming: { en: 'A super administrator is assuming this account.', ja: 'スーパー管理者がこのアカウントに代理ログオンしている。' },
  provisionCompleted: { en: 'Provision progress has reached 40.', ja: 'プロビジョニングの進捗が 40 に達している。' },
} as const satisfies Record<DerivedFact, Meaning>;

/** The functions a rule may call, with what each is. */
const FUNCTION_MEANINGS = {
  can: {
    en: 'The session holds the permission entry (NAME or NAME:action).',
    ja: 'セッションにその権限エントリ（NAME または NAME:action）がある。',
  },
  feature: { en: 'The feature flag of that name is on for the session.', ja: 'その名前の機能フラグがセッションで有効。' },
} as const satisfies Record<string, Meaning>;

/** A name a rule may use: a fact, an `account` field or a function, with its CEL type and what it is. */
export interface RuleFact {
  name: string;
  /** The CEL type (`bool`, `int`, `string`), or a function's signature (`string → bool`). */
  type: string;
  /** What it is, in each language; null for an account field (its name says it). */
  meaning: Meaning | null;
}

/** Every name a rule may use, from the same declarations the rules are checked against (for an editor's list of them). */
export function ruleFacts(): RuleFact[] {
  const fields = (schema: object, prefix: string): RuleFact[] =>
    Object.entries(schema).flatMap(([key, value]) =>
      typeof value === 'object'
        ? fields(value as object, `${prefix}${key}.`)
        : [{ name: `${prefix}${key}`, type: String(value), meaning: null }],
    );
  return [
    ...Object.entries(FACT_MEANINGS).map(([name, meaning]) => ({ name, type: 'bool', meaning })),
    ...fields(ACCOUNT_SCHEMA, 'account.'),
    ...Object.entries(FUNCTION_MEANINGS).map(([name, meaning]) => ({ name, type: 'string → bool', meaning })),
  ];
}
