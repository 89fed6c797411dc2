/** The route table as the side menu and the Administration panel order it, with search in either language. */
import { memo } from 'react';
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
  const label = (key: string): string => readText(files, lang, key) ?? key;
  const needle = search.trim().toLowerCase();
  const matches = (top: string, route: TopRoute | ChildRoute): boolean =>
    needle === '' ||
    [`/${top}`, readText(files, 'en', route.label) ?? '', readText(files, 'ja', route.label) ?? ''].some((text) =>
      text.toLowerCase().includes(needle),
    );
  return (
    <nav className="tree" aria-labelledby="tree-heading">
      <h2 id="tree-heading">{t('routes')}</h2>
      <label htmlFor="route-search">{t('search')}</label>
      <input id="route-search" type="search" value={search} onChange={(event) => onSearch(event.target.value)} />
      <ul className="tree-list">
        {tree.map((group) => {
          const kids = group.groups.map(
            ([key, children]) => [key, children.filter((child) => matches(`${group.top.path}/${child.path}`, child))] as const,
          );
          const topMatches = matches(group.top.path, group.top);
          if (!topMatches && kids.every(([, children]) => children.length === 0)) return null;
          return (
            <li key={group.top.path}>
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
        })}
      </ul>
      {tree.every((group) => !matches(group.top.path, group.top) && (group.top.children ?? []).every((child) => !matches('', child))) ? (
        <p>{t('noMatch')}</p>
      ) : null}
    </nav>
  );
});
