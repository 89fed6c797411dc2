/** The login form: schema and ui schema in schemas/forms, validator precompiled. */
import schema from '../../../schemas/forms/login.schema.json';
import uiSchema from '../../../schemas/forms/login.ui.json';
import validateFns from '../../generated/form-validators/login.js';
import type { LoginFormData } from '../../generated/types/forms-login';
import { defineForm } from '../../components/forms/rjsf/define-form';

export const loginForm = defineForm<LoginFormData>(schema, uiSchema, validateFns);
export type { LoginFormData };
