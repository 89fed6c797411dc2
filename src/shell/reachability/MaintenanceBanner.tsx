import { ToolsIcon, XIcon } from '@primer/octicons-react';
import { IconButton } from '@primer/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../components/services/services-context';
import { consoleConfigOfStart } from '../../engine/guide/console-config';
import { formatDate, utcOffsetLabel } from '../../engine/i18n/date-format';
import {
  maintenanceStanding,
  maintenanceText,
  readMaintenance,
  type MaintenanceConfig,
  type MaintenanceStanding,
} from '../../engine/reachability/maintenance-window';
import styles from './ServiceNotices.module.css';

/** Where a tab remembers that it closed the heads-up of a window (per tab: session storage). */
const DISMISSED_KEY = 'maintenanceDismissed';
/** setTimeout takes at most 2^31 - 1 ms; a window further off is looked at again after a day. */
const LONGEST_WAIT_MS = 86_400_000;

const windowKey = (window: MaintenanceConfig): string => `${window.start}/${window.end}`;

function dismissedHere(window: MaintenanceConfig): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === windowKey(window);
  } catch {
    return false;
  }
}

/** A moment in the user's zone and language, with the zone's offset so that nobody misreads it. */
function when(value: string, language: string | undefined): string {
  return `${formatDate(value, 'minute', language)} (${utcOffsetLabel(-new Date(value).getTimezoneOffset())})`;
}

/** Where the window stands now, rendered again when that changes (it opens, or it closes). */
function useStanding(announced: MaintenanceConfig | undefined): MaintenanceStanding {
  const [now, setNow] = useState(Date.now);
  const standing = maintenanceStanding(announced, now);
  const { changesAt } = standing;
  useEffect(() => {
    if (changesAt === null) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(LONGEST_WAIT_MS, Math.max(0, changesAt - Date.now())));
    return () => window.clearTimeout(timer);
  }, [changesAt, now]);
  return standing;
}

/**
 * The maintenance window the deployer announces in console-config.json: a heads-up naming its start
 * and end from the moment the file is read (each tab may close it), then, during the window, a bar
 * that stays. After the end nothing shows. The deployer's text is plain text, rendered as text.
 */
export function MaintenanceBanner() {
  const { t, i18n } = useTranslation();
  const [announced, setAnnounced] = useState<MaintenanceConfig | undefined>(undefined);
  const [dismissed, setDismissed] = useState(false);
  const consoleConfig = useServices().startState(consoleConfigOfStart);
  useEffect(() => {
    let live = true;
    void consoleConfig().then((config) => {
      const maintenance = readMaintenance(config.maintenance);
      if (!live || maintenance === undefined) return;
      setAnnounced(maintenance);
      setDismissed(dismissedHere(maintenance));
    });
    return () => {
      live = false;
    };
  }, [consoleConfig]);
  const standing = useStanding(announced);
  if (announced === undefined || standing.phase === 'none' || (standing.phase === 'before' && dismissed)) return null;

  const language = i18n.resolvedLanguage;
  const sentence =
    standing.phase === 'before'
      ? t('reachability.maintenanceBefore', { start: when(announced.start, language), end: when(announced.end, language) })
      : t('reachability.maintenanceDuring', { end: when(announced.end, language) });
  const dismiss = () => {
    setDismissed(true);
    try {
      sessionStorage.setItem(DISMISSED_KEY, windowKey(announced));
    } catch {
      // Storage refused: closed for this page load only.
    }
  };
  return (
    <section
      className={`${styles.bar} ${styles.maintenance}`}
      aria-label={t('reachability.maintenanceLabel')}
      data-testid="maintenance-banner"
      data-phase={standing.phase}
    >
      <ToolsIcon size={16} />
      <p className={styles.text}>
        {sentence} {maintenanceText(announced, language)}
      </p>
      {standing.phase === 'before' ? (
        <IconButton size="small" variant="invisible" icon={XIcon} aria-label={t('reachability.dismiss')} onClick={dismiss} />
      ) : null}
    </section>
  );
}
