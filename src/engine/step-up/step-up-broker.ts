/**
 * The console start's step-up broker (docs/step-up.md): where the API client (a call answered 401
 * with code 1210) and the frame workspace (a page's `reauth-required`) hand an ask for a fresh proof.
 * The shell's step-up host, loaded just after the shell shows, attaches the one handler that asks
 * the user; asks that arrive before it has first attached wait for it, in order. Once a host has gone
 * (log off, another account) no host can answer: an ask that arrives then is dropped at once, a
 * call's answered `cancelled` and a page's `cancelled` (its page keeps its form as typed) rather than
 * left waiting for a host that may never come; the next host to attach takes the asks after it.
 */
import type { StepUpAsk } from '../api/step-up-required';
import type { StepUpOutcome } from './step-up-machine';

/** A framed page's `reauth-required`, its window, origin and shape checked, with its route and the way to answer it. */
export interface ReauthAsked {
  readonly slot: number;
  readonly id: string;
  readonly challenge: string;
  /** The console path of the page's route, without the leading slash (the dialog names the page). */
  readonly page: string;
  /** The page's own name for the action (`label`) as sent, or null: shown only once step-up-label.ts accepts it. */
  readonly label: string | null;
  /** Posts `reauth-result` to the frame's window, to the console's origin. */
  readonly answer: (outcome: StepUpOutcome) => void;
}

export interface StepUpHandler {
  /** `again`: the call's repeat after a proof met 1210 once more (the action needs a proof of its own). */
  readonly prove: (ask: StepUpAsk, again?: boolean, action?: string) => Promise<StepUpOutcome>;
  readonly pageAsked: (asked: ReauthAsked) => void;
}

export interface StepUpBroker extends StepUpHandler {
  /** The step-up host takes the asks from now on; returns the function that lets them go. */
  readonly attach: (handler: StepUpHandler) => () => void;
}

export function createStepUpBroker(): StepUpBroker {
  let handler: StepUpHandler | null = null;
  /** True once a host has gone: until another attaches, nothing can answer. */
  let gone = false;
  let held: { readonly run: (to: StepUpHandler) => void; readonly drop: () => void }[] = [];
  const when = (run: (to: StepUpHandler) => void, drop: () => void): void => {
    if (handler !== null) run(handler);
    else if (gone) drop();
    else held.push({ run, drop });
  };
  return {
    prove: (ask, again, action) =>
      new Promise((resolve) =>
        when(
          (to) => void to.prove(ask, again, action).then(resolve, () => resolve('cancelled')),
          () => resolve('cancelled'),
        ),
      ),
    pageAsked: (asked) =>
      when(
        (to) => to.pageAsked(asked),
        () => asked.answer('cancelled'),
      ),
    attach: (taking) => {
      handler = taking;
      gone = false;
      const waiting = held;
      held = [];
      waiting.forEach(({ run }) => run(taking));
      return () => {
        if (handler !== taking) return;
        handler = null;
        gone = true;
      };
    },
  };
}
