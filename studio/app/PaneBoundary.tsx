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
import { Component, type ReactNode } from 'react';
import type { T } from './i18n.ts';

export const FAULT_KEY = 'route-studio-fault';

interface PaneBoundaryProps {
  /** The pane's name: said in the message, and what a one-shot fault names. */
  pane: 'tree' | 'editor' | 'review' | 'preview';
  t: T;
  children: ReactNode;
}

interface PaneBoundaryState {
  error: Error | null;
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

export class PaneBoundary extends Component<PaneBoundaryProps, PaneBoundaryState> {
  override state: PaneBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): PaneBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown): void {
    // For the one who runs the studio: the stack is in the console, the user gets a sentence.
    console.error(error);
    if (faultNamed(this.props.pane)) sessionStorage.removeItem(FAULT_KEY);
  }

  override render(): ReactNode {
    const { pane, t, children } = this.props;
    if (this.state.error === null) {
      return (
        <>
          <FaultProbe pane={pane} />
          {children}
        </>
      );
    }
    return (
      <div className="pane-failed" role="alert" data-pane={pane}>
        <p>{t('paneFailed', { pane: t(`pane_${pane}`), message: this.state.error.message })}</p>
        <button type="button" onClick={() => this.setState({ error: null })}>
          {t('retry')}
        </button>
      </div>
    );
  }
}
