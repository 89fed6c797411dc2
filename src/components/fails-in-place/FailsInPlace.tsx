/**
 * The one error boundary of the house: what fails as it draws stays in its place. Whatever is inside
 * that throws while it renders is replaced by `fallback` (given the error and a Retry that draws the
 * children again), and `onError` hears of it once; everything outside draws on. Shared by the
 * console's lazily loaded parts (lazy-part.tsx: "could not load" with Retry, the start's store told)
 * and the studio's panes (studio/app/PaneBoundary.tsx: a sentence and Retry, the draft kept above),
 * so the catching is written once; each says in its own words what failed.
 */
import { Component, type ReactNode } from 'react';

export interface FailsInPlaceProps {
  /** What shows in the failed part's place; `retry` draws the children again. */
  readonly fallback: (error: Error, retry: () => void) => ReactNode;
  /** Told once per failure (telemetry, a log). */
  readonly onError?: (error: Error) => void;
  readonly children: ReactNode;
}

interface FailsInPlaceState {
  error: Error | null;
}

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

export class FailsInPlace extends Component<FailsInPlaceProps, FailsInPlaceState> {
  override state: FailsInPlaceState = { error: null };

  static getDerivedStateFromError(error: unknown): FailsInPlaceState {
    return { error: asError(error) };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError?.(asError(error));
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return this.props.fallback(error, () => this.setState({ error: null }));
  }
}
