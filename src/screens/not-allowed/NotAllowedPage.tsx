import { LockIcon } from '@primer/octicons-react';
import { Button, Heading, Link } from '@primer/react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { MessagePage } from '../../components/MessagePage';
import { useServices } from '../../components/services/services-context';
import { adviceKey, refusalDetailsText, refusalHeadingKeys, refusalLines } from '../../engine/access/refusal-text';
import type { RouteRefusal } from '../../engine/access/route-access';
import { placeOf, topLabelsOf } from '../../engine/manifest/route-place';
import { versionMetaContent } from '../../engine/version/running-version';
import styles from './NotAllowedPage.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The page a guard shows for a route the account may not open: which page (named and placed as the
 * menu would), why in the manifests' plain words, what the user can do, and the details to pass on.
 * The app loads it when a refusal is shown: a signed-in start, which rarely meets one, does not carry it.
 */
export function NotAllowedPage({ entry, reasons }: RouteRefusal) {
  const { t } = useTranslation();
  const { routeTable, session } = useServices();
  // Read, not watched: the guard above re-renders this page with new reasons when the account changes.
  const account = session.info?.account;
  const [copy, setCopy] = useState<CopyState>('idle');
  const details = useRef<HTMLDetailsElement>(null);

  const page = useMemo(
    () => [...placeOf(entry, topLabelsOf(routeTable)), entry.label].map((key) => t(key)).join(' › '),
    [entry, routeTable, t],
  );
  const lines = refusalLines(reasons, t);
  const detailsText = (now: Date): string =>
    refusalDetailsText(
      {
        page,
        path: `/${entry.path}`,
        account: { name: account?.name ?? '', id: account?.account_id ?? '' },
        reasons,
        version: versionMetaContent(document),
        now,
      },
      t,
    );

  const copyDetails = (): void => {
    // The time is the copy's, not the page's: the ticket says when it was written.
    navigator.clipboard.writeText(detailsText(new Date())).then(
      () => setCopy('copied'),
      () => {
        setCopy('failed');
        if (details.current) details.current.open = true;
      },
    );
  };

  const heading = refusalHeadingKeys(reasons);
  return (
    <MessagePage testId="not-allowed" visual={<LockIcon size={48} />} title={t(heading.title)} description={t(heading.description)}>
      <div className={styles.body}>
        <p className={styles.page} data-testid="not-allowed-page">
          <span className={styles.muted}>{t('notAllowed.pageLabel')}: </span>
          <strong>{page}</strong>
        </p>
        <section aria-labelledby="not-allowed-why">
          <Heading as="h2" variant="small" id="not-allowed-why">
            {t('notAllowed.whyHeading')}
          </Heading>
          <ul className={styles.reasons} data-testid="not-allowed-reasons">
            {lines.map((line) => (
              <li key={line.text}>
                {line.text}
                {line.permissions ? (
                  <ul className={styles.permissions}>
                    {line.permissions.map((permission) => (
                      <li key={permission.code}>
                        {permission.name} (<code>{permission.code}</code>)
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="not-allowed-what">
          <Heading as="h2" variant="small" id="not-allowed-what">
            {t('notAllowed.whatHeading')}
          </Heading>
          <p>{t(adviceKey(reasons))}</p>
          <p>{t('notAllowed.goOn')}</p>
        </section>
        <details ref={details} className={styles.details}>
          <summary>{t('notAllowed.detailsSummary')}</summary>
          <pre data-testid="not-allowed-details">{detailsText(new Date())}</pre>
        </details>
      </div>
      <div className={styles.actions}>
        <Button variant="primary" onClick={copyDetails}>
          {t('notAllowed.copy')}
        </Button>
        <Link as={RouterLink} to="/">
          {t('notAllowed.home')}
        </Link>
      </div>
      <p role="status" className={styles.status}>
        {copy === 'idle' ? null : t(copy === 'copied' ? 'notAllowed.copied' : 'notAllowed.copyFailed')}
      </p>
    </MessagePage>
  );
}
