import { createSchemaForm } from './create-schema-form';
import { primerTheme } from './primer-theme';

/** Schema forms past the first screen: Primer's TextInput, Select, Checkbox and Button. */
export const PrimerSchemaForm = createSchemaForm(primerTheme);
