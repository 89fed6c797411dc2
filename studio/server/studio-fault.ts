/**
 * A call the studio cannot answer as asked, told in the studio's own shape
 * (`{ ok: false, kind, file, message }`, studio-routes.ts) instead of a bare 500.
 */
export class StudioFault extends Error {
  constructor(
    readonly status: number,
    readonly kind: string,
    message: string,
    readonly file: string | null = null,
  ) {
    super(message);
  }
}
