import { SearchIcon } from '@primer/octicons-react';
import { Heading, Label } from '@primer/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterRows, type SessionRow } from './session-rows';
import styles from './SupportAccess.module.css';

export interface SessionLogProps {
  rows: readonly SessionRow[];
  /** The browser's offset from UTC, as the times are read (`UTC+09:00`). */
  zone: string;
}

/**
 * The log of support sessions, newest first. Rows are keyed by the server's id, so a refresh changes
 * text in place: nothing is remounted, and neither the focus nor the scrolling moves.
 */
export function SessionLog({ rows, zone }: SessionLogProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const shown = useMemo(() => filterRows(rows, search), [rows, search]);
  return (
    <section className={styles.log} aria-labelledby="support-access-log" data-testid="support-access-log">
      <Heading as="h2" variant="small" id="support-access-log">
        {t('supportAccess.log')}
      </Heading>
      <p className={styles.intro}>{t('supportAccess.logIntro', { zone })}</p>
      {rows.length === 0 ? (
        <p className={styles.none} data-testid="support-access-no-sessions">
          {t('supportAccess.noSessions')}
        </p>
      ) : (
        // Finding the session of one ticket among up to 100. The octicon is the palette's own search glyph
        // (the same module as the shell's, so this screen adds no chunk to the shell's: docs/support-access.md).
        <div className={styles.search} role="search">
          <SearchIcon aria-hidden="true" />
          <input
            className={styles.input}
            type="search"
            aria-label={t('supportAccess.search')}
            placeholder={t('supportAccess.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            data-testid="support-access-search"
          />
        </div>
      )}
      {rows.length > 0 && shown.length === 0 ? <p className={styles.none}>{t('supportAccess.noMatch')}</p> : null}
      {shown.length === 0 ? null : (
        <ol className={styles.sessions}>
          {shown.map((row) => (
            <SessionEntry key={row.id} row={row} />
          ))}
        </ol>
      )}
    </section>
  );
}

function SessionEntry({ row }: { row: SessionRow }) {
  const { t } = useTranslation();
  const headingId = `support-session-${row.id}`;
  return (
    <li className={styles.session} data-testid="support-session" data-ticket={row.ticket}>
      <h3 className={styles.sessionHead} id={headingId}>
        <span>{t('supportAccess.sessionOf', { supporter: row.supporter, ticket: row.ticket })}</span>
        <Label variant={row.running ? 'attention' : 'secondary'} data-testid="support-session-state">
          {t(row.running ? 'supportAccess.running' : 'supportAccess.ended')}
        </Label>
      </h3>
      <dl className={styles.facts}>
        <dt>{t('supportAccess.supporter')}</dt>
        <dd data-testid="support-session-supporter">{row.supporter}</dd>
        <dt>{t('supportAccess.reason')}</dt>
        <dd data-testid="support-session-reason">{row.reason}</dd>
        <dt>{t('supportAccess.ticket')}</dt>
        <dd data-testid="support-session-ticket">{row.ticket}</dd>
        <dt>{t('supportAccess.started')}</dt>
        <dd>{row.started}</dd>
        {row.ended === null ? null : (
          <>
            <dt>{t('supportAccess.endedAt')}</dt>
            <dd>{row.ended}</dd>
          </>
        )}
        {row.endedBy === null ? null : (
          <>
            <dt>{t('supportAccess.endedByLabel')}</dt>
            <dd data-testid="support-session-ended-by">{t(row.endedBy)}</dd>
          </>
        )}
      </dl>
      <SessionList
        heading={t('supportAccess.elevations')}
        none={t('supportAccess.noElevations')}
        testId="support-session-elevations"
        items={row.elevations}
        columns={[
          { label: t('supportAccess.at'), className: styles.when, cell: (elevation) => elevation.at },
          { label: t('supportAccess.until'), className: styles.when, cell: (elevation) => elevation.until },
          { label: t('supportAccess.reason'), cell: (elevation) => elevation.reason },
        ]}
      />
      <SessionList
        heading={t('supportAccess.writes')}
        none={t('supportAccess.noWrites')}
        testId="support-session-writes"
        items={row.writes}
        columns={[
          { label: t('supportAccess.at'), className: styles.when, cell: (write) => write.at },
          { label: t('supportAccess.call'), className: styles.call, cell: (write) => write.call },
        ]}
      />
    </li>
  );
}

interface Column<Item> {
  readonly label: string;
  readonly className?: string;
  readonly cell: (item: Item) => string;
}

/** One of a session's lists (its elevations, its changes): a heading, then a table, or a line saying there is none. */
function SessionList<Item>({
  heading,
  none,
  testId,
  items,
  columns,
}: {
  heading: string;
  none: string;
  testId: string;
  items: readonly Item[];
  columns: readonly Column<Item>[];
}) {
  return (
    <>
      <h4 className={styles.subhead}>{heading}</h4>
      {items.length === 0 ? (
        <p className={styles.none}>{none}</p>
      ) : (
        <table className={styles.table} data-testid={testId}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.label} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((item, index) => (
              // A session's entries never reorder: the server appends them.
              <tr key={index}>
                {columns.map((column) => (
                  <td key={column.label} className={column.className}>
                    {column.cell(item)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
