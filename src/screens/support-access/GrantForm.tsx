import { Button, FormControl, TextInput } from '@primer/react';
import { useTranslation } from 'react-i18next';
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
        <FormControl className={styles.days} disabled={busy !== null}>
          <FormControl.Label>{t('supportAccess.days')}</FormControl.Label>
          <TextInput
            name="days"
            inputMode="numeric"
            value={days}
            onChange={(event) => onDaysChange(event.target.value)}
            validationStatus={daysProblem === null ? undefined : 'error'}
            block
            data-testid="support-access-days"
          />
          {daysProblem === null ? null : (
            <FormControl.Validation variant="error">
              <span data-testid="support-access-days-problem">{t(daysProblem)}</span>
            </FormControl.Validation>
          )}
        </FormControl>
        <Button type="submit" variant="primary" loading={busy === 'on'} disabled={busy === 'off'} data-testid="support-access-turn-on">
          {t(grant.kind === 'on' ? 'supportAccess.setEnd' : 'supportAccess.turnOn')}
        </Button>
        {grant.kind === 'on' ? (
          <Button
            variant="danger"
            loading={busy === 'off'}
            disabled={busy === 'on'}
            onClick={onTurnOff}
            data-testid="support-access-turn-off"
          >
            {t('supportAccess.turnOff')}
          </Button>
        ) : null}
      </form>
      <p className={styles.caption}>
        {t('supportAccess.daysCaption')} {grant.kind === 'on' ? t('supportAccess.turnOffCaption') : null}
      </p>
    </section>
  );
}
