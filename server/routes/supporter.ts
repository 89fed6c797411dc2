// Manual License Check: look up a company by GUID and trigger a licence sync.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../auth/session';
import { requireFreshProof } from '../auth/step-up';
import type { AppContext } from '../context';
import { findAccountById, permsOf } from '../data/accounts';
import { findCompany, findLicenseAccount, findSyncFails, licensesOf, saveLicenseCheck } from '../data/companies';
import { API } from '../http/contract-table';
import { sendJson } from '../http/reply';

const SUPER_ADMIN = 60;

/** Only a super administrator, or an account holding ALL, SU_ADMIN_ACCOUNT or MANUAL_LICENSE_CHECK (with any action), checks licences. */
async function mayCheckLicenses(ctx: AppContext, request: FastifyRequest): Promise<boolean> {
  const a = await findAccountById(ctx.db, sessionOf(request).accountId);
  if (!a) return false;
  if (a.usertype === SUPER_ADMIN) return true;
  const names = (await permsOf(ctx.db, a.account_id)).map((p) => p.split(':')[0]);
  return names.some((n) => n === 'ALL' || n === '*' || n === 'SU_ADMIN_ACCOUNT' || n === 'MANUAL_LICENSE_CHECK');
}

const iso = (d: Date | null): string => (d ? d.toISOString().replace(/\.\d{3}Z$/, 'Z') : '');
const bit = (b: boolean): number => (b ? 1 : 0);

/** The GET reply's data, or undefined when there is no such company. */
async function licenseDetails(ctx: AppContext, guid: string) {
  const c = await findCompany(ctx.db, guid);
  if (!c) return undefined;
  const la = await findLicenseAccount(ctx.db, guid);
  const lic = await licensesOf(ctx.db, guid);
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
  const licenses = lic.map((l) => ({ ...l, auto_renewal: bit(l.auto_renewal) }));
  return { company, account, licenses };
}

export function registerSupporterRoutes(app: FastifyInstance, ctx: AppContext): void {
  const opts = { config: { kind: 'json', auth: 'required' } } as const;

  // Shared guard: permission first, then a non-empty id ("no company id" is code 400 in the contract).
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
      // Start Sync is a sensitive action: it needs a fresh proof of the user (401 code 1210 otherwise).
      if (await requireFreshProof(ctx, request, reply)) return reply;
      const syncFails = await findSyncFails(ctx.db, id);
      if (syncFails === undefined) return sendJson(reply, { code: 404, message: 'no data found' }, 404);
      const now = ctx.now();
      if (syncFails) {
        await saveLicenseCheck(ctx.db, id, 'failed', now);
        // HTTP 200 with a non-zero code: the contract defines failure by `code`, not by status.
        return sendJson(reply, { code: 5001, message: 'licence server sync failed' });
      }
      await saveLicenseCheck(ctx.db, id, 'success', now);
      return sendJson(reply, { code: 0, message: 'ok' });
    });
  }
}
