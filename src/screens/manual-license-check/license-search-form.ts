/** The Company GUID search: schema and ui schema in schemas/forms, validator precompiled. */
import schema from '../../../schemas/forms/license-search.schema.json';
import uiSchema from '../../../schemas/forms/license-search.ui.json';
import { defineForm } from '../../components/forms/rjsf/define-form';
import validateFns from '../../generated/form-validators/license-search.js';
import type { LicenseSearchFormData } from '../../generated/types/forms-license-search';

export const licenseSearchForm = defineForm<LicenseSearchFormData>(schema, uiSchema, validateFns);
export type { LicenseSearchFormData };
