/**
 * A form of the console: its JSON Schema, its ui schema (texts are translation keys) and its
 * validator, precompiled at build time by scripts/build/generate.ts, so the browser never compiles a
 * schema (CSP without 'unsafe-eval').
 */
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
// The file itself, not the package index: the index also builds ajv's run-time compiler.
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';

export interface FormDefinition<T> {
  readonly schema: RJSFSchema;
  readonly uiSchema: UiSchema<T>;
  readonly validator: ValidatorType<T>;
}

/**
 * `schema` must be the very file the validators were generated from: rjsf finds its validator by
 * the schema's hash, and throws here at once if they have drifted apart.
 */
export function defineForm<T>(schema: object, uiSchema: object, validateFns: ValidatorFunctions): FormDefinition<Partial<T>> {
  const root = schema as RJSFSchema;
  // Typed as partial: while the user types, any field may still be missing.
  return { schema: root, uiSchema: uiSchema as UiSchema<Partial<T>>, validator: createPrecompiledValidator<Partial<T>>(validateFns, root) };
}
