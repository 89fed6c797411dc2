/**
 * What every text-like widget of both themes hands its input: value, events in rjsf's terms, and
 * the aria state of the errors the form currently lets the field show.
 */
import type { WidgetProps } from '@rjsf/utils';
import type { ChangeEvent, FocusEvent } from 'react';
import { errorId } from '../FieldFrame';
import { visibleErrors, type SchemaFormContext } from './form-context';

export interface TextInputProps {
  id: string;
  name: string;
  type: string;
  value: string;
  disabled?: boolean;
  readOnly?: boolean;
  autoFocus?: boolean;
  placeholder?: string;
  autoComplete?: string;
  'aria-required'?: boolean;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'data-tone': 'danger' | 'warning';
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement | HTMLSelectElement>) => void;
  onFocus: (event: FocusEvent<HTMLInputElement | HTMLSelectElement>) => void;
}

export function hasVisibleErrors(props: Pick<WidgetProps, 'id' | 'rawErrors' | 'registry' | 'value'>): boolean {
  return visibleErrors(props.id, props.rawErrors, props.registry.formContext as SchemaFormContext, props.value).length > 0;
}

export function textInputProps(props: WidgetProps, type: string): TextInputProps {
  const { id, htmlName, name, value, required, disabled, readonly, autofocus, placeholder, onChange, onBlur, onFocus, options } = props;
  const invalid = hasVisibleErrors(props);
  const autocomplete = typeof options.autocomplete === 'string' ? options.autocomplete : undefined;
  return {
    id,
    name: typeof htmlName === 'string' ? htmlName : name,
    type,
    value: value === undefined || value === null ? '' : String(value),
    disabled,
    readOnly: readonly,
    autoFocus: autofocus,
    placeholder: placeholder || undefined,
    autoComplete: autocomplete,
    // aria-required rather than required: the browser's own validation bubbles are off (rjsf validates).
    'aria-required': required || undefined,
    'aria-invalid': invalid,
    'aria-describedby': invalid ? errorId(id) : undefined,
    'data-tone': options.tone === 'warning' ? 'warning' : 'danger',
    // An emptied field is "missing" for the schema's required rule, as rjsf's own widgets do it.
    onChange: (event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value),
    onBlur: (event) => onBlur(id, event.target.value),
    onFocus: (event) => onFocus(id, event.target.value),
  };
}
