// @vitest-environment jsdom
/**
 * The rjsf theme with every form schema of the console: the precompiled validators match their
 * schemas, both themes render the fields those schemas reach (with the trimmed core registry of
 * src/components/forms/rjsf/core-registry.ts), errors come from the translation files and show only
 * when the form lets them, and the premises of the replacements in vite.config.ts still hold.
 * It lives in the app because it gathers the forms of several screens, which only the app may join.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Form from '@rjsf/core';
import i18next from 'i18next';
import { act, createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import licenseSchema from '../../schemas/forms/license-search.schema.json';
import licenseUi from '../../schemas/forms/license-search.ui.json';
import { defineForm } from '../components/forms/rjsf/define-form';
import { LightSchemaForm } from '../components/forms/rjsf/LightSchemaForm';
import { PrimerSchemaForm } from '../components/forms/rjsf/PrimerSchemaForm';
import validateLicense from '../generated/form-validators/license-search.js';
import { regionForm } from '../screens/init/region-form';
import { loginForm } from '../screens/login/login-form';
import { requestForm, requestRules, resetForm } from '../screens/login/reset/reset-forms';
import { resetWidgets } from '../screens/login/reset/reset-widgets';
import { renderForTest } from '../testing/render-for-test';

// Primer's modules import their CSS, which Node cannot load outside Vite's pipeline (vitest leaves
// node_modules to Node). Plain stand-ins keep the props the theme hands Primer visible in the DOM;
// the real components are covered by the end-to-end tests.
vi.mock('@primer/react', async () => {
  const { createElement } = await import('react');
  type Props = Record<string, unknown> & { children?: ReactNode };
  const strip = ({
    block: _block,
    validationStatus: _status,
    leadingVisual: _visual,
    loading: _loading,
    variant: _variant,
    ...rest
  }: Props) => rest;
  const Select = Object.assign(
    (props: Props) => {
      const { placeholder, children, ...rest } = strip(props);
      return createElement('select', rest, placeholder ? createElement('option', { value: '' }, placeholder as string) : null, children);
    },
    { Option: (props: Props) => createElement('option', props) },
  );
  return {
    TextInput: (props: Props) => createElement('input', strip(props)),
    Checkbox: (props: Props) => createElement('input', { type: 'checkbox', ...strip(props) }),
    Button: (props: Props) => createElement('button', strip(props)),
    Select,
  };
});

const root = path.resolve(import.meta.dirname, '../..');
const i18n = i18next.createInstance();

beforeAll(async () => {
  const en = JSON.parse(readFileSync(path.join(root, 'public/locales/en/translation.json'), 'utf8')) as Record<string, unknown>;
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
});

function render(node: ReactNode): Promise<HTMLElement> {
  return renderForTest(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
}

const noop = (): void => undefined;
const licenseSearchForm = defineForm<{ companyId?: string }>(licenseSchema, licenseUi, validateLicense);

describe('precompiled validators', () => {
  it('validate each form schema', () => {
    expect(loginForm.validator.validateFormData({ username: 'admin', password: 'x' }, loginForm.schema).errors).toEqual([]);
    expect(
      loginForm.validator
        .validateFormData({}, loginForm.schema)
        .errors.map((error) => error.property)
        .sort(),
    ).toEqual(['password', 'username']);
    expect(requestForm.validator.validateFormData({ username: 'a', email: 'b' }, requestForm.schema).errors).toEqual([]);
    expect(resetForm.validator.validateFormData({ verification_code: '1' }, resetForm.schema).errors).toHaveLength(2);
    expect(regionForm.validator.validateFormData({ data_site: '' }, regionForm.schema).errors.map((error) => error.name)).toEqual([
      'minLength',
    ]);
    expect(
      licenseSearchForm.validator
        .validateFormData({ companyId: 'not a guid!' }, licenseSearchForm.schema)
        .errors.map((error) => error.name),
    ).toEqual(['pattern']);
  });
});

describe('the light theme (login form)', () => {
  it('draws labelled inputs, no error before the user acts, and the translated warnings after submit', async () => {
    const view = await render(
      <LightSchemaForm form={loginForm} id="login" formData={{}} onChange={noop} onSubmit={noop}>
        <button type="submit" />
      </LightSchemaForm>,
    );
    const username = view.querySelector<HTMLInputElement>('#login_username');
    const password = view.querySelector<HTMLInputElement>('#login_password');
    expect(username?.type).toBe('text');
    expect(password?.type).toBe('password');
    expect(username?.autocomplete).toBe('username');
    expect(view.querySelector('label[for="login_username"]')?.textContent).toContain('User name');
    expect(view.querySelectorAll('[role="alert"]')).toHaveLength(0);

    await act(async () => view.querySelector<HTMLButtonElement>('button[type="submit"]')?.click());
    const alerts = [...view.querySelectorAll('[role="alert"]')].map((node) => node.textContent);
    expect(alerts).toEqual(['Enter your user name.', 'Enter your password.']);
    expect(username?.getAttribute('aria-invalid')).toBe('true');
    expect(username?.getAttribute('aria-describedby')).toBe('login_username-error');
  });
});

describe('a submit that changes only its button (the login page after Log On)', () => {
  const Busy = createContext(false);
  const BusyButton = () => <button type="submit" aria-busy={useContext(Busy)} />;

  /** Each field focused and left, as a user does before pressing the button. */
  async function leaveFields(view: HTMLElement): Promise<void> {
    for (const field of ['#login_username', '#login_password']) {
      const input = view.querySelector<HTMLInputElement>(field);
      if (!input) throw new Error(`no ${field}`);
      await act(async () => input.focus());
      await act(async () => input.blur());
    }
  }
  const press = (view: HTMLElement) => act(async () => view.querySelector<HTMLButtonElement>('button[type="submit"]')?.click());
  const filled = { username: 'admin', password: 'secret' };
  /** rjsf's form component's renders (the whole form: its state derived again, its fields compared). */
  const formRenders = () => vi.spyOn(Form.prototype, 'render');
  afterEach(() => vi.restoreAllMocks());

  it('renders the form once, for the submit itself, when the button takes its state from a context', async () => {
    let submitted = 0;
    function Page() {
      const [busy, setBusy] = useState(false);
      // The same element on every render, as the login page keeps it (with React's development build an
      // element carries its owner, which a deep comparison finds changed).
      const button = useMemo(() => <BusyButton />, []);
      const submit = () => {
        submitted += 1;
        setBusy(true);
      };
      return (
        <Busy value={busy}>
          <LightSchemaForm form={loginForm} id="login" formData={filled} onChange={noop} onSubmit={submit}>
            {button}
          </LightSchemaForm>
        </Busy>
      );
    }
    const view = await render(<Page />);
    await leaveFields(view);
    const renders = formRenders();
    await press(view);
    expect(submitted).toBe(1);
    expect(view.querySelector('button[type="submit"]')?.getAttribute('aria-busy')).toBe('true');
    // rjsf's own: its submit resets the errors the checks on leaving the fields had set.
    expect(renders).toHaveBeenCalledTimes(1);
  });

  it('renders it once more when the button is handed its state as a prop (what the context avoids)', async () => {
    function Page() {
      const [busy, setBusy] = useState(false);
      return (
        <LightSchemaForm form={loginForm} id="login" formData={filled} onChange={noop} onSubmit={() => setBusy(true)}>
          <button type="submit" aria-busy={busy} />
        </LightSchemaForm>
      );
    }
    const view = await render(<Page />);
    await leaveFields(view);
    const renders = formRenders();
    await press(view);
    expect(view.querySelector('button[type="submit"]')?.getAttribute('aria-busy')).toBe('true');
    // The submit's render, with the new button; then the state the form derives again from props that changed.
    expect(renders).toHaveBeenCalledTimes(2);
  });
});

