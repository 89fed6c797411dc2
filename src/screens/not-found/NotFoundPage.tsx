import { QuestionIcon } from '@primer/octicons-react';
import { Link } from '@primer/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { linksFor } from '../../engine/links/help-links';
import { MessagePage } from '../../components/MessagePage';

export function NotFoundPage() {
  const { t, i18n } = useTranslation();
  return (
    <MessagePage
      testId="not-found"
      fullWindow
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
