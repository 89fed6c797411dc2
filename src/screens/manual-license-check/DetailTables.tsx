import { VisuallyHidden } from '@primer/react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LicenseEntry } from '../../generated/types/api-supporter-license';
import { formatCell } from './format-cell';
import { LICENSE_COLUMNS, licenseCells, type Row } from './license-rows';

const Table = styled.table`
  width: 100%;
  max-width: 880px;
  border-collapse: collapse;
  font-size: 14px;
  & th,
  & td {
    padding: 8px 12px;
    border-bottom: 1px solid var(--borderColor-muted, var(--borderColor-default));
    text-align: left;
    vertical-align: top;
  }
  & thead th {
    background: var(--bgColor-muted);
    color: var(--fgColor-muted);
    font-size: 12px;
    font-weight: 600;
  }
  & tbody th {
    /* A phone-sized window leaves the values most of the width. */
    width: min(280px, 35%);
    color: var(--fgColor-muted);
    font-weight: 600;
  }
  & td {
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }
`;

/*
 * The Licenses table keeps each heading and value on one line (codes and dates broken a character a
 * line are unreadable) and scrolls sideways in a window too narrow for its six columns; the scroller
 * takes the focus so a keyboard can scroll it too.
 */
const Scroller = styled.div`
  max-width: 880px;
  overflow-x: auto;
  &:focus-visible {
    outline: 2px solid var(--focus-outlineColor, #0969da);
    outline-offset: 2px;
  }
  & th,
  & td {
    overflow-wrap: normal;
    white-space: nowrap;
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: 16px 0;
  color: var(--fgColor-muted);
`;

/** A key-value table (Company, Account): one row per field, the field's name as the row header. */
export function DetailTable({ rows, testId }: { rows: readonly Row[]; testId: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Table data-testid={testId}>
      <thead>
        <tr>
          <th scope="col">{t('licenseCheck.field')}</th>
          <th scope="col">{t('licenseCheck.value')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} data-field={row.label.split('.').pop()}>
            <th scope="row">{t(row.label)}</th>
            <td>{formatCell(row.cell, t, i18n.resolvedLanguage)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export function NoRows({ message }: { message: string }) {
  return <Empty>{message}</Empty>;
}

/** The Licenses tab: one row per licence, in the six columns license-rows.ts lists. */
export function LicensesTable({ licenses }: { licenses: readonly LicenseEntry[] }) {
  const { t, i18n } = useTranslation();
  if (licenses.length === 0) return <NoRows message={t('licenseCheck.noLicenses')} />;
  return (
    <Scroller role="region" aria-label={t('licenseCheck.licenses.caption')} tabIndex={0}>
      <Table data-testid="licenses-table">
        <caption>
          <VisuallyHidden>{t('licenseCheck.licenses.caption')}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {LICENSE_COLUMNS.map((column) => (
              <th key={column} scope="col">
                {t(`licenseCheck.licenses.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {licenses.map((license, index) => (
            <tr key={`${String(license.accode)}-${index}`}>
              {licenseCells(license).map((cell, column) => (
                <td key={LICENSE_COLUMNS[column]}>{formatCell(cell, t, i18n.resolvedLanguage)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
