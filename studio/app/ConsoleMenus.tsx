/**
 * The preview's side menu and Administration panel, drawn by the console's own components
 * (SideMenuView, AdminPanelView: their presentational parts, ADR 0016) with the draft's route table,
 * the draft's translation files and one profile's session. Their links choose a page of the preview
 * (shown in its frame) instead of navigating.
 */
import { createInstance, type i18n as I18n } from 'i18next';
import { createContext, memo, useContext, useMemo, useState, type MouseEvent } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { RouteAccess } from '../../src/engine/access/route-access.ts';
import { isLinkActive } from '../../src/engine/menu/menu-link.ts';
import { AdminPanelView } from '../../src/shell/admin-panel/AdminPanelView.tsx';
import { SideMenuView } from '../../src/shell/menu/SideMenuView.tsx';
import type { MenuLinkProps, MenuLinks } from '../../src/shell/parts/menu-links.ts';
import type { Language } from '../lib/draft.ts';

interface PreviewPage {
  /** The page the preview has on screen (an absolute path). */
  path: string;
  open: (path: string) => void;
}

const PreviewPageContext = createContext<PreviewPage>({ path: '/', open: () => undefined });

/**
 * Memoised by its props (the link's text among them): a keystroke in one label draws the menus again,
 * but only the link whose text changed (or the links that become or stop being current) draws anew.
 */
const PreviewLink = memo(function PreviewLink({ to, currentUnder, className, onClick, ...rest }: MenuLinkProps) {
  const page = useContext(PreviewPageContext);
  const current = isLinkActive(page.path, to)
    ? 'page'
    : currentUnder !== undefined && isLinkActive(page.path, currentUnder)
      ? 'under'
      : null;
  const follow = (event: MouseEvent<HTMLAnchorElement>): void => {
    onClick?.(event);
    event.preventDefault();
    page.open(to);
  };
  const classes = [className, current === null ? null : 'active'].filter(Boolean).join(' ');
  return <a {...rest} href={to} className={classes || undefined} aria-current={current === 'page' ? 'page' : undefined} onClick={follow} />;
});

function usePreviewActive(target: string): boolean {
  return isLinkActive(useContext(PreviewPageContext).path, target);
}

const PREVIEW_LINKS: MenuLinks = { Link: PreviewLink, useActive: usePreviewActive };

/** The translation files each preview's i18next instance holds, as parsed. */
const LOADED = new WeakMap<I18n, Map<string, unknown>>();

/** An i18next instance over the draft's translation files, kept current as they change. */
function useDraftI18n(translations: Readonly<Record<Language, unknown>>, lang: Language): I18n {
  const instance = useMemo(() => {
    const created = createInstance();
    void created.init({ lng: lang, fallbackLng: false, initAsync: false, resources: {}, interpolation: { escapeValue: false } });
    return created;
    // One instance for the preview's life: its resources and language follow below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useMemo(() => {
    const loaded = LOADED.get(instance) ?? new Map<string, unknown>();
    LOADED.set(instance, loaded);
    for (const [language, data] of Object.entries(translations)) {
      // Only the language whose file changed is replaced (a keystroke writes one language's text),
      // and as it is: i18next's copy of a bundle (a JSON round trip of the whole file) is not needed,
      // as the parsed file is never changed in place (a keystroke parses a new one).
      if (loaded.get(language) === data) continue;
      instance.removeResourceBundle(language, 'translation');
      instance.addResourceBundle(language, 'translation', data as object, false, true, { skipCopy: true });
      loaded.set(language, data);
    }
  }, [instance, translations]);
  if (instance.language !== lang) void instance.changeLanguage(lang);
  return instance;
}

interface ConsoleMenusProps {
  access: RouteAccess;
  translations: Readonly<Record<Language, unknown>>;
  lang: Language;
  theme: 'light' | 'dark';
  /** The page on screen in the preview. */
  path: string;
  onOpen: (path: string) => void;
}

export function ConsoleMenus({ access, translations, lang, theme, path, onOpen }: ConsoleMenusProps) {
  const i18n = useDraftI18n(translations, lang);
  const [panelOpen, setPanelOpen] = useState(true);
  const page = useMemo(() => ({ path, open: onOpen }), [path, onOpen]);
  const parent = access.menuTop().find((entry) => entry.navigation === 'panel');
  return (
    <I18nextProvider i18n={i18n}>
      <PreviewPageContext.Provider value={page}>
        <div className="console-menus" data-color-mode={theme} data-light-theme="light" data-dark-theme="dark" lang={lang}>
          <SideMenuView access={access} links={PREVIEW_LINKS} collapsed={false} />
          {parent ? (
            <AdminPanelView
              access={access}
              links={PREVIEW_LINKS}
              parent={parent}
              pathname={path}
              open={panelOpen}
              onOpenChange={setPanelOpen}
            />
          ) : null}
        </div>
      </PreviewPageContext.Provider>
    </I18nextProvider>
  );
}
