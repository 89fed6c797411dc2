import { QuestionIcon } from '@primer/octicons-react';
import { Link } from '@primer/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { MessagePage } from '../../components/MessagePage';
import { linksFor } from '../../engine/menu/help-links';

/**
 * The page of an unknown url: the whole window signed out, or inside the shell (`inShell`) for a
 * signed-in user, who keeps the menu to go on from; no route is there to name the tab, so it does.
 */
export function NotFoundPage({ inShell = false }: { inShell?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <MessagePage
      testId="not-found"
      fullWindow={!inShell}
      namesTab
      visual={<QuestionIcon size={48} />}
      title={t('notFound.title')}
      description={t('notFound.description')}
      actions={
        <>
          <Link as={RouterLink} to="/">
            {t('notFound.home')}
          </Link>
          <Link href={linksFor(i18n.resolvedLanguage).help} target="_blank" rel="noopener noreferrer">
            {t('notFound.help')}
          </Link>
        </>
      }
    />
  );
}
