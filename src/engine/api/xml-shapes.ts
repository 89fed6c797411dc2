/**
 * How each XML call of the contract is decoded: which elements are lists (an array with 0, 1 or n
 * items, never a lone value) and which are containers (an object even when the element is empty).
 * Keyed by the call's path under the API prefix. The console's calls decode with these, and so does
 * the conformance kit (scripts/conformance), so a reply passes the kit exactly when the console can read it.
 */
import type { XmlShapeHints } from './xml';

/** The envelope's own containers, in every XML reply: empty, they are still objects. */
export const ENVELOPE_OBJECTS: readonly string[] = ['response.errorinfo', 'response.resultinfo'];

/** A call's hints with the envelope's containers added: what the console decodes every XML reply with. */
export function replyHints(hints: XmlShapeHints = {}): XmlShapeHints {
  return { arrays: hints.arrays ?? [], objects: [...ENVELOPE_OBJECTS, ...(hints.objects ?? [])] };
}

export const XML_SHAPES = {
  login: { objects: ['response.resultinfo'] },
  'account/present': {
    arrays: ['response.resultinfo.perms.perm'],
    objects: ['response.resultinfo.features', 'response.resultinfo.account.comp', 'response.resultinfo.account.extra'],
  },
  'account/assumeas/previous': { objects: ['response.resultinfo.previous'] },
  'mfa/status': { objects: ['response.resultinfo.mfaSetting'] },
  'mfa/setting': { objects: ['response.resultinfo.mfaSetting'] },
} as const satisfies Record<string, XmlShapeHints>;

export type XmlCall = keyof typeof XML_SHAPES;
