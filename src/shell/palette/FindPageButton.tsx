import { SearchIcon } from '@primer/octicons-react';
import { useTranslation } from 'react-i18next';
import styles from './FindPageButton.module.css';
import { PALETTE_SHORTCUT } from './palette-shortcut';

/** The header's way into the command palette for the pointer, showing the shortcut that does the same. */
export function FindPageButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  const label = t('palette.findPage');
  // The name stays on the button when a narrow window hides its text.
  return (
    <button
      type="button"
      className={styles.button}
      onClick={onClick}
      aria-label={label}
      aria-keyshortcuts={PALETTE_SHORTCUT.aria}
      data-testid="find-page"
    >
      <SearchIcon size={16} />
      <span className={styles.text}>{label}</span>
      <kbd aria-hidden="true">{PALETTE_SHORTCUT.shown}</kbd>
    </button>
  );
}
