/** How a cell of the licence tabs reads, in the user's language; every date goes through formatDate. */
import type { TFunction } from 'i18next';
import { formatDate } from '../../engine/i18n/date-format';
import type { Cell } from './license-rows';

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar day (a licence end date) has no time and no zone, so it is shown as that day, never
 * moved by an offset. An instant is shown in UTC where the column says UTC, else in the browser's
 * zone with its offset. Text that is not a date is shown as it came rather than hidden.
 */
export function formatCellDate(value: string, utc: boolean, language: string | undefined): string {
  if (value === '') return '';
  if (CALENDAR_DAY.test(value)) return formatDate(value, 'short', language);
  const shown = utc ? formatDate(value, 'long', language, 0) : formatDate(value, 'utc', language);
  return shown === '' ? value : shown;
}

export function formatCell(cell: Cell, t: TFunction, language: string | undefined): string {
  switch (cell.kind) {
    case 'text':
      return cell.text;
    case 'yes-no':
      return cell.value ? t('licenseCheck.yes') : t('licenseCheck.no');
    case 'enabled-disabled':
      return cell.value ? t('licenseCheck.enabled') : t('licenseCheck.disabled');
    case 'date':
      return formatCellDate(cell.value, cell.utc, language);
  }
}