describe('the Primer theme', () => {
  it('draws the reset request form and adds the email rule to the schema checks', async () => {
    const view = await render(
      <PrimerSchemaForm
        form={requestForm}
        id="reset-request"
        formData={{ username: 'sub', email: 'bad@' }}
        onChange={noop}
        onSubmit={noop}
        rules={requestRules}
      >
        <button type="submit" />
      </PrimerSchemaForm>,
    );
    expect(view.querySelector<HTMLInputElement>('#reset-request_email')?.type).toBe('email');
    await act(async () => view.querySelector<HTMLButtonElement>('button[type="submit"]')?.click());
    expect([...view.querySelectorAll('[role="alert"]')].map((node) => node.textContent)).toEqual(['Enter a valid email address.']);
  });

  it('draws the reset form with its own widgets: prefix, code, password ticks', async () => {
    const extra = { prefix: 'ABCD', secondsLeft: 42, resending: false, onResend: noop };
    const view = await render(
      <PrimerSchemaForm
        form={resetForm}
        id="reset"
        formData={{ password: 'abc' }}
        onChange={noop}
        onSubmit={noop}
        widgets={resetWidgets}
        extra={extra}
      >
        <></>
      </PrimerSchemaForm>,
    );
    expect(view.querySelector<HTMLInputElement>('[data-testid="reset-code-prefix"]')?.value).toBe('ABCD');
    expect(view.querySelector('[data-testid="reset-resend"]')?.textContent).toBe('Resend code in 42 s');
    const rules = [...view.querySelectorAll('[data-rule]')].map((node) => [node.getAttribute('data-rule'), node.getAttribute('data-met')]);
    expect(rules).toEqual([
      ['length', 'false'],
      ['lowercase', 'true'],
      ['uppercase', 'false'],
      ['digit', 'false'],
      ['special', 'false'],
      ['noEdgeSpace', 'true'],
    ]);
  });

  it('draws a select from run-time choices with its placeholder', async () => {
    const ui = {
      data_site: {
        'ui:options': {
          choices: [
            { value: 'US', label: 'United States' },
            { value: 'XX', label: 'XX' },
          ],
        },
      },
    };
    const view = await render(
      <PrimerSchemaForm form={regionForm} id="region" formData={{}} onChange={noop} onSubmit={noop} ui={ui}>
        <></>
      </PrimerSchemaForm>,
    );
    const options = [...view.querySelectorAll('#region_data_site option')].map((node) => node.textContent);
    expect(options).toEqual(['Choose a region', 'United States', 'XX']);
  });

  it('draws the licence search box with a hidden label and its placeholder', async () => {
    const view = await render(
      <PrimerSchemaForm form={licenseSearchForm} id="license-search" formData={{}} onChange={noop} onSubmit={noop}>
        <></>
      </PrimerSchemaForm>,
    );
    expect(view.querySelector<HTMLInputElement>('#license-search_companyId')?.placeholder).toBe('Company GUID');
    expect(view.querySelector('label[for="license-search_companyId"]')?.textContent).toBe('Company GUID');
  });
});

