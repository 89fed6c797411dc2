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
      <h4 className={styles.subhead}>{t('supportAccess.elevations')}</h4>
      {row.elevations.length === 0 ? (
        <p className={styles.none}>{t('supportAccess.noElevations')}</p>
      ) : (
        <table className={styles.table} data-testid="support-session-elevations">
          <thead>
            <tr>
              <th scope="col">{t('supportAccess.at')}</th>
              <th scope="col">{t('supportAccess.until')}</th>
              <th scope="col">{t('supportAccess.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {row.elevations.map((elevation, index) => (
              <tr key={index}>
                <td className={styles.when}>{elevation.at}</td>
                <td className={styles.when}>{elevation.until}</td>
                <td>{elevation.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h4 className={styles.subhead}>{t('supportAccess.writes')}</h4>
      {row.writes.length === 0 ? (
        <p className={styles.none}>{t('supportAccess.noWrites')}</p>
      ) : (
        <table className={styles.table} data-testid="support-session-writes">
          <thead>
            <tr>
              <th scope="col">{t('supportAccess.at')}</th>
              <th scope="col">{t('supportAccess.call')}</th>
            </tr>
          </thead>
          <tbody>
            {row.writes.map((write, index) => (
              <tr key={index}>
                <td className={styles.when}>{write.at}</td>
                <td className={styles.call}>{write.call}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </li>
  );
}
