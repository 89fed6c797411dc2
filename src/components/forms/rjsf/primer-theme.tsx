/**
 * The rjsf theme of every form past the first screen (dialogs, the region page, Manual License
 * Check): the shared templates over Primer's TextInput, Select, Checkbox and Button.
 */
import { Button, Checkbox, Select, TextInput } from '@primer/react';
import type { ThemeProps } from '@rjsf/core';
import { getSubmitButtonOptions, type SubmitButtonProps, type WidgetProps } from '@rjsf/utils';
import { hasVisibleErrors, textInputProps } from './input-props';
import { sharedTemplates, sharedWidgets } from './templates';
import styles from './rjsf.module.css';

function inputWidget(type: string) {
  function Widget(props: WidgetProps) {
    const { 'data-tone': _tone, ...input } = textInputProps(props, type);
    return <TextInput {...input} block validationStatus={input['aria-invalid'] ? 'error' : undefined} />;
  }
  Widget.displayName = `PrimerInput(${type})`;
  return Widget;
}

export interface SelectChoice {
  readonly value: string;
  readonly label: string;
}

/**
 * A dropdown. Its choices come from the schema's enum, or at run time from `ui:options.choices`
 * (the region list is fetched, while the precompiled schema cannot change).
 */
function SelectWidget(props: WidgetProps) {
  const { options } = props;
  const fromSchema = (options.enumOptions ?? []).map((option) => ({ value: String(option.value), label: option.label }));
  const choices = Array.isArray(options.choices) ? (options.choices as SelectChoice[]) : fromSchema;
  const { type: _type, 'data-tone': _tone, readOnly, ...input } = textInputProps(props, 'select');
  return (
    <Select {...input} disabled={input.disabled || readOnly} block validationStatus={input['aria-invalid'] ? 'error' : undefined}>
      {choices.map((choice) => (
        <Select.Option key={choice.value} value={choice.value}>
          {choice.label}
        </Select.Option>
      ))}
    </Select>
  );
}

function CheckboxWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, label, onChange, onBlur, onFocus } = props;
  return (
    <span className={styles.checkboxRow}>
      <Checkbox
        id={id}
        checked={value === true}
        disabled={disabled || readonly}
        aria-invalid={hasVisibleErrors(props)}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <label htmlFor={id}>{label}</label>
    </span>
  );
}

function SubmitButton({ uiSchema }: SubmitButtonProps) {
  const { submitText, norender, props } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  return (
    <Button type="submit" variant="primary" {...props}>
      {submitText}
    </Button>
  );
}

export const primerTheme: ThemeProps = {
  templates: { ...sharedTemplates, ButtonTemplates: { SubmitButton } },
  widgets: {
    TextWidget: inputWidget('text'),
    PasswordWidget: inputWidget('password'),
    EmailWidget: inputWidget('email'),
    SelectWidget,
    CheckboxWidget,
    ...sharedWidgets,
  },
};
