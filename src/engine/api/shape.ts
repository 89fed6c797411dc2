/**
 * Checks a decoded value against a generated (precompiled) validator and names what was wrong, so
 * that a `shape` error points at the field instead of saying "bad reply".
 */
import type { ErrorObject, ValidateFunction } from 'ajv';

export type ShapeCheck<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: string };

const MAX_REPORTED = 3;

function fieldPath(instancePath: string): string {
  return instancePath === '' ? '(root)' : instancePath.slice(1).split('/').join('.');
}

function describeError(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const at = fieldPath(error.instancePath);
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') {
    const field = at === '(root)' ? params.missingProperty : `${at}.${params.missingProperty}`;
    return `${field}: missing`;
  }
  return `${at}: ${error.message ?? error.keyword}`;
}

export function describeErrors(errors: readonly ErrorObject[] | null | undefined): string {
  if (!errors || errors.length === 0) return 'does not match its schema';
  const listed = errors.slice(0, MAX_REPORTED).map(describeError);
  const more = errors.length > MAX_REPORTED ? ` (and ${errors.length - MAX_REPORTED} more)` : '';
  return `${listed.join('; ')}${more}`;
}

/**
 * The generated validators are typed as plain ValidateFunction; the caller states which generated
 * type the schema describes, which holds because both come from the same schema file.
 */
export function checkShape<T>(validate: ValidateFunction, value: unknown): ShapeCheck<T> {
  if (validate(value)) return { ok: true, value: value as T };
  return { ok: false, problem: describeErrors(validate.errors) };
}
