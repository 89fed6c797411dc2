/**
 * The rows and columns of the three tabs, as data: which translation key labels each,
 * and how its value renders (text, Yes/No, Enabled/Disabled, a date). Pure, so the mapping from the
 * reply's fields is tested without rendering.
 */
import { isSet } from '../../engine/api/supporter-license';
import type { AccountDetail, CompanyInfo, LicenseEntry, Scalar } from '../../generated/types/api-supporter-license';

export type Cell =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'yes-no'; readonly value: boolean }
  | { readonly kind: 'enabled-disabled'; readonly value: boolean }
  /** utc: shown in UTC (the column says so); otherwise in the browser's zone with its offset. */
  | { readonly kind: 'date'; readonly value: string; readonly utc: boolean };

export interface Row {
  readonly label: string;
  readonly cell: Cell;
}

/** Text as the server sent it: numbers become their decimal text, null and absence become ''. */
export function textOf(value: Scalar | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

const text = (value: Scalar | undefined): Cell => ({ kind: 'text', text: textOf(value) });
const date = (value: Scalar | undefined, utc: boolean): Cell => ({ kind: 'date', value: textOf(value), utc });

export function companyRows(company: CompanyInfo): Row[] {
  const c = 'licenseCheck.company';
  return [
    { label: `${c}.companyId`, cell: text(company.GUID) },
    { label: `${c}.instanceId`, cell: text(company.customer_id) },
    { label: `${c}.name`, cell: text(company.name) },
    { label: `${c}.email`, cell: text(company.email) },
    { label: `${c}.address`, cell: text(company.address) },
    { label: `${c}.city`, cell: text(company.city) },
    { label: `${c}.state`, cell: text(company.state) },
    { label: `${c}.zip`, cell: text(company.zip) },
    { label: `${c}.country`, cell: text(company.country) },
    { label: `${c}.firstName`, cell: text(company.first_name) },
    { label: `${c}.lastName`, cell: text(company.last_name) },
    { label: `${c}.phone`, cell: text(company.phone) },
    { label: `${c}.language`, cell: text(company.prefer_language) },
    { label: `${c}.v1ecs`, cell: { kind: 'yes-no', value: isSet(company.is_v1eas) } },
    { label: `${c}.cuplog`, cell: { kind: 'enabled-disabled', value: isSet(company.enable_cuplog) } },
  ];
}

export function accountRows(account: AccountDetail): Row[] {
  const a = 'licenseCheck.account';
  const extra = account.extra ?? {};
  return [
    { label: `${a}.accountId`, cell: text(account.accountid) },
    { label: `${a}.accountName`, cell: text(account.accountname) },
    { label: `${a}.tenantId`, cell: text(account.namespace) },
    { label: `${a}.accountGuid`, cell: text(extra.alias_id_char) },
    { label: `${a}.pid`, cell: text(extra.pid) },
    { label: `${a}.acCode`, cell: text(extra.accode) },
    { label: `${a}.pendingAcCode`, cell: text(extra.pending_accode) },
    { label: `${a}.seats`, cell: text(extra.seats) },
    { label: `${a}.led`, cell: date(extra.led, true) },
    { label: `${a}.versionType`, cell: text(extra.version_type) },
    { label: `${a}.gracePeriod`, cell: text(extra.grace_period) },
    { label: `${a}.buCode`, cell: text(extra.bucode) },
    { label: `${a}.lastCheckTime`, cell: date(extra.license_check_last_success_time, true) },
    { label: `${a}.lastCheckStatus`, cell: text(extra.license_check_status) },
    { label: `${a}.email`, cell: text(account.email) },
    { label: `${a}.language`, cell: text(account.language) },
    { label: `${a}.cobrandId`, cell: text(account.cobrand_id) },
    { label: `${a}.createdAt`, cell: date(account.created_at, false) },
    { label: `${a}.modifiedAt`, cell: date(account.modified_at, false) },
    { label: `${a}.lastLoginTime`, cell: date(account.lastlogin_time, false) },
  ];
}

export const LICENSE_COLUMNS = ['acCode', 'pid', 'seats', 'led', 'gracePeriod', 'autoRenewal'] as const;

export function licenseCells(license: LicenseEntry): Cell[] {
  return [
    text(license.accode),
    text(license.pid),
    text(license.seats),
    date(license.led, true),
    text(license.grace_period),
    { kind: 'yes-no', value: isSet(license.auto_renewal) },
  ];
}

/** The Licenses tab is for companies that are not v1 email-and-collaboration companies. */
export function showsLicensesTab(company: CompanyInfo): boolean {
  return !isSet(company.is_v1eas);
}
