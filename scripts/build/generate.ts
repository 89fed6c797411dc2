/**
 * Derives code from the JSON Schemas in schemas/, so that the schemas stay the one source of truth:
 * - src/generated/types/<name>.ts: TypeScript types (json-schema-to-typescript);
 * - src/generated/validators/<name>.js: ajv standalone validators, so the browser never compiles a
 *   schema (the console runs under a CSP without 'unsafe-eval');
 * - src/generated/form-validators/<name>.js: for the form schemas in schemas/forms/, the precompiled
 *   validator functions @rjsf/validator-ajv8 expects (`createPrecompiledValidator(validateFns, schema)`),
 *   for the same reason.
 * - src/generated/calls/: from the table of the contract's calls (schemas/api/calls.json), one
 *   module per call (its constants, its request builder and its reply reader: call-modules.ts), one
 *   per page navigation and static file, and the prefix, so the engine writes no path, field or
 *   decoder of its own and a page bundles only the calls it makes.
 * The output is not committed; every script that needs it runs this first.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import addFormats from 'ajv-formats';
import { compile } from 'json-schema-to-typescript';
import { callModules } from './call-modules';
import { loadCalls } from './contract-calls';
import { withoutNotes } from './schema-notes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const schemaDir = path.join(root, 'schemas');
const outDir = path.join(root, 'src/generated');
const formSchemaDir = path.join(schemaDir, 'forms');

/** Schemas under schemas/ whose validators the browser needs (the rest are checked at build time). */
async function listSchemas(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return listSchemas(full);
      return Promise.resolve(entry.name.endsWith('.schema.json') ? [full] : []);
    }),
  );
  return nested.flat();
}

function baseName(file: string): string {
  return path
    .relative(schemaDir, file)
    .replace(/\.schema\.json$/, '')
    .replaceAll(path.sep, '-');
}

/**
 * ajv's ESM output still `require`s its small runtime helpers (equal, ucs2length); rewrite those as
 * imports. The helpers are CommonJS, whose namespace default is `module.exports`, itself holding
 * the function as `default`.
 */
function asEsm(code: string): string {
  const imports: string[] = [];
  const body = code.replace(/require\("(ajv\/dist\/runtime\/[a-z0-9_]+)"\)\.default/g, (_match, specifier: string) => {
    const local = `runtime${imports.length}`;
    imports.push(`import * as ${local} from "${specifier}.js";`);
    return `(${local}.default.default ?? ${local}.default)`;
  });
  return `${imports.join('\n')}\n${body.replace(/^"use strict";/, '')}`;
}

/**
 * rjsf keys its precompiled validators by schema hash (`4990c73c`), which ajv cannot turn into ESM
 * export names, so the code is compiled as CommonJS and its `exports["hash"] = fn` lines become
 * entries of one default-exported map; the runtime `require`s are rewritten as for the API validators.
 */
function formValidatorsEsm(code: string): string {
  const body = asEsm(code).replace(/^exports\[("[^"]+")\] = (\w+);$/gm, 'validateFns[$1] = $2;');
  if (/\bexports\b|\brequire\(/.test(body)) throw new Error('form validator code still has CommonJS left after the rewrite');
  // The map is declared after asEsm's import lines; the validators it holds are hoisted function declarations.
  return `${body.replace(/^((?:import .*\n)*)/, '$1const validateFns = {};\n')}\nexport default validateFns;\n`;
}

async function writeFormValidators(): Promise<void> {
  const dir = path.join(outDir, 'form-validators');
  await mkdir(dir, { recursive: true });
  const files = (await listSchemas(formSchemaDir).catch(() => [] as string[])).filter((file) => path.dirname(file) === formSchemaDir);
  for (const file of files) {
    const name = path.basename(file).replace(/\.schema\.json$/, '');
    const schema = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    await writeFile(path.join(dir, `${name}.js`), formValidatorsEsm(compileSchemaValidatorsCode(schema as never)));
    await writeFile(
      path.join(dir, `${name}.d.ts`),
      `import type { ValidatorFunctions } from '@rjsf/validator-ajv8';\ndeclare const validateFns: ValidatorFunctions;\nexport default validateFns;\n`,
    );
  }
}

/** Each schema of schemas/api/ by file name: the generated type it gives (its title) and the module holding it. */
async function schemaTitles(): Promise<Map<string, { title: string; module: string }>> {
  const titles = new Map<string, { title: string; module: string }>();
  for (const file of await listSchemas(path.join(schemaDir, 'api'))) {
    const schema = JSON.parse(await readFile(file, 'utf8')) as { title?: string };
    titles.set(path.basename(file), { title: String(schema.title), module: `./types/${baseName(file)}` });
  }
  return titles;
}

async function main(): Promise<void> {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(path.join(outDir, 'types'), { recursive: true });
  await mkdir(path.join(outDir, 'validators'), { recursive: true });

  for (const file of await listSchemas(schemaDir)) {
    const name = baseName(file);
    const schema = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;

    const types = await compile(schema as never, String(schema.title ?? name), {
      bannerComment: `/* Generated from schemas/${path.relative(schemaDir, file)} by scripts/build/generate.ts. Do not edit. */`,
      additionalProperties: false,
      declareExternallyReferenced: true,
      unreachableDefinitions: true,
      format: false,
      cwd: path.dirname(file),
    });
    await writeFile(path.join(outDir, 'types', `${name}.ts`), types);

    const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false, code: { source: true, esm: true }, useDefaults: false });
    addFormats(ajv);
    const validate = ajv.compile(withoutNotes(schema) as Record<string, unknown>);
    await writeFile(path.join(outDir, 'validators', `${name}.js`), asEsm(standaloneCode(ajv, validate)));
    await writeFile(
      path.join(outDir, 'validators', `${name}.d.ts`),
      `import type { ValidateFunction } from 'ajv';\ndeclare const validate: ValidateFunction;\nexport default validate;\n`,
    );
  }
  await writeFormValidators();
  await mkdir(path.join(outDir, 'calls/send'), { recursive: true });
  await mkdir(path.join(outDir, 'calls/late'), { recursive: true });
  for (const [file, code] of callModules(loadCalls(root), await schemaTitles())) await writeFile(path.join(outDir, 'calls', file), code);
}

await main();
