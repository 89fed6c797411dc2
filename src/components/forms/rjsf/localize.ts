/**
 * The ui schemas hold translation keys, never text: here they become the user's language, and the
 * validator's errors become messages from the translation files (each field may name its own key
 * per keyword under `ui:options.messages`, else `validation.<keyword>`).
 */
import type { RJSFValidationError, UiSchema } from '@rjsf/utils';
import type { TFunction } from 'i18next';

const TEXT_KEYS = ['ui:title', 'ui:description', 'ui:help', 'ui:placeholder'] as const;

type UiNode = Record<string, unknown>;

function isNode(value: unknown): value is UiNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every ui:title / ui:description / ui:help / ui:placeholder translated, at every level. */
export function localizeUiSchema<T>(uiSchema: UiSchema<T>, t: TFunction): UiSchema<T> {
  const walk = (node: UiNode): UiNode =>
    Object.fromEntries(
      Object.entries(node).map(([key, value]) => {
        if ((TEXT_KEYS as readonly string[]).includes(key) && typeof value === 'string') return [key, t(value)];
        if (key.startsWith('ui:') || !isNode(value)) return [key, value];
        return [key, walk(value)];
      }),
    );
  return walk(uiSchema as UiNode) as UiSchema<T>;
}

/** `extra` laid over `base`, objects merged key by key (run-time additions: readonly, choices). */
export function mergeUiSchema<T>(base: UiSchema<T>, extra: UiSchema<T> | undefined): UiSchema<T> {
  if (!extra) return base;
  const merge = (a: UiNode, b: UiNode): UiNode => {
    const out: UiNode = { ...a };
    for (const [key, value] of Object.entries(b)) {
      const current = out[key];
      out[key] = isNode(current) && isNode(value) ? merge(current, value) : value;
    }
    return out;
  };
  return merge(base as UiNode, extra as UiNode) as UiSchema<T>;
}

/** The top-level field an error is about: `.username` → `username`. */
export function errorField(error: Pick<RJSFValidationError, 'property'>): string {
  return (error.property ?? '').replace(/^\./, '').split('.')[0] ?? '';
}

function messageKey(uiSchema: UiSchema, field: string, keyword: string): string | undefined {
  const fieldUi = (uiSchema as UiNode)[field];
  const options = isNode(fieldUi) ? fieldUi['ui:options'] : undefined;
  const messages = isNode(options) ? options.messages : undefined;
  const key = isNode(messages) ? messages[keyword] : undefined;
  return typeof key === 'string' ? key : undefined;
}

/** rjsf's transformErrors: each error's message from the translation files. */
export function translateErrors(t: TFunction, uiSchema: UiSchema, exists: (key: string) => boolean) {
  return (errors: RJSFValidationError[]): RJSFValidationError[] =>
    errors.map((error) => {
      const keyword = error.name ?? 'invalid';
      const key =
        messageKey(uiSchema, errorField(error), keyword) ??
        (exists(`validation.${keyword}`) ? `validation.${keyword}` : 'validation.invalid');
      const message = t(key, { ...(error.params as Record<string, unknown>) });
      return { ...error, message, stack: message };
    });
}
