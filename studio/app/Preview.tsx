/**
 * The preview: the side menu and Administration panel one profile sees with the draft table, drawn by
 * the console's own components (ConsoleMenus), the profiles that gain or lose a page against the
 * disk, the check's warnings, and the legacy page in a frame, signed in as the profile's demo account.
 */
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { createRouteAccess } from '../../src/engine/access/route-access.ts';
import type { RouteTable } from '../../src/engine/manifest/route-table.ts';
import { LOCALE_FILES, parseCached, type DraftFiles, type Language } from '../lib/draft.ts';
import type { ProfileDelta, StudioProfile } from '../lib/profile-delta.ts';
import { previewSession } from './api.ts';
import { ConsoleMenus } from './ConsoleMenus.tsx';
import type { Lang, T } from './i18n.ts';

interface PreviewProps {
  table: RouteTable;
  files: DraftFiles;
  profiles: readonly StudioProfile[];
  delta: ProfileDelta;
  selected: string | null;
  lang: Lang;
  theme: 'light' | 'dark';
  t: T;
}

export const Preview = memo(function Preview({ table, files, profiles, delta, selected, lang, theme, t }: PreviewProps) {
  const [profileId, setProfileId] = useState(profiles.find((profile) => profile.id === 'full-admin')?.id ?? profiles[0]?.id ?? '');
  const profile = profiles.find((item) => item.id === profileId) ?? profiles[0];
  const access = useMemo(() => (profile ? createRouteAccess(table, profile.session) : null), [table, profile]);
  const translations = useMemo(
    () => ({ en: parseCached(files[LOCALE_FILES.en] ?? '{}'), ja: parseCached(files[LOCALE_FILES.ja] ?? '{}') }),
    [files],
  );
  // The page on screen in the preview: the route being edited, until a link of the preview is chosen.
  const [chosen, setChosen] = useState<{ for: string | null; path: string } | null>(null);
  const page = chosen !== null && chosen.for === selected ? chosen.path : `/${selected ?? ''}`;
  const setPage = useCallback((path: string) => setChosen({ for: selected, path }), [selected]);
  const pageEntry = table.all.find((entry) => `/${entry.path}` === page);
  const framed = pageEntry?.view.kind === 'frame';
  // The frame is signed in as the profile's demo account before it loads (once a profile).
  const [session, setSession] = useState<{ profile: string; ok: boolean } | null>(null);
  const signedIn = session?.profile === profile?.id ? (session?.ok ?? false) : null;
  useEffect(() => {
    if (!framed || profile === undefined || signedIn !== null) return;
    let live = true;
    const done = (ok: boolean): void => {
      if (live) setSession({ profile: profile.id, ok });
    };
    previewSession(profile.id).then(
      (answer) => done(answer.ok),
      () => done(false),
    );
    return () => {
      live = false;
    };
  }, [framed, profile, signedIn]);
  return (
    // Not a landmark itself: the console's side menu and Administration panel are landmarks of their
    // own at the top level, as in the console, between the preview's two regions.
    <div className="preview">
      <section aria-labelledby="preview-heading">
        <h2 id="preview-heading">{t('preview')}</h2>
        <label htmlFor="preview-profile">{t('previewAs')}</label>{' '}
        <select id="preview-profile" value={profile?.id ?? ''} onChange={(event) => setProfileId(event.target.value)}>
          {profiles.map((item) => (
            <option key={item.id} value={item.id}>
              {item.title}
            </option>
          ))}
        </select>
      </section>
      {access ? (
        <ConsoleMenus access={access} translations={translations} lang={lang as Language} theme={theme} path={page} onOpen={setPage} />
      ) : null}
      <section aria-labelledby="delta-heading">
        <h3 id="delta-heading">{t('delta')}</h3>
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
        {pageEntry?.view.kind === 'frame' ? (
          <>
            <h3>{t('legacyFrame')}</h3>
            <p className="muted" data-testid="frame-session">
              {signedIn === true
                ? t('frameSignedIn', { profile: profile?.title ?? '' })
                : signedIn === false
                  ? t('frameNotSignedIn')
                  : t('frameSigningIn')}
            </p>
            {/* Sandboxed without top navigation, and without allow-same-origin: the framed page has an
                opaque origin of its own, so it can neither read the studio's page (its token) nor call the
                studio (issue 50 item 6). It is still asked for with the session's cookie: logged on as the
                previewed profile's demo account (preview-session.ts). */}
            {signedIn === true ? (
              <iframe
                key={`${profile?.id ?? ''} ${pageEntry.path}`}
                className="legacy"
                title={t('legacyFrame')}
                src={pageEntry.view.url}
                sandbox="allow-scripts allow-forms"
              />
            ) : null}
          </>
        ) : null}
      </section>
    </div>
  );
});
