/**
 * The rjsf theme of the sign-in screen: the shared templates over the light controls of
 * src/components/forms, which keep the first screen inside its script budget (no Primer inputs).
 */
import type { ThemeProps } from '@rjsf/core';
import type { WidgetProps } from '@rjsf/utils';
import { TextField } from '../TextField';
import { textInputProps } from './input-props';
import { sharedTemplates, sharedWidgets } from './templates';

function inputWidget(type: string) {
  function Widget(props: WidgetProps) {
    const { 'data-tone': tone, ...input } = textInputProps(props, type);
    return <TextField {...input} tone={tone} />;
  }
  Widget.displayName = `LightInput(${type})`;
  return Widget;
}

export const lightTheme: ThemeProps = {
  templates: sharedTemplates,
  widgets: {
    TextWidget: inputWidget('text'),
    PasswordWidget: inputWidget('password'),
    EmailWidget: inputWidget('email'),
    ...sharedWidgets,
  },
};
