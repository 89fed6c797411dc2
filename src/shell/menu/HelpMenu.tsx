import { QuestionIcon } from '@primer/octicons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import items from '../parts/side-menu-item.module.css';
import { useMenuAnchor } from '../parts/use-menu-anchor';

// The menu's list loads apart from the shell (see use-menu-anchor.ts); About when first chosen.
const loadList = () => import('./HelpMenuList');
const HelpMenuList = lazy(async () => ({ default: (await loadList()).HelpMenuList }));
const AboutDialog = lazy(async () => ({ default: (await import('../header/AboutDialog')).AboutDialog }));

/** The help menu at the foot of the side menu. */
export function HelpMenu({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const { anchorRef, anchorProps, open, opened, onOpenChange } = useMenuAnchor(loadList);
  const label = t('shell.help');
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
            anchorRef={anchorRef}
            anchorId={anchorProps.id}
            open={open}
            onOpenChange={onOpenChange}
            onAbout={() => setAbout(true)}
          />
        ) : null}
        {about ? <AboutDialog onClose={() => setAbout(false)} /> : null}
      </Suspense>
    </>
  );
}
