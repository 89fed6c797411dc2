/**
 * The route studio (ADR 0016): the route table as the menu and panel show it, a form for the route
 * opened, the blockers of saving, the preview per profile, and the review with the diff of every
 * file the change writes. The decisions live in studio/lib; this renders them.
 */
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { buildRouteTable, type RouteTable } from '../../src/engine/manifest/route-table.ts';
import type { ChildRoute, RouteManifest, TopRoute } from '../../src/generated/types/route-manifest';
import { checkDraft, type DraftCheck, type DraftProblem } from '../lib/draft-check.ts';
import {
  addChild,
  changedFiles,
  LANGUAGES,
  LOCALE_FILES,
  manifestFiles,
  moveChild,
  moveToParent,
  readText,
  labelTextsFollow,
  parseCached,
  readRoute,
  refPath,
  removeChild,
  suggestLabelKey,
  writeRoute,
  type DraftFiles,
  type Language,
  type RouteRef,
} from '../lib/draft.ts';
import { editsOf, type Edit } from '../lib/edits.ts';
import { draftEdits, freshDraft, keptEdits, rebase, resolve, type EditedDraft, type KeptDraft } from '../lib/kept-draft.ts';
import { problemText } from '../lib/problem-text.ts';
import { profileDelta } from '../lib/profile-delta.ts';
import { addTop, removeTopAndTexts, suggestNavKey, suggestTopFrame, suggestTopRoute } from '../lib/top-routes.ts';
import { AddTopRoute } from './AddTopRoute.tsx';
import { readState, type TreeState } from './api.ts';
import { Conflicts } from './Conflicts.tsx';
import { translatorFor, type Lang } from './i18n.ts';
import { PaneBoundary } from './PaneBoundary.tsx';
import { Preview } from './Preview.tsx';
import { Review } from './Review.tsx';
import { fieldId, RouteForm } from './RouteForm.tsx';
import { RouteTree } from './RouteTree.tsx';

const DRAFT_KEY = 'route-studio-draft';
/** Each language by its own name, the same in either language of the studio. */
const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', ja: '日本語' };

/**
 * The files as read (`base`), as edited, and the edits waiting for a choice (kept-draft.ts); what a
 * save sends and the browser keeps are the edits between them, never the files.
 */
type Draft = EditedDraft;

export interface TreeGroup {
  file: string;
  top: TopRoute;
  /** Children by panel group (first-appearance order), or one unnamed group for a menu parent. */
  groups: [string, ChildRoute[]][];
}

function treeOf(files: DraftFiles): TreeGroup[] {
  const groups: TreeGroup[] = [];
  for (const file of manifestFiles(files)) {
    let manifest: RouteManifest;
    try {
      manifest = parseCached(files[file] as string) as RouteManifest;
    } catch {
      continue;
    }
    for (const top of manifest.routes ?? []) {
      const byGroup = new Map<string, ChildRoute[]>();
      for (const child of top.children ?? []) {
        const key = top.navigation === 'panel' ? (child.group ?? '') : '';
        byGroup.set(key, [...(byGroup.get(key) ?? []), child]);
      }
      groups.push({ file, top, groups: [...byGroup] });
    }
  }
  return groups.sort((a, b) => (a.top.order ?? Number.MAX_SAFE_INTEGER) - (b.top.order ?? Number.MAX_SAFE_INTEGER));
}

/**
 * The tree of the draft's manifests, the same object (and the same groups) while their texts are the
 * same: a keystroke in a label or a reason changes only the translations, so the tree's rows keep
 * their props and do not draw again.
 */
let lastTree: { texts: (string | undefined)[]; tree: TreeGroup[] } | null = null;
function cachedTreeOf(files: DraftFiles): TreeGroup[] {
  const texts = manifestFiles(files).flatMap((file) => [file, files[file]]);
  if (lastTree === null || lastTree.texts.length !== texts.length || lastTree.texts.some((text, index) => text !== texts[index])) {
    lastTree = { texts, tree: treeOf(files) };
  }
  return lastTree.tree;
}

