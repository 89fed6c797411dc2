/** The two forms of the forgot-password dialog: who asks for a code, then code and new password. */
import requestSchema from '../../../../schemas/forms/reset-password-request.schema.json';
import requestUi from '../../../../schemas/forms/reset-password-request.ui.json';
import resetSchema from '../../../../schemas/forms/reset-password.schema.json';
import resetUi from '../../../../schemas/forms/reset-password.ui.json';
import type { FormRules } from '../../../components/forms/rjsf/create-schema-form';
import { defineForm } from '../../../components/forms/rjsf/define-form';
import { confirmationMismatch, emailProblem, isAcceptablePassword } from '../../../engine/validation/account-rules';
import validateRequest from '../../../generated/form-validators/reset-password-request.js';
import validateReset from '../../../generated/form-validators/reset-password.js';
import type { ResetPasswordFormData } from '../../../generated/types/forms-reset-password';
import type { ResetPasswordRequestFormData } from '../../../generated/types/forms-reset-password-request';

export type RequestData = Partial<ResetPasswordRequestFormData>;
export type ResetData = Partial<ResetPasswordFormData>;

export const requestForm = defineForm<ResetPasswordRequestFormData>(requestSchema, requestUi, validateRequest);
export const resetForm = defineForm<ResetPasswordFormData>(resetSchema, resetUi, validateReset);

/** The email rule; an empty address is the schema's "required" already. */
export const requestRules: FormRules<RequestData> = (data) => ({
  email: emailProblem(data.email ?? '') === 'invalid' ? 'validation.invalidEmail' : null,
});

/** The password rules and the confirmation match; the ticks show which rule fails. */
export const resetRules: FormRules<ResetData> = (data) => ({
  password: data.password && !isAcceptablePassword(data.password) ? 'validation.passwordRules' : null,
  password_confirm: confirmationMismatch(data.password ?? '', data.password_confirm ?? '') ? 'validation.passwordMismatch' : null,
});
