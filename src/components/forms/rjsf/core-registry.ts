/**
 * Replaces rjsf's getDefaultRegistry (vite.config.ts aliases `../getDefaultRegistry.js`, imported
 * only by @rjsf/core's Form, to this file). rjsf merges its default registry under every theme, so
 * the stock one brings all fields, widgets and templates (arrays, dates, files, grids; ~20 KiB
 * gzipped) into every form. The console's forms are flat objects of strings and booleans: these
 * are the fields they reach (no numbers, arrays or alternatives); templates and widgets come from
 * our themes (light-theme.tsx, primer-theme.tsx). src/app/schema-forms.test.tsx renders every form schema.
 */
import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import { DEFAULT_ID_PREFIX, DEFAULT_ID_SEPARATOR, englishStringTranslator, type Registry } from '@rjsf/utils';
import { UnsupportedField } from './templates';

/** The shape rjsf's Form destructures from getDefaultRegistry(). */
export type CoreRegistry = Omit<Registry, 'schemaUtils' | 'globalUiOptions' | 'fields' | 'templates' | 'widgets'> & {
  fields: Partial<Registry['fields']>;
  templates: Partial<Registry['templates']>;
  widgets: Registry['widgets'];
};

export default function getDefaultRegistry(): CoreRegistry {
  return {
    fields: {
      SchemaField,
      ObjectField,
      StringField,
      BooleanField,
      // A schema type no form here uses lands on the fallback: say so instead of crashing.
      FallbackField: UnsupportedField,
    },
    templates: {},
    widgets: {},
    rootSchema: {},
    formContext: {},
    translateString: englishStringTranslator,
    globalFormOptions: {
      idPrefix: DEFAULT_ID_PREFIX,
      idSeparator: DEFAULT_ID_SEPARATOR,
      useFallbackUiForUnsupportedType: false,
    },
  };
}
