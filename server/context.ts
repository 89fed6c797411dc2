// What every route module needs: the store, the clock and feature switches.
// Passed explicitly (not through globals) so tests can build isolated servers side by side.
import type { Db } from "./db.ts";

export interface AppContext {
  readonly db: Db;
  /** Injectable clock: tests move time forward to expire codes without sleeping. */
  readonly now: () => Date;
  /** Dev-only helpers (outbox, current TOTP) under /uiserver/dev/. */
  readonly devTools: boolean;
}