/** The draft the browser kept: its edits (a draft kept as whole files gives its edits too) and the route open. */
function savedDraft(): { edits: Edit[]; selected: RouteRef | null } | null {
  try {
    const text = localStorage.getItem(DRAFT_KEY);
    const kept = text === null ? null : (JSON.parse(text) as { selected?: RouteRef | null });
    return kept === null ? null : { edits: keptEdits(kept), selected: kept.selected ?? null };
  } catch {
    return null;
  }
}

function localesOf(files: DraftFiles): Record<Language, unknown> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, parseCached(files[LOCALE_FILES[language]] ?? '{}')])) as Record<
    Language,
    unknown
  >;
}

/**
 * The route table of the draft's routes, the same object while they are the same: a keystroke in a
 * label or a reason changes only the translations, so the placements of every profile (kept per
 * table) and the preview's access are not decided again.
 */
let lastTable: { routes: DraftCheck['routes']; key: string; table: RouteTable } | null = null;
function tableOf(routes: DraftCheck['routes']): RouteTable {
  // The check's routes are the same array while the manifests are the same (draft-check.ts).
  if (lastTable?.routes === routes) return lastTable.table;
  const key = JSON.stringify(routes);
  lastTable = { routes, key, table: lastTable?.key === key ? lastTable.table : buildRouteTable(routes) };
  return lastTable.table;
}

