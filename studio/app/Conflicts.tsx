/**
 * The user's edits that another person's change on disk collides with (studio/lib/edits.ts), each
 * named with both values, for the user to choose: keep mine (applied over theirs) or take theirs
 * (my edit dropped). Save waits until every one is chosen.
 */
import type { Conflict } from '../lib/edits.ts';
import { unitId, unitName } from '../lib/edits.ts';
import type { T } from './i18n.ts';

const MOST = 160;

/** A unit's value as one line: a text quoted, a route or an order as its JSON, none said. */
function shown(value: Conflict['theirs'], t: T): string {
  if (value === null) return t('conflictNone');
  if (value === 'unreadable') return t('conflictUnreadable');
  const text = typeof value === 'string' ? `“${value}”` : JSON.stringify(value);
  return text.length > MOST ? `${text.slice(0, MOST - 1)}…` : text;
}

interface ConflictsProps {
  conflicts: readonly Conflict[];
  t: T;
  onChoose: (index: number, choice: 'mine' | 'theirs') => void;
}

export function Conflicts({ conflicts, t, onChoose }: ConflictsProps) {
  if (conflicts.length === 0) return null;
  return (
    <section className="conflicts" aria-labelledby="conflicts-heading" data-testid="conflicts">
      <h2 id="conflicts-heading">{t('conflictsHeading', { count: conflicts.length })}</h2>
      <ul>
        {conflicts.map((conflict, index) => (
          <li key={unitId(conflict.edit)} data-unit={unitName(conflict.edit)}>
            <p>
              <code>{unitName(conflict.edit)}</code>
            </p>
            <dl>
              <dt>{t('conflictMine')}</dt>
              <dd>{shown(conflict.edit.after, t)}</dd>
              <dt>{t('conflictTheirs')}</dt>
              <dd>{shown(conflict.theirs, t)}</dd>
            </dl>
            <button type="button" onClick={() => onChoose(index, 'mine')}>
              {t('keepMine')}
            </button>{' '}
            <button type="button" onClick={() => onChoose(index, 'theirs')}>
              {t('takeTheirs')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
