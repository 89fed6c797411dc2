import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatCell, formatCellDate } from './format-cell';
import { accountRows, companyRows, licenseCells, showsLicensesTab, textOf } from './license-rows';

const COMPANY = {
  GUID: '00123',
  customer_id: '00456',
  name: '00123',
  email: 'it@00123.example.com',
  address: '1 Road',
  city: 'Singapore',
  state: '',
  zip: '012345',
  country: 'SG',
  first_name: 'Numeric',
  last_name: 'Name',
  phone: '0065 5555',
  prefer_language: 'en',
  is_v1eas: 0 as const,
  enable_cuplog: 1 as const,
};

describe('companyRows', () => {
  it('lists the fifteen company rows in order, numbers-looking text kept', () => {
    const rows = companyRows(COMPANY);
    expect(rows.map((row) => row.label.split('.').pop())).toEqual([
      'companyId',
      'instanceId',
      'name',
      'email',
      'address',
      'city',
      'state',
      'zip',
      'country',
      'firstName',
      'lastName',
      'phone',
      'language',
      'v1ecs',
      'cuplog',
    ]);
    expect(rows[0]?.cell).toEqual({ kind: 'text', text: '00123' });
    expect(rows[7]?.cell).toEqual({ kind: 'text', text: '012345' });
    expect(rows[13]?.cell).toEqual({ kind: 'yes-no', value: false });
    expect(rows[14]?.cell).toEqual({ kind: 'enabled-disabled', value: true });
  });
});

describe('accountRows', () => {
  it('lists the twenty account rows and reads extra', () => {
    const rows = accountRows({
      accountid: 50004,
      accountname: '00123',
      namespace: '',
      extra: {
        alias_id_char: 'a',
        pid: 'EMS',
        accode: '0001234',
        seats: 100,
        led: '2027-01-01',
        license_check_last_success_time: '2026-05-01T00:00:00Z',
      },
      created_at: '2024-01-15T09:00:00Z',
    });
    expect(rows).toHaveLength(20);
    expect(rows[0]?.cell).toEqual({ kind: 'text', text: '50004' });
    expect(rows[5]?.cell).toEqual({ kind: 'text', text: '0001234' });
    expect(rows[8]?.cell).toEqual({ kind: 'date', value: '2027-01-01', utc: true });
    expect(rows[12]?.cell).toEqual({ kind: 'date', value: '2026-05-01T00:00:00Z', utc: true });
    expect(rows[17]?.cell).toEqual({ kind: 'date', value: '2024-01-15T09:00:00Z', utc: false });
    expect(rows[19]?.cell).toEqual({ kind: 'date', value: '', utc: false });
  });

  it('copes with a missing extra', () => {
    expect(accountRows({ accountid: 1, extra: null })[4]?.cell).toEqual({ kind: 'text', text: '' });
  });
});

describe('licenses', () => {
  it('gives the six columns with Yes/No for auto renewal', () => {
    expect(licenseCells({ accode: '0042', pid: 'EMS', seats: 42, led: '2026-09-30', grace_period: 7, auto_renewal: 'false' })).toEqual([
      { kind: 'text', text: '0042' },
      { kind: 'text', text: 'EMS' },
      { kind: 'text', text: '42' },
      { kind: 'date', value: '2026-09-30', utc: true },
      { kind: 'text', text: '7' },
      { kind: 'yes-no', value: false },
    ]);
  });

  it('shows the tab only for a company that is not v1', () => {
    expect(showsLicensesTab(COMPANY)).toBe(true);
    expect(showsLicensesTab({ ...COMPANY, is_v1eas: 1 })).toBe(false);
    expect(showsLicensesTab({ ...COMPANY, is_v1eas: 'true' })).toBe(false);
  });

  it('textOf keeps text and writes numbers', () => {
    expect([textOf('00123'), textOf(5), textOf(null), textOf(undefined)]).toEqual(['00123', '5', '', '']);
  });
});

describe('formatCell', () => {
  const t = ((key: string) => key) as unknown as TFunction;
  it('renders flags through translation keys', () => {
    expect(formatCell({ kind: 'yes-no', value: true }, t, 'en')).toBe('licenseCheck.yes');
    expect(formatCell({ kind: 'enabled-disabled', value: false }, t, 'en')).toBe('licenseCheck.disabled');
  });

  it('shows a calendar day as that day in each language', () => {
    expect(formatCellDate('2027-03-31', true, 'en')).toBe('03/31/2027');
    expect(formatCellDate('2027-03-31', true, 'ja')).toBe('2027/03/31');
  });

  it('shows a UTC instant in UTC', () => {
    expect(formatCellDate('2026-05-01T23:30:00Z', true, 'en')).toBe('05/01/2026 23:30:00');
    expect(formatCellDate('2026-05-01T23:30:00Z', true, 'ja')).toBe('2026/05/01 23:30:00');
  });

  it('shows other instants with the offset, and odd text as it came', () => {
    expect(formatCellDate('2026-05-01T23:30:00Z', false, 'en')).toMatch(/^\d\d\/\d\d\/2026 \d\d:\d\d:\d\d \(UTC[+-]\d\d:\d\d\)$/);
    expect(formatCellDate('not a date', false, 'en')).toBe('not a date');
    expect(formatCellDate('', false, 'en')).toBe('');
  });
});
