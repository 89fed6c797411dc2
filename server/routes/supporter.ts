// Manual License Check: look up a company by GUID and trigger a licence sync (spec 2.7, 4.6).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findAccountById, permsOf } from '../accounts';
import type { AppContext } from '../context';
import { sendJson } from '../reply';
import { sessionOf } from '../session';

const API = '/uiserver/api/v1';
const SUPER_ADMIN = 60;

/** Spec section 6: allowed only with super, ALL or MANUAL_LICENSE_CHECK (any action). */
async function mayCheckLicenses(ctx: AppContext, request: FastifyRequest): Promise<boolean> {
  const a = await findAccountById(ctx, sessionOf(request).accountId);
  if (!a) return false;
  if (a.usertype === SUPER_ADMIN) return true;
  const names = (await permsOf(ctx, a.account_id)).map((p) => p.split(':')[0]);
  return names.some((n) => n === 'ALL' || n === '*' || n === 'SU_ADMIN_ACCOUNT' || n === 'MANUAL_LICENSE_CHECK');
}

const iso = (d: Date | null): string => (d ? d.toISOString().replace(/\.\d{3}Z$/, 'Z') : '');
const bit = (b: boolean): number => (b ? 1 : 0);

/** The GET reply's data, or undefined when there is no such company. */
async function licenseDetails(ctx: AppContext, guid: string) {
  const c = (await ctx.db.query<Record<string, string | boolean>>('select * from companies where guid = $1', [guid])).rows[0];
  if (!c) return undefined;
  const la = (
    await ctx.db.query<Record<string, string | number | Date | null>>('select * from license_accounts where company_guid = $1', [guid])
  ).rows[0];
  const lic = await ctx.db.query<{ accode: string; pid: string; seats: number; led: string; grace_period: number; auto_renewal: boolean }>(
    'select accode, pid, seats, led, grace_period, auto_renewal from licenses where company_guid = $1 order by id',
    [guid],
  );
  const company = {
    GUID: c.guid,
    customer_id: c.customer_id,
    name: c.name,
    email: c.email,
    address: c.address,
    city: c.city,
    state: c.state,
    zip: c.zip,
    country: c.country,
    first_name: c.first_name,
    last_name: c.last_name,
    phone: c.phone,
    prefer_language: c.prefer_language,
    is_v1eas: bit(c.is_v1eas === true),
    enable_cuplog: bit(c.enable_cuplog === true),
  };
  const date = (v: unknown): string => (v instanceof Date ? iso(v) : '');
  const account = la
    ? {
        accountid: Number(la.accountid),
        accountname: la.accountname,
        namespace: la.namespace,
        extra: {
          alias_id_char: la.alias_id_char,
          pid: la.pid,
          accode: la.accode,
          pending_accode: la.pending_accode,
          seats: la.seats,
          led: la.led,
          version_type: la.version_type,
          grace_period: la.grace_period,
          bucode: la.bucode,
          license_check_last_success_time: date(la.license_check_last_success_time),
          license_check_status: la.license_check_status,
        },
        email: la.email,
        language: la.language,
        cobrand_id: la.cobrand_id,
        created_at: date(la.created_at),
        modified_at: date(la.modified_at),
        lastlogin_time: date(la.lastlogin_time),
      }
    : null;
  const licenses = lic.rows.map((l) => ({ ...l, auto_renewal: bit(l.auto_renewal) }));
  return { company, account, licenses };
}

export function registerSupporterRoutes(app: FastifyInstance, ctx: AppContext): void {
  const opts = { config: { kind: 'json', auth: 'required' } } as const;

  // Shared guard: permission first, then a non-empty id ("no company id" is code 400, spec 8).
  async function guard(request: FastifyRequest): Promise<{ status: number; body: object } | string> {
    if (!(await mayCheckLicenses(ctx, request))) return { status: 403, body: { code: 403, message: 'no permission' } };
    const id = ((request.params as { companyId?: string }).companyId ?? '').trim();
    if (!id) return { status: 400, body: { code: 400, message: 'no company id' } };
    return id;
  }

  for (const path of [`${API}/supporter/license/:companyId`, `${API}/supporter/license/`]) {
    app.get(path, opts, async (request, reply) => {
      const id = await guard(request);
      if (typeof id !== 'string') return sendJson(reply, id.body, id.status);
      const data = await licenseDetails(ctx, id);
      if (!data) return sendJson(reply, { code: 404, message: 'no data found' }, 404);
      return sendJson(reply, { code: 0, message: 'ok', data });
    });

    app.put(path, opts, async (request, reply) => {
      const id = await guard(request);
      if (typeof id !== 'string') return sendJson(reply, id.body, id.status);
      const c = (await ctx.db.query<{ sync_fails: boolean }>('select sync_fails from companies where guid = $1', [id])).rows[0];
      if (!c) return sendJson(reply, { code: 404, message: 'no data found' }, 404);
      const now = ctx.now();
      if (c.sync_fails) {
        await ctx.db.query("update license_accounts set license_check_status = 'failed', modified_at = $2 where company_guid = $1", [
          id,
          now,
        ]);
        // HTTP 200 with a non-zero code: the contract defines failure by `code`, not by status.
        return sendJson(reply, { code: 5001, message: 'licence server sync failed' });
      }
      await ctx.db.query(
        "update license_accounts set license_check_status = 'success', license_check_last_success_time = $2, modified_at = $2 where company_guid = $1",
        [id, now],
      );
      return sendJson(reply, { code: 0, message: 'ok' });
    });
  }
}
