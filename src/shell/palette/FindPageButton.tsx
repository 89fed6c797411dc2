import { SearchIcon } from '@primer/octicons-react';
import { useTranslation } from 'react-i18next';
import { PALETTE_SHORTCUT } from './palette-shortcut';
import styles from './FindPageButton.module.css';

/** The header's way into the command palette for the pointer, showing the shortcut that does the same. */
export function FindPageButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  const label = t('palette.findPage');
  // The name holds all the button shows, the shortcut too, and stays when a narrow window hides them.
  return (
    <button
      type="button"
      className={styles.button}
      onClick={onClick}
      aria-label={`${label} ${PALETTE_SHORTCUT.shown}`}
      aria-keyshortcuts={PALETTE_SHORTCUT.aria}
      data-testid="find-page"
    >
      <SearchIcon size={16} />
      {/* The space keeps the two words apart in the text read from the button (a flex box lays it out as nothing). */}
      <span className={styles.text}>{label}</span> <kbd>{PALETTE_SHORTCUT.shown}</kbd>
    </button>
  );
}
