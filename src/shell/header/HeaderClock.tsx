import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../engine/i18n/date-format';
import styles from './HeaderClock.module.css';

const TICK_MS = 1000;

/**
 * The live clock of the top bar: the language's long date format with the browser's
 * offset from UTC, refreshed every second. Its own state, so a tick re-renders nothing else; it is
 * not a live region, since announcing every second would drown a screen reader.
 */
export function HeaderClock() {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <time className={styles.time} data-testid="header-clock" dateTime={now.toISOString()} title={t('header.clock')}>
      {formatDate(now, 'utc', i18n.resolvedLanguage)}
    </time>
  );
}
