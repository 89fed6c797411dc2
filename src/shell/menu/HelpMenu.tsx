import { QuestionIcon } from '@primer/octicons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../components/lazy-part/lazy-part';
import items from '../parts/side-menu-item.module.css';
import { useMenuAnchor } from '../parts/use-menu-anchor';

// The menu's list loads apart from the shell (see use-menu-anchor.ts); About when first chosen.
const loadList = () => import('./HelpMenuList');
const HelpMenuList = lazyPart(
  'help-menu-list',
  () => loadList(),
  (module) => module.HelpMenuList,
  // An overlay has no place of its own until it shows: its failure is the notice at the foot, and
  // the menu closes (it opens when next asked, the list loaded by then or failing again).
  { inPlace: false, onFailed: (props) => props.onOpenChange(false) },
);
const AboutDialog = lazyPart(
  'about-dialog',
  () => import('../header/AboutDialog'),
  (module) => module.AboutDialog,
  {
    inPlace: false,
  },
);

/** The help menu at the foot of the side menu. */
export function HelpMenu({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const { anchorRef, anchorProps, open, opened, openings, onOpenChange } = useMenuAnchor(loadList);
  const label = t('shell.help');
  // How many times About was asked for: its key, so that a dialog whose code failed
  // to load tries again when next asked (components/lazy-part).
  const [aboutAsks, setAboutAsks] = useState(0);
  const [about, setAbout] = useState(false);
  return (
    <>
      <button
        ref={anchorRef}
        {...anchorProps}
        type="button"
        className={items.item}
        data-collapsed={collapsed || undefined}
        aria-label={collapsed ? label : undefined}
        title={collapsed ? label : undefined}
      >
        <QuestionIcon size={16} />
        {collapsed ? null : <span>{label}</span>}
      </button>
      <Suspense fallback={null}>
        {opened ? (
          <HelpMenuList
            key={openings}
            anchorRef={anchorRef}
            anchorId={anchorProps.id}
            open={open}
            onOpenChange={onOpenChange}
            onAbout={() => {
              setAboutAsks((count) => count + 1);
              setAbout(true);
            }}
          />
        ) : null}
        {about ? <AboutDialog key={aboutAsks} onClose={() => setAbout(false)} /> : null}
      </Suspense>
    </>
  );
}
