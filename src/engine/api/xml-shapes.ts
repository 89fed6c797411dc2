/**
 * The containers of the XML envelope, which every XML reply is decoded with. A call's own lists and
 * containers are written in the table of the contract's calls (schemas/api/calls.json, `reply.xml`)
 * and reach the console's calls and the conformance kit from there, so a reply passes the kit
 * exactly when the console can read it.
 */
import type { XmlShapeHints } from './xml';

/** The envelope's own containers, in every XML reply: empty, they are still objects. */
export const ENVELOPE_OBJECTS: readonly string[] = ['response.errorinfo', 'response.resultinfo'];

/** A call's hints with the envelope's containers added: what the console decodes every XML reply with. */
export function replyHints(hints: XmlShapeHints = {}): XmlShapeHints {
  return { arrays: hints.arrays ?? [], objects: [...ENVELOPE_OBJECTS, ...(hints.objects ?? [])] };
}
