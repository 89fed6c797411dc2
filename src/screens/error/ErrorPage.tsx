import { Button, Dialog } from '@primer/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { BrandMark } from '../../components/BrandMark';
import { MessagePage } from '../../components/MessagePage';
import { leaveFor } from '../../engine/leaving/leave-page';
import { LOGIN_PAGE } from '../../engine/manifest/named-routes';
import { errorView, type MigrationRedirect } from './error-view';

function MigrationDialog({ migration, onClose }: { migration: MigrationRedirect; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t('errorPage.migrationTitle')}
      onClose={onClose}
      width="large"
      footerButtons={[
        { content: t('errorPage.close'), onClick: onClose },
        { content: t('errorPage.continue'), buttonType: 'primary', onClick: () => leaveFor(migration.url) },
      ]}
    >
      <p data-testid="migration-dialog-body" style={{ margin: 0, lineHeight: 1.5 }}>
        {t(migration.sso ? 'errorPage.migrationDialogSso' : 'errorPage.migrationDialog')}
      </p>
    </Dialog>
  );
}

/** The login and single-sign-on error page. */
export function ErrorPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const view = useMemo(() => errorView(query), [query]);
  const [dialogOpen, setDialogOpen] = useState(true);
  const { migration } = view;

  return (
    <>
      <MessagePage
        testId="error-page"
        fullWindow
        // The logo is left out while the migration redirect applies: the user is moving elsewhere.
        visual={
          migration ? null : (
            <span data-testid="error-logo">
              <BrandMark size={48} />
            </span>
          )
        }
        title={t(migration ? 'errorPage.migrationTitle' : 'errorPage.title')}
        description={
          <span data-testid="error-message" data-code={view.code}>
            {t(view.message.key, view.message.values)}
          </span>
        }
        actions={
          migration ? (
            <Button variant="primary" onClick={() => leaveFor(migration.url)}>
              {t('errorPage.continue')}
            </Button>
          ) : (
            <Button as="a" href={LOGIN_PAGE} variant="primary">
              {t('errorPage.backToLogin')}
            </Button>
          )
        }
      />
      {migration && dialogOpen ? <MigrationDialog migration={migration} onClose={() => setDialogOpen(false)} /> : null}
    </>
  );
}
