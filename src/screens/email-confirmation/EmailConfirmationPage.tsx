import { AlertIcon, CheckCircleIcon } from '@primer/octicons-react';
import { Button } from '@primer/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MessagePage } from '../../components/MessagePage';
import { confirmationView, goBackTarget } from './confirmation-view';

// Long enough for the browser to act on window.close(); if the tab is still there, close was refused.
const CLOSE_GRACE_MS = 300;

/** The result of confirming an email address. */
export function EmailConfirmationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const view = useMemo(() => confirmationView(query), [query]);

  // Browsers close only windows a script opened; a tab opened from the email stays, and then goes home.
  const close = (): void => {
    window.close();
    window.setTimeout(() => {
      if (!window.closed) navigate('/', { replace: true });
    }, CLOSE_GRACE_MS);
  };

  const goBack = (): void => {
    window.location.assign(goBackTarget(query.get('url'), window.location.origin));
  };

  const confirmed = view.kind === 'confirmed';
  return (
    <MessagePage
      testId="email-confirmation"
      fullWindow
      visual={confirmed ? <CheckCircleIcon size={48} /> : <AlertIcon size={48} />}
      title={t(confirmed ? 'emailConfirmation.confirmedTitle' : 'emailConfirmation.failedTitle')}
      description={<span data-testid="email-confirmation-message">{t(view.message.key, view.message.values)}</span>}
      actions={
        confirmed ? (
          <Button variant="primary" onClick={close}>
            {t('emailConfirmation.close')}
          </Button>
        ) : (
          <Button variant="primary" onClick={goBack}>
            {t('emailConfirmation.goBack')}
          </Button>
        )
      }
    />
  );
}
