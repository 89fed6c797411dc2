/** The region form: schema and ui schema in schemas/forms, validator precompiled. */
import schema from '../../../schemas/forms/region.schema.json';
import uiSchema from '../../../schemas/forms/region.ui.json';
import { defineForm } from '../../components/forms/rjsf/define-form';
import validateFns from '../../generated/form-validators/region.js';
import type { RegionFormData } from '../../generated/types/forms-region';

export const regionForm = defineForm<RegionFormData>(schema, uiSchema, validateFns);
export type RegionData = Partial<RegionFormData>;
