import { createSchemaForm } from './create-schema-form';
import { lightTheme } from './light-theme';

/** Schema forms of the sign-in screen: light controls, no Primer inputs (the script budget). */
export const LightSchemaForm = createSchemaForm(lightTheme);