export function App() {
  const [lang, setLang] = useState<Lang>(() => (localStorage.getItem('route-studio-lang') === 'ja' ? 'ja' : 'en'));
  const [theme, setTheme] = useState<'light' | 'dark'>(() =>
    (localStorage.getItem('route-studio-theme') ?? (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light')) === 'dark'
      ? 'dark'
      : 'light',
  );
  const t = useMemo(() => translatorFor(lang), [lang]);
  const [state, setState] = useState<TreeState | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [selected, setSelected] = useState<RouteRef | null>(null);
  const [search, setSearch] = useState('');
  const [restored, setRestored] = useState(false);
  // Bumped when the tree is read again keeping the draft: the review shows the new diff.
  const [reviewAgain, setReviewAgain] = useState(0);
  const focusAfter = useRef<string | null>(null);

  useEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dataset.theme = theme;
    document.title = t('title');
    localStorage.setItem('route-studio-lang', lang);
    localStorage.setItem('route-studio-theme', theme);
  }, [lang, theme, t]);

  /**
   * Takes the tree as read. `keep`: the user's edits to re-apply to it (reload, keeping the draft);
   * else the draft the browser kept, re-applied the same way. Edits another person's change collides
   * with wait in the draft for the user's choice.
   */
  const apply = useCallback((tree: TreeState, keep: Edit[] | null) => {
    setState(tree);
    const saved = keep === null ? savedDraft() : null;
    if (keep !== null) {
      setDraft(rebase(tree.files, keep));
      setRestored(false);
      setReviewAgain((count) => count + 1);
    } else if (saved !== null && saved.edits.length > 0) {
      setDraft(rebase(tree.files, saved.edits));
      setSelected(saved.selected);
      setRestored(true);
    } else setDraft(freshDraft(tree.files));
  }, []);
  const fail = useCallback((error: unknown) => setLoadError(error instanceof Error ? error.message : String(error)), []);
  const load = useCallback((keep: Edit[] | null) => readState().then((tree) => apply(tree, keep), fail), [apply, fail]);

  useEffect(() => {
    readState().then((tree) => apply(tree, null), fail);
  }, [apply, fail]);

  // Kept in the browser a moment after the last keystroke (the user's edits, those waiting for a
  // choice included), and at once when the page goes away (a reload, a closed tab); worked out and
  // serialised only then, not at every keystroke.
  const latest = useRef<{ draft: Draft; selected: RouteRef | null } | null>(null);
  useEffect(() => {
    if (draft === null) return undefined;
    latest.current = { draft, selected };
    const keep = (): void => {
      if (latest.current !== null) {
        const kept: KeptDraft & { selected: RouteRef | null } = {
          edits: draftEdits(latest.current.draft),
          selected: latest.current.selected,
        };
        localStorage.setItem(DRAFT_KEY, JSON.stringify(kept));
      }
      latest.current = null;
    };
    const timer = setTimeout(keep, 200);
    window.addEventListener('pagehide', keep);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pagehide', keep);
    };
  }, [draft, selected]);

  const update = useCallback((change: (files: DraftFiles) => DraftFiles) => {
    setDraft((current) => (current === null ? current : { ...current, files: change(current.files) }));
  }, []);

  const permissions = useMemo(() => new Set(state?.permissions ?? []), [state]);
  const files = draft?.files;
  // One check a draft: the field's errors and the preview (a render later) read the same.
  const checks = useMemo(() => (permissions ? new WeakMap<DraftFiles, DraftCheck>() : null), [permissions]);
  const checkOf = useCallback(
    (of: DraftFiles): DraftCheck => {
      const known = checks?.get(of);
      if (known) return known;
      const made = checkDraft(of, permissions);
      checks?.set(of, made);
      return made;
    },
    [checks, permissions],
  );
  const check = useMemo(() => (files ? checkOf(files) : null), [files, checkOf]);
  const base = draft?.base;
  // The route table's tree, the preview and the delta table follow a keystroke a moment later (a
  // deferred render): the field and its error paint first.
  const deferredFiles = useDeferredValue(files);
  const previewCheck = useMemo(() => (deferredFiles ? checkOf(deferredFiles) : null), [deferredFiles, checkOf]);
  const baseTable = useMemo(() => (base ? buildRouteTable(checkDraft(base, permissions).routes) : null), [base, permissions]);
  const table = useMemo(() => (previewCheck ? tableOf(previewCheck.routes) : null), [previewCheck]);
  const profiles = useMemo(() => [...(state?.profiles ?? [])].sort((a, b) => a.order - b.order), [state]);
  const delta = useMemo(
    () =>
      baseTable && table && deferredFiles ? profileDelta(baseTable, table, profiles, localesOf(deferredFiles)) : { rows: [], warnings: [] },
    [baseTable, table, profiles, deferredFiles],
  );
  const tree = useMemo(() => (deferredFiles ? cachedTreeOf(deferredFiles) : []), [deferredFiles]);
  const addPage = useCallback(
    (group: TreeGroup, panelGroup: string): void => {
      const taken = new Set((group.top.children ?? []).map((child) => child.path));
      let path = 'new-page';
      for (let n = 2; taken.has(path); n += 1) path = `new-page-${n}`;
      const child: ChildRoute = {
        path,
        label: suggestLabelKey(group.top.path, path),
        ...(panelGroup ? { group: panelGroup as ChildRoute['group'] } : {}),
        permissions: [group.top.permissions[0] as string],
        frame: `/uiserver/legacy/${group.top.path}/${path}`,
      };
      update((current) => addChild(current, group.file, group.top.path, child));
      setSelected({ file: group.file, top: group.top.path, child: path });
      focusAfter.current = 'route_path';
    },
    [update],
  );

  const addTopRoute = useCallback(
    (file: string): void => {
      if (files === undefined) return;
      // A placeholder permission (the catalogue's first): a route needs one, the user chooses.
      const top = suggestTopRoute(files, state?.permissions[0] ?? 'EC_SETTINGS');
      update((current) => addTop(current, file, top));
      setSelected({ file, top: top.path });
      focusAfter.current = 'route_path';
    },
    [files, state, update],
  );

  useEffect(() => {
    if (focusAfter.current === null) return;
    document.getElementById(focusAfter.current)?.focus();
    focusAfter.current = null;
  });

  if (loadError !== null) return <p role="alert">{t('loadFailed', { message: loadError })}</p>;
  if (state === null || draft === null || files === undefined || check === null || table === null) return <p>{t('loading')}</p>;

  const selectedPath = selected ? refPath(selected) : null;
  let route: TopRoute | ChildRoute | null = null;
  try {
    route = selected ? readRoute(files, selected) : null;
  } catch {
    route = null;
  }
  const routeProblems = check.problems.filter((problem) => problem.route !== undefined && problem.route === selectedPath);

  const openProblem = (problem: DraftProblem): void => {
    const id = problem.field ? fieldId(problem.field) : null;
    if (problem.route !== undefined && problem.route !== selectedPath) {
      const [top, child] = problem.route.split('/');
      const group = tree.find((item) => item.top.path === top);
      if (group) setSelected({ file: group.file, top: top as string, ...(child ? { child } : {}) });
      focusAfter.current = id;
    } else if (id) document.getElementById(id)?.focus();
  };

  const onRoute = (next: Record<string, unknown>): void => {
    if (!selected) return;
    const path = typeof next.path === 'string' ? next.path : '';
    const before = route as (TopRoute | ChildRoute) | null;
    let follow: { from: string; to: string } | null = null;
    if (before && path !== before.path) {
      // A route's frame url and label key follow its path while they are still the ones suggested for it.
      const isPage = selected.child !== undefined;
      const frameOf = (of: string) => (isPage ? `/uiserver/legacy/${selected.top}/${of}` : suggestTopFrame(of));
      const labelOf = (of: string) => (isPage ? suggestLabelKey(selected.top, of) : suggestNavKey(of));
      if (before.frame === frameOf(before.path)) next.frame = frameOf(path);
      if (before.label === labelOf(before.path) && path !== '') next.label = labelOf(path);
      // Its texts follow the label to its new key, and leave the old one (shown in the diff).
      if (next.label !== before.label) follow = { from: before.label, to: next.label as string };
    }
    // `menu: true` is the default: the manifest leaves it out.
    if (next.menu === true) delete next.menu;
    update((current) => {
      const written = writeRoute(current, selected, next as unknown as ChildRoute);
      return follow === null ? written : labelTextsFollow(written, follow.from, follow.to);
    });
    if (selected.child !== undefined && path !== selected.child) setSelected({ ...selected, child: path });
    if (selected.child === undefined && path !== selected.top) setSelected({ ...selected, top: path });
  };

  return (
    <div className="studio">
      <header className="bar">
        <h1>{t('title')}</h1>
        <label htmlFor="studio-lang">{t('language')}</label>
        <select id="studio-lang" value={lang} onChange={(event) => setLang(event.target.value as Lang)}>
          <option value="en">{LANGUAGE_NAMES.en}</option>
          <option value="ja">{LANGUAGE_NAMES.ja}</option>
        </select>
        <label htmlFor="studio-theme">{t('theme')}</label>
        <select id="studio-theme" value={theme} onChange={(event) => setTheme(event.target.value as 'light' | 'dark')}>
          <option value="light">{t('themeLight')}</option>
          <option value="dark">{t('themeDark')}</option>
        </select>
      </header>
      {restored ? (
        <div className="notice restored" role="status">
          {t('draftRestored')}{' '}
          <button
            type="button"
            onClick={() => {
              latest.current = null;
              localStorage.removeItem(DRAFT_KEY);
              setRestored(false);
              setSelected(null);
              void load(null);
            }}
          >
            {t('discard')}
          </button>
        </div>
      ) : null}
      <Conflicts
        conflicts={draft.conflicts}
        t={t}
        onChoose={(index, choice) => setDraft((current) => (current === null ? current : resolve(current, index, choice)))}
      />
      <div className="panes">
        <PaneBoundary pane="tree" t={t}>
          <div className="tree-pane">
            <AddTopRoute files={files} t={t} onAdd={addTopRoute} />
            <RouteTree
              tree={tree}
              files={deferredFiles ?? files}
              lang={lang}
              t={t}
              search={search}
              onSearch={setSearch}
              selectedPath={selectedPath}
              onSelect={setSelected}
              onAdd={addPage}
            />
          </div>
        </PaneBoundary>
        <main className="editor" aria-labelledby="editor-heading">
          <h2 id="editor-heading">{selectedPath && route ? t('editRoute', { path: selectedPath }) : t('routes')}</h2>
          <div className="blockers" role="status" aria-live="polite">
            {check.problems.length === 0 ? (
              <p>{t('noBlockers')}</p>
            ) : (
              <>
                <p>{t('blockers', { count: check.problems.length })}</p>
                <ul>
                  {check.problems.map((problem, index) => (
                    <li key={`${index} ${problem.message}`}>
                      <a
                        href={`#${problem.field ? fieldId(problem.field) : 'route-search'}`}
                        onClick={(event) => {
                          event.preventDefault();
                          openProblem(problem);
                        }}
                      >
                        {problem.route ? `/${problem.route}: ` : `${problem.file}: `}
                        {problemText(problem.message, lang)}
                        {problem.rule?.suggestion ? ` ${t('didYouMean', { name: problem.rule.suggestion })}` : ''}
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
          <PaneBoundary pane="editor" t={t}>
            {selected && route ? (
              <>
                {selected.child !== undefined ? (
                  <div className="route-actions">
                    <button type="button" onClick={() => update((current) => moveChild(current, selected, -1))}>
                      {t('moveUp')}
                    </button>
                    <button type="button" onClick={() => update((current) => moveChild(current, selected, 1))}>
                      {t('moveDown')}
                    </button>
                    <label htmlFor="route-parent">{t('parent')}</label>{' '}
                    <select
                      id="route-parent"
                      value={`${selected.file} ${selected.top}`}
                      onChange={(event) => {
                        // Moved to another parent: it leaves this one and joins that one at the end (moveToParent).
                        const target = tree.find((group) => `${group.file} ${group.top.path}` === event.target.value);
                        if (target === undefined) return;
                        const to = { file: target.file, top: target.top.path };
                        update((current) => moveToParent(current, selected, to).files);
                        setSelected({ ...to, child: selected.child });
                      }}
                    >
                      {tree.map((group) => (
                        <option key={`${group.file} ${group.top.path}`} value={`${group.file} ${group.top.path}`}>
                          /{group.top.path} {readText(files, lang, group.top.label) ?? ''}
                        </option>
                      ))}
                    </select>{' '}
                    <button
                      type="button"
                      onClick={() => {
                        // The page's label texts go with it, unless another route is labelled with the same key.
                        const label = route.label;
                        update((current) => labelTextsFollow(removeChild(current, selected), label, null));
                        setSelected(null);
                      }}
                    >
                      {t('remove')}
                    </button>
                  </div>
                ) : (
                  <div className="route-actions">
                    <button
                      type="button"
                      onClick={() => {
                        // The route's and its pages' label texts go with it, unless another route is labelled
                        // with the same key; a manifest made in this draft and left empty leaves the draft too.
                        update((current) => removeTopAndTexts(current, draft.base, selected));
                        setSelected(null);
                      }}
                    >
                      {t('removeTop')}
                    </button>
                  </div>
                )}
                <RouteForm
                  key={`${selected.file} ${selected.top} ${selected.child === undefined ? '' : 'child'}`}
                  kind={selected.child === undefined ? 'TopRoute' : 'ChildRoute'}
                  route={{ ...(route as unknown as Record<string, unknown>), menu: route.menu ?? true }}
                  onRoute={onRoute}
                  context={{ lang, files, update, t, permissions: state.permissions, problems: routeProblems }}
                />
              </>
            ) : (
              <p>{t('pickRoute')}</p>
            )}
          </PaneBoundary>
          <PaneBoundary pane="review" t={t}>
            <Review
              t={t}
              lang={lang}
              files={files}
              editsNow={() => editsOf(draft.base, draft.files)}
              changed={changedFiles(draft).length > 0}
              blocked={check.problems.length > 0}
              waiting={draft.conflicts.length}
              reviewAgain={reviewAgain}
              onSaved={() => {
                latest.current = null;
                localStorage.removeItem(DRAFT_KEY);
                void load(null);
              }}
              onReloadKeep={() => void load(draftEdits(draft))}
            />
          </PaneBoundary>
        </main>
        <PaneBoundary pane="preview" t={t}>
          <Preview
            table={table}
            files={deferredFiles ?? files}
            profiles={profiles}
            delta={delta}
            selected={selectedPath}
            lang={lang}
            theme={theme}
            t={t}
          />
        </PaneBoundary>
      </div>
    </div>
  );
}
