/**
 * An error boundary around one pane of the studio (issue 50 item 4): a pane that throws while it
 * draws is replaced by a message and Retry, and the other panes stay. The draft lives in App, above
 * every boundary, so nothing the user made is lost with the pane; Retry draws the pane again from it.
 *
 * A one-shot fault for the end-to-end tests: `sessionStorage['route-studio-fault']` naming a pane
 * makes that pane throw as it draws until the boundary has caught it (React draws a failed part a
 * second time before it gives up, so the key is removed only then, and Retry draws the pane whole). The
 * studio is a local tool; the console never loads this module.
 */
import type { ReactNode } from 'react';
import { FailsInPlace } from '../../src/components/fails-in-place/FailsInPlace.tsx';
import type { T } from './i18n.ts';

export const FAULT_KEY = 'route-studio-fault';

interface PaneBoundaryProps {
  /** The pane's name: said in the message, and what a one-shot fault names. */
  pane: 'tree' | 'editor' | 'review' | 'preview';
  t: T;
  children: ReactNode;
}

function faultNamed(pane: string): boolean {
  try {
    return sessionStorage.getItem(FAULT_KEY) === pane;
  } catch {
    return false;
  }
}

/** Throws while the one-shot fault names this pane. */
function FaultProbe({ pane }: { pane: string }): null {
  if (faultNamed(pane)) throw new Error(`a fault planted in the ${pane} pane`);
  return null;
}

/** The pane in the house's one error boundary (FailsInPlace), saying in the studio's words what failed. */
export function PaneBoundary({ pane, t, children }: PaneBoundaryProps): ReactNode {
  const told = (error: Error): void => {
    // For the one who runs the studio: the stack is in the console, the user gets a sentence.
    console.error(error);
    if (faultNamed(pane)) sessionStorage.removeItem(FAULT_KEY);
  };
  return (
    <FailsInPlace
      onError={told}
      fallback={(error, retry) => (
        <div className="pane-failed" role="alert" data-pane={pane}>
          <p>{t('paneFailed', { pane: t(`pane_${pane}`), message: error.message })}</p>
          <button type="button" onClick={retry}>
            {t('retry')}
          </button>
        </div>
      )}
    >
      <FaultProbe pane={pane} />
      {children}
    </FailsInPlace>
  );
}
