import { BookIcon } from '@primer/octicons-react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useServices } from '../../components/services/services-context';
import { createHelpLinkState } from '../../engine/header/online-help-link';
import { linksFor } from '../../engine/menu/help-links';
import styles from './OnlineHelpLink.module.css';

/**
 * The online-help icon: the help link the current legacy page sent (already vetted by
 * acceptHelpLink), else the console's help link for the user's language.
 */
export function OnlineHelpLink() {
  const { t, i18n } = useTranslation();
  const { url } = useSnapshot(useServices().startState(createHelpLinkState));
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