describe('premises of the rjsf replacements (vite.config.ts)', () => {
  const core = (file: string) => readFileSync(path.join(root, 'node_modules/@rjsf/core/lib', file), 'utf8');

  it("only Form imports '../getDefaultRegistry.js', and it reads just what core-registry.ts gives", () => {
    const form = core('components/Form.js');
    expect(form).toContain('import getDefaultRegistry from "../getDefaultRegistry.js"');
    expect(form).toMatch(/const \{ fields, templates, widgets, formContext, translateString \} = getDefaultRegistry\(\);/);
  });

  const formFiles = ['login', 'reset-password-request', 'reset-password', 'region', 'license-search'];

  it('no form schema has $ref, $id, allOf, oneOf or anyOf, the only paths that reach the replaced lookups, merge and option scoring', () => {
    const keysOf = (node: unknown): string[] =>
      typeof node === 'object' && node !== null ? Object.entries(node).flatMap(([key, value]) => [key, ...keysOf(value)]) : [];
    for (const name of formFiles) {
      const schema = JSON.parse(readFileSync(path.join(root, 'schemas/forms', `${name}.schema.json`), 'utf8')) as Record<string, unknown>;
      expect(keysOf(schema).filter((key) => ['$ref', '$id', 'allOf', 'oneOf', 'anyOf'].includes(key))).toEqual([]);
      // References are rewritten only in a draft 2020-12 schema.
      expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    }
  });

  const utils = (file: string) => readFileSync(path.join(root, 'node_modules/@rjsf/utils/lib', file), 'utf8');

  it('rjsf looks up a definition only for a $ref, and rewrites references only for draft 2020-12', () => {
    expect(utils('createSchemaUtils.js')).toMatch(
      /if \(rootSchema\?\.\[SCHEMA_KEY\] === JSON_SCHEMA_DRAFT_2020_12\) \{\s*this\.rootSchema = makeAllReferencesAbsolute/,
    );
    expect(utils('schema/retrieveSchema.js')).toMatch(/if \(REF_KEY in resolvedSchema\) \{[\s\S]{0,1200}?findSchemaDefinition\(\$ref/);
    expect(utils('schema/getDefaultFormState.js')).toMatch(/else if \(REF_KEY in schema\) \{[\s\S]{0,300}?findSchemaDefinition\(/);
    expect(utils('resolveUiSchema.js')).toMatch(
      /if \(ref && schema\[REF_KEY\] && !schema\[RJSF_REF_KEY\]\) \{\s*try \{\s*resolvedSchema = findSchemaDefinition\(/,
    );
    expect(utils('schemaHasNestedConditional.js')).toMatch(
      /if \(typeof resolved\[REF_KEY\] === 'string'\) \{[\s\S]{0,300}?findSchemaDefinition\(/,
    );
  });

  it('rjsf scores options only for oneOf / anyOf, and the core registry draws no such field', () => {
    expect(utils('schema/getDefaultFormState.js')).toMatch(/else if \(ONE_OF_KEY in schema\) \{[\s\S]*?getClosestMatchingOption\(/);
    expect(utils('schema/retrieveSchema.js')).toMatch(/if \(anyOrOneOf\) \{[\s\S]*?getFirstMatchingOption\(/);
    const registry = readFileSync(path.join(root, 'src/components/forms/rjsf/core-registry.ts'), 'utf8');
    expect(registry).not.toMatch(/MultiSchemaField|OneOfField|AnyOfField/);
  });

  it('extra data is omitted only when a form sets omitExtraData, which none does; nothing else calls toPathSchema', () => {
    const form = core('components/Form.js');
    const calls = [...form.matchAll(/schemaUtils\.omitExtraData\(/g)].length;
    const guarded = [...form.matchAll(/omitExtraData === true[^\n]*\n?[^\n]*schemaUtils\.omitExtraData\(/g)].length;
    expect(calls).toBeGreaterThan(0);
    const onBlur = [...form.matchAll(/const newFormData = isOmitted \? schemaUtils\.omitExtraData/g)].length;
    // Form's own deprecated omitExtraData method, which the console never calls (checked below).
    const method = [
      ...form.matchAll(
        /omitExtraData = \(formData\) => \{\s*const \{ schema, schemaUtils \} = this\.state;\s*return schemaUtils\.omitExtraData/g,
      ),
    ].length;
    expect(guarded + onBlur + method).toBe(calls);
    const sources = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('build-stubs/') && !file.endsWith('.test.tsx'))
      .map((file) => readFileSync(path.join(root, 'src', file), 'utf8'));
    expect(sources.filter((text) => /omitExtraData|toPathSchema|getUsedFormData|getFieldNames/.test(text))).toEqual([]);
    const coreFiles = readdirSync(path.join(root, 'node_modules/@rjsf/core/lib'), { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.js'),
    );
    expect(coreFiles.filter((file) => core(file).includes('toPathSchema'))).toEqual([]);
  });

  it("use-sync-external-store's shim hands out React's own hook on React 18 and later", async () => {
    const shim = readFileSync(
      path.join(root, 'node_modules/use-sync-external-store/cjs/use-sync-external-store-shim.production.js'),
      'utf8',
    );
    expect(shim).toContain('void 0 !== React.useSyncExternalStore ? React.useSyncExternalStore : shim');
    const react = await import('react');
    expect(typeof react.useSyncExternalStore).toBe('function');
  });

  it('nothing else in the browser bundle loads fast-uri or the allOf merge', () => {
    expect(utils('findSchemaDefinition.js')).toContain("import UriResolver from 'fast-uri';");
    expect(utils('schema/retrieveSchema.js')).toContain('import shallowAllOfMerge from "./shallowAllOfMerge.js";');
    // ajv's run-time uri helper (the other fast-uri user) is needed by no generated validator.
    for (const dir of ['validators', 'form-validators']) {
      const folder = path.join(root, 'src/generated', dir);
      for (const file of readdirSync(folder).filter((name) => name.endsWith('.js'))) {
        expect(readFileSync(path.join(folder, file), 'utf8')).not.toContain('runtime/uri');
      }
    }
  });

  it('markdown is rendered only where a ui schema enables it, which no form does', () => {
    expect(core('components/RichDescription.js')).toContain('uiOptions.enableMarkdownInDescription');
    expect(core('components/RichHelp.js')).toContain('uiOptions.enableMarkdownInHelp');
    const uiFiles = formFiles.map((name) => readFileSync(path.join(root, 'schemas/forms', `${name}.ui.json`), 'utf8'));
    for (const text of uiFiles) expect(text).not.toMatch(/enableMarkdown/);
  });
});
