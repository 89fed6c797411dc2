// The optional fields a support session adds to GET account/assumeas/previous: why and for how long it
// runs, and whether it may change anything (contract: "Support sessions (assume-as) that customers can
// trust"). A session without them (today's assume-as) gets none, and the console shows no countdown.
import type { AppContext } from '../context';
import { x, type XNode } from '../http/xml';
import { currentSupport, inWriteMode, isoUtc } from './support-guard';

export async function supportFields(ctx: AppContext, supportId: number): Promise<XNode[]> {
  const row = await currentSupport(ctx, supportId);
  if (!row || row.ended_at !== null) return [];
  const write = inWriteMode(row, ctx.now());
  return [
    x('reason', row.reason),
    x('ticket', row.ticket),
    x('started_at', isoUtc(row.started_at)),
    x('expires_at', isoUtc(row.expires_at)),
    x('mode', write ? 'write' : 'read'),
    ...(write && row.write_until !== null ? [x('write_until', isoUtc(row.write_until))] : []),
  ];
}
