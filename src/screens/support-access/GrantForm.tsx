import { useTranslation } from 'react-i18next';
import { ChangeButton } from '../../components/forms/ChangeButton';
import type { GrantState } from './session-rows';
import styles from './SupportAccess.module.css';

export interface GrantFormProps {
  grant: GrantState;
  days: string;
  /** The days check's text key when the typed days were refused, else null. */
  daysProblem: string | null;
  busy: 'on' | 'off' | null;
  onDaysChange: (days: string) => void;
  onTurnOn: () => void;
  onTurnOff: () => void;
}

const DAYS_ID = 'support-access-days';
const DAYS_PROBLEM_ID = 'support-access-days-error';

/** The grant: where it stands, the days to turn it on for (or move its end), and Turn off. */
export function GrantForm({ grant, days, daysProblem, busy, onDaysChange, onTurnOn, onTurnOff }: GrantFormProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.grant} aria-labelledby="support-access-grant" data-testid="support-access-grant">
      <h2 className={styles.state} id="support-access-grant" data-testid="support-access-state" data-state={grant.kind}>
        {grant.kind === 'on' ? t('supportAccess.stateOn', { until: grant.until }) : t('supportAccess.stateOff')}
      </h2>
      <form
        className={styles.row}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onTurnOn();
        }}
      >
        {/* A plain labelled input: Primer's FormControl and TextInput, or the sign-in screens' light
            fields, would each split a chunk the shell shares and grow the shell past its budget
            (scripts/cli/check-bundle.ts). */}
        <div className={styles.field}>
          <label className={styles.label} htmlFor={DAYS_ID}>
            {t('supportAccess.days')}
          </label>
          <input
            className={styles.input}
            id={DAYS_ID}
            name="days"
            inputMode="numeric"
            autoComplete="off"
            value={days}
            disabled={busy !== null}
            onChange={(event) => onDaysChange(event.target.value)}
            aria-invalid={daysProblem === null ? undefined : true}
            aria-describedby={daysProblem === null ? undefined : DAYS_PROBLEM_ID}
            data-testid="support-access-days"
          />
        </div>
        <ChangeButton
          type="submit"
          variant="primary"
          loading={busy === 'on'}
          disabled={busy === 'off'}
          data-testid="support-access-turn-on"
        >
          {t(grant.kind === 'on' ? 'supportAccess.setEnd' : 'supportAccess.turnOn')}
        </ChangeButton>
        {grant.kind === 'on' ? (
          <ChangeButton
            variant="danger"
            loading={busy === 'off'}
            disabled={busy === 'on'}
            onClick={onTurnOff}
            data-testid="support-access-turn-off"
          >
            {t('supportAccess.turnOff')}
          </ChangeButton>
        ) : null}
      </form>
      {daysProblem === null ? null : (
        <span className={styles.problem} id={DAYS_PROBLEM_ID} role="alert">
          {t(daysProblem)}
        </span>
      )}
      <p className={styles.caption}>{t(grant.kind === 'on' ? 'supportAccess.daysCaptionOn' : 'supportAccess.daysCaption')}</p>
    </section>
  );
}
