/**
 * The login form: schema and ui schema in schemas/forms, validator precompiled. Both fields are
 * required; 'name@@namespace' is split by the sign-in flow, not here. Labels and messages come from
 * login.ui.json (translation keys). The schema carries no `$comment`: it is bundled with the first
 * screen, twice (the form's and the validator's copy), and a comment there costs its bytes.
 */
import schema from '../../../schemas/forms/login.schema.json';
import uiSchema from '../../../schemas/forms/login.ui.json';
import { defineForm } from '../../components/forms/rjsf/define-form';
import validateFns from '../../generated/form-validators/login.js';
import type { LoginFormData } from '../../generated/types/forms-login';

export const loginForm = defineForm<LoginFormData>(schema, uiSchema, validateFns);
export type { LoginFormData };
