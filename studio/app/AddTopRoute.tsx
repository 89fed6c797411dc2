/**
 * Adds a route at the top of the menu (no parent): to a manifest of the draft, or to a new one whose
 * name is typed here. The decisions (a name's problem, the route suggested, the file made) are
 * studio/lib/top-routes.ts's; this renders them and forwards the choice.
 */
import { useState } from 'react';
import { manifestFiles, type DraftFiles } from '../lib/draft.ts';
import { manifestFileOf, manifestNameProblem } from '../lib/top-routes.ts';
import type { T } from './i18n.ts';

/** The choice of the select that stands for a manifest not made yet. */
const NEW_MANIFEST = '';
/** A manifest file's ending, shown after the name typed (a file name, the same in either language). */
const FILE_SUFFIX = '.json';

export function AddTopRoute({ files, t, onAdd }: { files: DraftFiles; t: T; onAdd: (file: string) => void }) {
  const manifests = manifestFiles(files);
  const [target, setTarget] = useState<string>(() => manifests[0] ?? NEW_MANIFEST);
  const [name, setName] = useState('');
  const problem = target === NEW_MANIFEST ? manifestNameProblem(files, name) : null;
  return (
    <details className="add-top" data-testid="add-top">
      <summary>{t('addTopRoute')}</summary>
      <label htmlFor="add-top-manifest">{t('manifestFile')}</label>
      <select id="add-top-manifest" value={target} onChange={(event) => setTarget(event.target.value)}>
        {manifests.map((file) => (
          <option key={file} value={file}>
            {file.slice(file.lastIndexOf('/') + 1)}
          </option>
        ))}
        <option value={NEW_MANIFEST}>{t('newManifest')}</option>
      </select>
      {target === NEW_MANIFEST ? (
        <div className="text-field">
          <label htmlFor="add-top-name">{t('newManifestName')}</label>
          <span className="file-name">
            <input
              id="add-top-name"
              value={name}
              aria-describedby="add-top-name-problem"
              aria-invalid={problem !== null && problem !== 'empty' ? true : undefined}
              onChange={(event) => setName(event.target.value)}
            />
            <code>{FILE_SUFFIX}</code>
          </span>
          {problem !== null ? (
            <p id="add-top-name-problem" className={problem === 'empty' ? 'hint' : 'field-errors'}>
              {t(`manifestName_${problem}`, { name, file: manifestFileOf(name) })}
            </p>
          ) : null}
        </div>
      ) : null}
      <button
        type="button"
        disabled={problem !== null}
        onClick={() => {
          onAdd(target === NEW_MANIFEST ? manifestFileOf(name) : target);
          if (target === NEW_MANIFEST) {
            setTarget(manifestFileOf(name));
            setName('');
          }
        }}
      >
        {t('addRoute')}
      </button>
    </details>
  );
}
