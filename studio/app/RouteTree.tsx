/** The route table as the side menu and the Administration panel order it, with search in either language. */
import { memo, useMemo } from 'react';
import type { ChildRoute, TopRoute } from '../../src/generated/types/route-manifest';
import { readText, type DraftFiles, type RouteRef } from '../lib/draft.ts';
import type { TreeGroup } from './App.tsx';
import type { Lang, T } from './i18n.ts';

interface RouteTreeProps {
  tree: readonly TreeGroup[];
  files: DraftFiles;
  lang: Lang;
  t: T;
  search: string;
  onSearch: (search: string) => void;
  selectedPath: string | null;
  onSelect: (ref: RouteRef) => void;
  onAdd: (group: TreeGroup, panelGroup: string) => void;
}

/** A text key's text in the studio's language, in English and in Japanese (the search reads both). */
type Texts = Record<string, [shown: string, en: string, ja: string]>;

/** The texts one top route's rows show: its label, its children's and its panel groups'. */
function textsOf(files: DraftFiles, lang: Lang, group: TreeGroup): Texts {
  const texts: Texts = {};
  const add = (key: string): void => {
    const en = readText(files, 'en', key) ?? '';
    const ja = readText(files, 'ja', key) ?? '';
    texts[key] = [readText(files, lang, key) ?? key, en, ja];
  };
  add(group.top.label);
  for (const [key, children] of group.groups) {
    if (key) add(`panelGroup.${key}`);
    for (const child of children) add(child.label);
  }
  return texts;
}

/** Whether a route is shown for the search: its path or its label in either language holds the text searched. */
function matches(texts: Texts, needle: string, path: string, route: TopRoute | ChildRoute): boolean {
  if (needle === '') return true;
  const [, en = '', ja = ''] = texts[route.label] ?? [];
  return [`/${path}`, en, ja].some((text) => text.toLowerCase().includes(needle));
}

export const RouteTree = memo(function RouteTree({
  tree,
  files,
  lang,
  t,
  search,
  onSearch,
  selectedPath,
  onSelect,
  onAdd,
}: RouteTreeProps) {
  const needle = search.trim().toLowerCase();
  // Each top route's texts as one string: a row draws again only when its own texts change (a label
  // keystroke redraws one row of the tree, not every row).
  const rows = useMemo(
    () =>
      tree.map((group) => {
        const texts = textsOf(files, lang, group);
        return { group, texts, key: JSON.stringify(texts) };
      }),
    [tree, files, lang],
  );
  const shown = rows.filter(
    ({ group, texts }) =>
      matches(texts, needle, group.top.path, group.top) ||
      (group.top.children ?? []).some((child) => matches(texts, needle, `${group.top.path}/${child.path}`, child)),
  );
  return (
    <nav className="tree" aria-labelledby="tree-heading">
      <h2 id="tree-heading">{t('routes')}</h2>
      <label htmlFor="route-search">{t('search')}</label>
      <input id="route-search" type="search" value={search} onChange={(event) => onSearch(event.target.value)} />
      <ul className="tree-list">
        {shown.map(({ group, key }) => (
          <TopRow
            key={group.top.path}
            group={group}
            texts={key}
            needle={needle}
            // Only the rows that hold the selected route draw again when the selection moves.
            selectedPath={selectedPath !== null && (selectedPath + '/').startsWith(`${group.top.path}/`) ? selectedPath : null}
            t={t}
            onSelect={onSelect}
            onAdd={onAdd}
          />
        ))}
      </ul>
      {shown.length === 0 ? <p>{t('noMatch')}</p> : null}
    </nav>
  );
});

interface TopRowProps {
  group: TreeGroup;
  /** The row's texts (Texts as JSON): compared as a string, so the same texts are the same props. */
  texts: string;
  needle: string;
  selectedPath: string | null;
  t: T;
  onSelect: (ref: RouteRef) => void;
  onAdd: (group: TreeGroup, panelGroup: string) => void;
}

/** One top route of the tree, its children by panel group and the buttons that add a page to a group. */
const TopRow = memo(function TopRow({ group, texts: json, needle, selectedPath, t, onSelect, onAdd }: TopRowProps) {
  const texts = JSON.parse(json) as Texts;
  const label = (key: string): string => texts[key]?.[0] ?? key;
  const kids = group.groups.map(
    ([key, children]) => [key, children.filter((child) => matches(texts, needle, `${group.top.path}/${child.path}`, child))] as const,
  );
  return (
    <li>
      <button
        type="button"
        className="route"
        aria-current={selectedPath === group.top.path ? 'true' : undefined}
        onClick={() => onSelect({ file: group.file, top: group.top.path })}
      >
        {label(group.top.label)} <code>/{group.top.path}</code>
      </button>
      {group.top.children ? (
        <ul>
          {kids.map(([key, children]) => (
            <li key={key || 'all'}>
              {key ? <span className="panel-group">{label(`panelGroup.${key}`)}</span> : null}
              <ul>
                {children.map((child) => (
                  <li key={child.path}>
                    <button
                      type="button"
                      className="route"
                      aria-current={selectedPath === `${group.top.path}/${child.path}` ? 'true' : undefined}
                      onClick={() => onSelect({ file: group.file, top: group.top.path, child: child.path })}
                    >
                      {label(child.label)} <code>/{child.path}</code>
                      {child.menu === false ? <em> ({t('outsideMenu')})</em> : null}
                    </button>
                  </li>
                ))}
              </ul>
              {needle === '' ? (
                <button type="button" className="add" onClick={() => onAdd(group, key)}>
                  {t('addPage', { group: key ? label(`panelGroup.${key}`) : label(group.top.label) })}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
});
