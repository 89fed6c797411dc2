/**
 * What every themed form shares through rjsf's formContext: which errors may show. rjsf checks the
 * whole form when a field is left and on submit; a field shows its errors only once it has been
 * checked that way itself (left, or submitted with the form), and only while it still holds the
 * value it was checked with: a required field is not shouted at before the user reached it, and an
 * error does not linger while the user is typing its fix.
 */
export interface SchemaFormContext {
  /** Field id → the value it held when last checked (left, or submitted with the form). */
  readonly checked: Readonly<Record<string, unknown>>;
  /** Anything else a form's own widgets need (a code prefix, a countdown). */
  readonly extra?: unknown;
}

function sameValue(a: unknown, b: unknown): boolean {
  // Form values here are strings, booleans or missing; '' and missing both mean "empty".
  return (a ?? '') === (b ?? '');
}

export function visibleErrors(
  id: string,
  rawErrors: readonly string[] | undefined,
  context: Partial<SchemaFormContext> | undefined,
  value: unknown,
): string[] {
  if (!rawErrors || rawErrors.length === 0 || !context?.checked) return [];
  if (!(id in context.checked) || !sameValue(context.checked[id], value)) return [];
  return [...new Set(rawErrors)];
}
