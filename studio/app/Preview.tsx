/**
 * The preview: the side menu and Administration panel one profile sees with the draft table, as the
 * console's access engine decides them (menuTop, menuChildren), the profiles that gain or lose a page
 * against the disk, the check's warnings, and the legacy page in a frame.
 */
import { memo, useMemo, useState } from 'react';
import { createRouteAccess } from '../../src/engine/access/route-access.ts';
import type { RouteEntry, RouteTable } from '../../src/engine/manifest/route-table.ts';
import { readText, type DraftFiles, type Language } from '../lib/draft.ts';
import type { ProfileDelta, StudioProfile } from '../lib/profile-delta.ts';
import type { Lang, T } from './i18n.ts';

interface PreviewProps {
  table: RouteTable;
  files: DraftFiles;
  profiles: readonly StudioProfile[];
  delta: ProfileDelta;
  selected: string | null;
  lang: Lang;
  t: T;
}

function groupsOf(entries: readonly RouteEntry[]): [string, RouteEntry[]][] {
  const groups = new Map<string, RouteEntry[]>();
  for (const entry of entries) {
    const key = entry.group ?? '';
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  return [...groups];
}

export const Preview = memo(function Preview({ table, files, profiles, delta, selected, lang, t }: PreviewProps) {
  const [profileId, setProfileId] = useState(profiles.find((profile) => profile.id === 'full-admin')?.id ?? profiles[0]?.id ?? '');
  const profile = profiles.find((item) => item.id === profileId) ?? profiles[0];
  const access = useMemo(() => (profile ? createRouteAccess(table, profile.session) : null), [table, profile]);
  const label = (entry: RouteEntry): string => readText(files, lang as Language, entry.label) ?? entry.label;
  const item = (entry: RouteEntry) => (
    <li key={entry.path} data-route={`/${entry.path}`} className={entry.path === selected ? 'selected' : undefined}>
      {label(entry)}
    </li>
  );
  const top = access?.menuTop() ?? [];
  const panel = top.find((entry) => entry.navigation === 'panel');
  const selectedEntry = table.all.find((entry) => entry.path === selected);
  return (
    <section className="preview" aria-labelledby="preview-heading">
      <h2 id="preview-heading">{t('preview')}</h2>
      <label htmlFor="preview-profile">{t('previewAs')}</label>{' '}
      <select id="preview-profile" value={profile?.id ?? ''} onChange={(event) => setProfileId(event.target.value)}>
        {profiles.map((item) => (
          <option key={item.id} value={item.id}>
            {item.title}
          </option>
        ))}
      </select>
      <div className="preview-panes">
        <nav aria-label={t('sideMenu')} className="preview-menu" data-testid="preview-menu">
          <h3>{t('sideMenu')}</h3>
          <ul>
            {top.map((entry) => (
              <li key={entry.path} data-route={`/${entry.path}`} className={entry.path === selected ? 'selected' : undefined}>
                {label(entry)}
                {entry.navigation !== 'panel' && entry.view.kind === 'parent' ? (
                  <ul>{access?.menuChildren(entry.path).map(item)}</ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('adminPanel')} className="preview-panel" data-testid="preview-panel">
          <h3>{t('adminPanel')}</h3>
          {panel && access ? (
            groupsOf(access.menuChildren(panel.path)).map(([group, entries]) => (
              <section
                key={group || 'ungrouped'}
                aria-label={group ? (readText(files, lang as Language, `panelGroup.${group}`) ?? group) : t('ungrouped')}
              >
                <h4>{group ? (readText(files, lang as Language, `panelGroup.${group}`) ?? group) : t('ungrouped')}</h4>
                <ul>{entries.map(item)}</ul>
              </section>
            ))
          ) : (
            <p>{t('nothingListed')}</p>
          )}
        </nav>
      </div>
      <h3>{t('delta')}</h3>
      {delta.rows.length === 0 ? (
        <p>{t('noDelta')}</p>
      ) : (
        <table className="delta" data-testid="delta">
          <thead>
            <tr>
              <th scope="col">{t('profile')}</th>
              <th scope="col">{t('route')}</th>
              <th scope="col">{t('before')}</th>
              <th scope="col">{t('after')}</th>
              <th scope="col">{t('refusalEn')}</th>
              <th scope="col">{t('refusalJa')}</th>
            </tr>
          </thead>
          <tbody>
            {delta.rows.map((row) => (
              <tr key={`${row.profile} ${row.route}`} data-profile={row.profile}>
                <th scope="row">{row.title}</th>
                <td>
                  <code>{row.route}</code>
                </td>
                <td>{t(`placement_${row.before}`)}</td>
                <td>{t(`placement_${row.after}`)}</td>
                <td lang="en">{row.refusal?.en.join(' / ') ?? ''}</td>
                <td lang="ja">{row.refusal?.ja.join(' / ') ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {delta.warnings.length > 0 ? (
        <ul className="warnings">
          {delta.warnings.map((warning) => (
            <li key={`${warning.kind} ${warning.route} ${warning.rule ?? ''}`}>
              {warning.kind === 'unreachable'
                ? t('warnUnreachable', { route: warning.route })
                : t('warnOneSided', { route: warning.route, rule: warning.rule ?? '', value: t(warning.value ? 'true' : 'false') })}
            </li>
          ))}
        </ul>
      ) : null}
      {selectedEntry?.view.kind === 'frame' ? (
        <>
          <h3>{t('legacyFrame')}</h3>
          {/* Sandboxed without top navigation: a legacy page without a console session sends its top window to sign-in. */}
          <iframe
            className="legacy"
            title={t('legacyFrame')}
            src={selectedEntry.view.url}
            sandbox="allow-same-origin allow-scripts allow-forms"
          />
        </>
      ) : null}
    </section>
  );
});
