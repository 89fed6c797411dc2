import { BookIcon } from '@primer/octicons-react';
import { useTranslation } from 'react-i18next';
import { linksFor } from '../../engine/menu/help-links';
import { useShownView } from '../session/scope-context';
import styles from './OnlineHelpLink.module.css';

/**
 * The online-help icon: the help link the legacy page on screen sent (already vetted by
 * acceptHelpLink; the signed-in scope's store of the page on screen), else the console's help link
 * for the user's language.
 */
export function OnlineHelpLink() {
  const { t, i18n } = useTranslation();
  const url = useShownView()?.helpLink;
  const href = url ?? linksFor(i18n.resolvedLanguage).help;
  const label = t('header.onlineHelp');
  return (
    <a
      className={styles.anchor}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      title={label}
      data-testid="online-help"
    >
      <BookIcon size={16} />
    </a>
  );
}
