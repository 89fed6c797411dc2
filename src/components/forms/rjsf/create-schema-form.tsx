/**
 * One way to put a schema form on screen, whichever theme draws it: translated ui schema and
 * errors, the account rules a schema cannot say, and errors shown only where the form checked the
 * field (see form-context.ts).
 */
import { withTheme, type ThemeProps } from '@rjsf/core';
import type { CustomValidator, FormValidation, RegistryWidgetsType, UiSchema } from '@rjsf/utils';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormDefinition } from './define-form';
import type { SchemaFormContext } from './form-context';
import { localizeUiSchema, mergeUiSchema, translateErrors } from './localize';

/** Rules a schema cannot say: per field, the translation key of the message it earns, or null. */
export type FormRules<T> = (data: T) => Partial<Record<keyof T & string, string | null>>;

export interface SchemaFormProps<T> {
  form: FormDefinition<T>;
  /** The form element's id, and the prefix of its fields' ids (two forms on a page must differ). */
  id: string;
  formData: T;
  onChange: (data: T) => void;
  onSubmit: (data: T) => void;
  rules?: FormRules<T>;
  /** Run-time additions to the ui schema (readonly fields, a fetched list of choices). */
  ui?: UiSchema<T>;
  widgets?: RegistryWidgetsType<T>;
  /** What the form's own widgets need, handed to them as formContext.extra. */
  extra?: unknown;
  disabled?: boolean;
  /** A field was left: its name (not its id) and value. */
  onFieldBlur?: (field: string, value: unknown) => void;
  /** The form's buttons (rjsf draws none of its own then). */
  children: ReactNode;
}

const SEPARATOR = '_';

export function createSchemaForm(theme: ThemeProps) {
  const ThemedForm = withTheme(theme);

  function SchemaForm<T extends object>({
    form,
    id,
    formData,
    onChange,
    onSubmit,
    rules,
    ui,
    widgets,
    extra,
    disabled,
    onFieldBlur,
    children,
  }: SchemaFormProps<T>) {
    const { t, i18n } = useTranslation();
    const [checked, setChecked] = useState<Readonly<Record<string, unknown>>>({});

    const uiSchema = useMemo(() => localizeUiSchema(mergeUiSchema(form.uiSchema, ui), t), [form.uiSchema, ui, t]);
    const transformErrors = useMemo(
      () => translateErrors(t, form.uiSchema as UiSchema, (key) => i18n.exists(key)),
      [t, i18n, form.uiSchema],
    );
    const customValidate = useCallback<CustomValidator<T>>(
      (data: T | undefined, errors: FormValidation<T>) => {
        if (!rules || data === undefined) return errors;
        for (const [field, key] of Object.entries(rules(data))) {
          const slot = (errors as Record<string, { addError?: (message: string) => void }>)[field];
          if (typeof key === 'string' && slot?.addError) slot.addError(t(key));
        }
        return errors;
      },
      [rules, t],
    );
    const formContext = useMemo<SchemaFormContext>(() => ({ checked, extra }), [checked, extra]);
    // Submitting checks every field of the form, with the values it holds now.
    const checkAll = (): void => {
      const names = Object.keys({ ...(form.schema.properties ?? {}), ...formData });
      setChecked((current) => ({
        ...current,
        ...Object.fromEntries(names.map((name) => [`${id}${SEPARATOR}${name}`, (formData as Record<string, unknown>)[name]])),
      }));
    };

    return (
      <ThemedForm
        id={id}
        idPrefix={id}
        idSeparator={SEPARATOR}
        schema={form.schema}
        uiSchema={uiSchema}
        validator={form.validator}
        formData={formData}
        formContext={formContext}
        widgets={widgets}
        disabled={disabled}
        noHtml5Validate
        // Validated when a field is left (and on submit), even one left unchanged, such as a dropdown
        // opened and closed again: "required after blur". Typing into a field clears its errors
        // until it is left again.
        liveValidate="onBlur"
        showErrorList={false}
        focusOnFirstError
        transformErrors={transformErrors}
        customValidate={customValidate}
        onChange={(event) => onChange(event.formData as T)}
        onBlur={(fieldId, value) => {
          setChecked((current) => ({ ...current, [fieldId]: value === '' ? undefined : value }));
          onFieldBlur?.(fieldId.slice(id.length + SEPARATOR.length), value);
        }}
        onError={checkAll}
        onSubmit={(event) => {
          checkAll();
          onSubmit(event.formData as T);
        }}
      >
        {children}
      </ThemedForm>
    );
  }
  return SchemaForm;
}
