/**
 * The review before saving: the diff of every file the change writes (the server re-applies the
 * user's edits to the files on disk now and regenerates the access report with the report's own
 * code), Save (all files or none) and Download patch, then the checks' verdict and the next step.
 * An edit another person changed too is named, with the way back: reload, keeping the draft.
 */
import { useEffect, useRef, useState } from 'react';
import type { DraftFiles } from '../lib/draft.ts';
import type { Edit } from '../lib/edits.ts';
import { problemText } from '../lib/problem-text.ts';
import { planChange, saveChange, type Finding, type Plan, type SaveResult } from './api.ts';
import type { Lang, T } from './i18n.ts';

const NO_CHANGE: Plan = { commit: '', diffs: [], patch: '', failures: [], findings: [], conflicts: [] };

interface ReviewProps {
  t: T;
  lang: Lang;
  /** The draft's files: a plan is current while they are the same object. */
  files: DraftFiles;
  /** The user's edits, worked out when a plan or a save asks (not at every keystroke). */
  editsNow: () => Edit[];
  changed: boolean;
  blocked: boolean;
  /** Edits waiting for the user's choice (Conflicts.tsx): Save waits for them. */
  waiting: number;
  /** Changes when the tree was read again keeping the draft: the new diff is shown at once. */
  reviewAgain: number;
  onSaved: () => void;
  onReloadKeep: () => void;
}

export function Review({ t, lang, files, editsNow, changed, blocked, waiting, reviewAgain, onSaved, onReloadKeep }: ReviewProps) {
  const [plan, setPlan] = useState<Plan | null>(null);
  const [planned, setPlanned] = useState<DraftFiles | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<SaveResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = plan !== null && planned === files ? plan : null;

  const review = async (): Promise<void> => {
    setBusy(true);
    setError(null);
    setResult(null);
    try {
      const edits = editsNow();
      // No edit (none made, or every one waiting for a choice): nothing to ask the server.
      setPlan(edits.length === 0 ? NO_CHANGE : await planChange(edits));
      setPlanned(files);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  const save = async (): Promise<void> => {
    if (blocked) {
      document.querySelector<HTMLElement>('.blockers a')?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const outcome = await saveChange(editsNow());
      setResult(outcome);
      if (outcome.ok) onSaved();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  // Read again keeping the draft: the diff of the edits re-applied to the new files, at once.
  const reviewRef = useRef(review);
  useEffect(() => {
    reviewRef.current = review;
  });
  useEffect(() => {
    if (reviewAgain > 0) void reviewRef.current();
  }, [reviewAgain]);

  const download = (): void => {
    if (current === null) return;
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([current.patch], { type: 'text/x-diff' }));
    link.download = `route-studio-${current.commit.slice(0, 12)}.patch`;
    link.click();
    URL.revokeObjectURL(link.href);
  };

  return (
    <section className="review" aria-labelledby="review-heading">
      <h2 id="review-heading">{t('review')}</h2>
      <button type="button" onClick={() => void review()} disabled={busy}>
        {t('review')}
      </button>
      {busy && current === null ? <p>{t('reviewing')}</p> : null}
      {error ? <p role="alert">{t('refused', { message: error })}</p> : null}
      {result && !result.ok ? (
        <div role="alert" className="save-refused">
          <p>
            {result.kind === 'stale'
              ? t('stale', { file: result.changed.join(', ') })
              : result.kind === 'conflict'
                ? t('conflict', { names: result.conflicts.map((conflict) => conflict.name).join(', ') })
                : result.kind === 'checks'
                  ? t('checksRefuse')
                  : t('refused', { message: result.message })}
          </p>
          {result.kind === 'checks' ? <Findings findings={result.findings} lang={lang} /> : null}
          {result.kind === 'stale' || result.kind === 'conflict' ? (
            <button type="button" onClick={onReloadKeep}>
              {t('reloadKeep')}
            </button>
          ) : null}
        </div>
      ) : null}
      {result?.ok ? (
        <div role="status" className="saved">
          <p>{t('saved', { count: result.written.length })}</p>
          {result.verdict.manifests.length + result.verdict.report.length + result.verdict.vocabulary.length === 0 ? (
            <p>{t('verdictOk')}</p>
          ) : (
            <>
              <p>{t('verdictBad')}</p>
              <ul>
                {[...result.verdict.manifests, ...result.verdict.report, ...result.verdict.vocabulary].map((line) => (
                  <li key={`${line.where}${line.message}`}>
                    {line.where}
                    {problemText(line.message, lang)}
                  </li>
                ))}
              </ul>
            </>
          )}
          <p>{t('nextSteps')}</p>
        </div>
      ) : null}
      {current !== null && current.conflicts.length > 0 ? (
        <div role="alert" className="save-refused">
          <p>{t('conflict', { names: current.conflicts.map((conflict) => conflict.name).join(', ') })}</p>
          <button type="button" onClick={onReloadKeep}>
            {t('reloadKeep')}
          </button>
        </div>
      ) : current !== null ? (
        current.diffs.length === 0 || !changed ? (
          <p>{t('noChange')}</p>
        ) : (
          <>
            <h3>{t('files')}</h3>
            <ul className="diff-files" data-testid="diff-files">
              {current.diffs.map((diff) => (
                <li key={diff.file} data-file={diff.file}>
                  <details>
                    <summary>
                      <code>{diff.file}</code> +{diff.added} −{diff.removed}
                    </summary>
                    <pre className="diff">
                      {diff.hunks.map((hunk) => (
                        <span key={`${hunk.oldStart} ${hunk.newStart}`}>
                          <span className="hunk">{`@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@\n`}</span>
                          {hunk.lines.map((line, index) => (
                            <span key={index} className={line.kind}>
                              {`${line.kind === 'add' ? '+' : line.kind === 'remove' ? '-' : ' '}${line.text}\n`}
                            </span>
                          ))}
                        </span>
                      ))}
                    </pre>
                  </details>
                </li>
              ))}
            </ul>
            {current.findings.length > 0 ? (
              <div role="alert" className="save-refused">
                <p>{t('checksWouldRefuse')}</p>
                <Findings findings={current.findings} lang={lang} />
              </div>
            ) : null}
            {waiting > 0 ? <p>{t('conflictsWait')}</p> : null}
            <button
              type="button"
              className="primary"
              onClick={() => void save()}
              disabled={busy || current.findings.length > 0 || waiting > 0}
            >
              {busy ? t('saving') : t('save')}
            </button>{' '}
            <button type="button" onClick={download}>
              {t('downloadPatch')}
            </button>
          </>
        )
      ) : null}
    </section>
  );
}

/** CI's findings on the tree a change makes, each where it is and in the studio's language. */
function Findings({ findings, lang }: { findings: readonly Finding[]; lang: Lang }) {
  return (
    <ul className="findings">
      {findings.map((finding, index) => (
        <li key={index}>
          {finding.route ? `/${finding.route}: ` : ''}
          {problemText(finding.message, lang)}
        </li>
      ))}
    </ul>
  );
}
