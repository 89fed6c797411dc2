/**
 * The templates both themes share: how a field is framed (label, required mark, caption, the errors
 * the form lets it show) and how an object lays its fields out. They draw with the light controls
 * so the sign-in screen can use them; inside a Primer dialog they look the same, being made of
 * Primer's tokens.
 */
import {
  getUiOptions,
  type DescriptionFieldProps,
  type FieldHelpProps,
  type FieldProps,
  type FieldTemplateProps,
  type ObjectFieldTemplateProps,
  type TemplatesType,
  type WidgetProps,
  type WrapIfAdditionalTemplateProps,
} from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { AlertArea } from '../../AlertArea';
import { FieldFrame, type FieldTone } from '../FieldFrame';
import { visibleErrors, type SchemaFormContext } from './form-context';
import styles from './rjsf.module.css';

function toneOf(options: Record<string, unknown>): FieldTone {
  return options.tone === 'warning' ? 'warning' : 'danger';
}

export function FieldTemplate({
  id,
  label,
  required,
  displayLabel,
  hidden,
  rawErrors,
  rawDescription,
  rawHelp,
  children,
  uiSchema,
  registry,
  formData,
}: FieldTemplateProps) {
  if (hidden) return <div hidden>{children}</div>;
  const options = getUiOptions(uiSchema, registry.globalUiOptions);
  const errors = visibleErrors(id, rawErrors, registry.formContext as SchemaFormContext, formData);
  const caption = rawHelp ?? rawDescription;
  // Booleans label themselves beside the box; the frame then only adds caption and errors.
  return (
    <FieldFrame
      id={id}
      label={displayLabel === false ? null : label}
      required={required}
      hideLabel={options.hideLabel === true}
      caption={caption}
      error={errors[0] ?? null}
      tone={toneOf(options)}
    >
      {children}
    </FieldFrame>
  );
}

export function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  // The form's heading belongs to its page or dialog, so the object's own title is not drawn.
  return <div className={styles.stack}>{properties.map((property) => property.content)}</div>;
}

/** Descriptions and help are drawn by FieldTemplate as the field's caption. */
function Nothing(_props: DescriptionFieldProps | FieldHelpProps | object) {
  return null;
}

function WrapIfAdditional({ children }: WrapIfAdditionalTemplateProps) {
  return children;
}

/** A schema no form of the console should have: say which, rather than crash. */
export function UnsupportedField({ schema }: Pick<FieldProps, 'schema'>) {
  const { t } = useTranslation();
  return <AlertArea variant="warning">{t('forms.unsupported', { type: String(schema.type ?? '?') })}</AlertArea>;
}

export const sharedTemplates: Partial<Omit<TemplatesType, 'ButtonTemplates'>> = {
  FieldTemplate,
  ObjectFieldTemplate,
  DescriptionFieldTemplate: Nothing,
  FieldHelpTemplate: Nothing,
  // Errors are drawn by FieldTemplate, once the form lets the field show them.
  FieldErrorTemplate: Nothing,
  ErrorListTemplate: Nothing,
  TitleFieldTemplate: Nothing,
  WrapIfAdditionalTemplate: WrapIfAdditional,
  UnsupportedFieldTemplate: UnsupportedField,
};

/** Widgets both themes draw alike. */
function HiddenWidget({ id, value }: WidgetProps) {
  return <input type="hidden" id={id} value={value === undefined || value === null ? '' : String(value)} />;
}

export const sharedWidgets = { HiddenWidget };
