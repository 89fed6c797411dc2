import { LockIcon } from '@primer/octicons-react';
import { useTranslation } from 'react-i18next';
import { MessagePage } from '../../components/MessagePage';

export function NotAllowedPage() {
  const { t } = useTranslation();
  return (
    <MessagePage
      testId="not-allowed"
      visual={<LockIcon size={48} />}
      title={t('notAllowed.title')}
      description={t('notAllowed.description')}
    />
  );
}
