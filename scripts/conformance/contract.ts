/**
 * The contract as the kit checks it: the table of the contract's calls (schemas/api/calls.json),
 * which names every call the kit must reach and where it is, and docs/openapi.json (generated from
 * that table and the schemas the console validates every reply with) compiled by ajv. A reply is held to the document's response for its
 * status: the status must be one the document gives, the content type its media type, and the body
 * its schema. XML bodies are decoded exactly as the console decodes them (src/engine/api/xml.ts, with
 * the call's lists and containers from the table) and the decoded value is checked
 * by the same schema. An XML reply whose errorcode is not 0 carries no result, so it is held to the
 * envelope alone.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { describeErrors } from '../../src/engine/api/shape';
import { decodeXml, type XmlShapeHints } from '../../src/engine/api/xml';
import { replyHints } from '../../src/engine/api/xml-shapes';
import { fullPath, loadCalls, type Call, type ContractCalls } from '../build/contract-calls';
import type { Received } from './http';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const OPENAPI_PATH = path.join(root, 'docs/openapi.json');
const DOC_ID = 'https://console.example/openapi.json';

interface ResponseObject {
  readonly description?: string;
  readonly content?: Readonly<Record<string, unknown>>;
}

interface OperationObject {
  readonly operationId: string;
  readonly responses: Readonly<Record<string, ResponseObject>>;
}

interface OpenApiDocument {
  readonly paths: Readonly<Record<string, Readonly<Record<string, OperationObject>>>>;
}

export interface Operation {
  readonly operationId: string;
  readonly method: string;
  /** As the document writes it: `/uiserver/api/v1/supporter/license/{companyId}`. */
  readonly path: string;
  readonly responses: Readonly<Record<string, ResponseObject>>;
}

export type Verdict =
  | { readonly ok: true; readonly status: number; readonly value: unknown }
  /** `value`: the decoded body, when it could be decoded, so a check can still look at it. */
  | { readonly ok: false; readonly problem: string; readonly value?: unknown };

function pointer(...parts: string[]): string {
  return parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first characters of a body, for a reason that shows what came instead. */
export function preview(body: string, length = 60): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  if (flat === '') return 'an empty body';
  return JSON.stringify(flat.length > length ? `${flat.slice(0, length)}…` : flat);
}

export class Contract {
  private readonly ajv: Ajv2020;
  private readonly operations = new Map<string, Operation>();

  private readonly calls: ReadonlyMap<string, Call>;

  constructor(
    document: OpenApiDocument,
    readonly table: ContractCalls = loadCalls(),
  ) {
    this.calls = new Map(table.calls.map((call) => [call.id, call]));
    // The document's own keywords (openapi, paths …) are not JSON Schema; the schemas themselves
    // are held to strict mode where they are generated.
    this.ajv = new Ajv2020({ allErrors: true, strict: false });
    this.ajv.addSchema({ ...document, $id: DOC_ID });
    for (const [pathKey, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        this.operations.set(operation.operationId, {
          operationId: operation.operationId,
          method,
          path: pathKey,
          responses: operation.responses,
        });
      }
    }
  }

  static load(file: string = OPENAPI_PATH, table?: ContractCalls): Contract {
    return new Contract(JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument, table);
  }

  /** A page navigation of the table (logoff …): its path on the origin. */
  navigationPath(id: string): string {
    const navigation = this.table.navigations.find((entry) => entry.id === id);
    if (!navigation) throw new Error(`schemas/api/calls.json has no navigation ${id}`);
    return navigation.path;
  }

  /** A call of the table, by its id. */
  call(id: string): Call {
    const call = this.calls.get(id);
    if (!call) throw new Error(`schemas/api/calls.json has no call ${id}`);
    return call;
  }

  /** Where a call is on the origin: its {params} filled in (each one encoded segment), and a query when given. */
  pathOf(id: string, params: Readonly<Record<string, string>> = {}, query?: Readonly<Record<string, string>>): string {
    const filled = fullPath(this.table, this.call(id)).replace(/\{([A-Za-z]+)\}/g, (_match, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`${id}: no value for {${name}}`);
      return encodeURIComponent(value);
    });
    return query === undefined ? filled : `${filled}?${new URLSearchParams(query).toString()}`;
  }

  operation(operationId: string): Operation {
    const operation = this.operations.get(operationId);
    if (!operation) throw new Error(`docs/openapi.json has no operation ${operationId}`);
    return operation;
  }

  /** How the console decodes an XML call's reply: the envelope's containers and the call's own lists and containers. */
  hintsOf(operation: Operation): XmlShapeHints {
    return replyHints(this.calls.get(operation.operationId)?.reply.xml);
  }

  private schema(ref: string): ValidateFunction {
    const validate = this.ajv.getSchema(`${DOC_ID}#/${ref}`);
    if (!validate) throw new Error(`docs/openapi.json: no schema at ${ref}`);
    return validate;
  }

  /** Holds a reply to the document's response for its status: status, content type, body shape. */
  check(operationId: string, reply: Received): Verdict {
    const operation = this.operation(operationId);
    const status = String(reply.status);
    const response = operation.responses[status];
    if (!response) {
      const given = Object.keys(operation.responses).join(', ');
      return {
        ok: false,
        problem: `HTTP ${status}, which the contract does not give for this call (${given}); body ${preview(reply.body)}`,
      };
    }
    const media = Object.keys(response.content ?? {})[0];
    if (media === undefined) return { ok: true, status: reply.status, value: undefined };

    const expected = media.endsWith('/*') ? reply.contentType.startsWith(media.slice(0, -1)) : reply.contentType === media;
    if (!expected) {
      const got = reply.contentType === '' ? 'no Content-Type' : `Content-Type ${reply.contentType}`;
      return { ok: false, problem: `HTTP ${status} with ${got} where ${media} is the contract's; body ${preview(reply.body)}` };
    }
    if (media.startsWith('image/')) {
      return reply.body.length > 0 ? { ok: true, status: reply.status, value: undefined } : { ok: false, problem: 'an empty image' };
    }

    let value: unknown;
    let ref = pointer('paths', operation.path, operation.method, 'responses', status, 'content', media, 'schema');
    if (media === 'application/xml') {
      const decoded = decodeXml(reply.body, this.hintsOf(operation));
      if (!decoded.ok) return { ok: false, problem: `not an XML document (${decoded.error.detail}); body ${preview(reply.body)}` };
      value = decoded.value;
      const { response } = decoded.value;
      const errorinfo = isRecord(response) ? response.errorinfo : undefined;
      const errorcode = isRecord(errorinfo) ? errorinfo.errorcode : undefined;
      if (typeof errorcode === 'string' && errorcode !== '0') ref = pointer('components', 'schemas', 'XmlEnvelope');
    } else {
      try {
        value = JSON.parse(reply.body) as unknown;
      } catch {
        return { ok: false, problem: `not JSON; body ${preview(reply.body)}` };
      }
    }
    const validate = this.schema(ref);
    if (!validate(value)) return { ok: false, problem: `the reply's shape: ${describeErrors(validate.errors)}`, value };
    return { ok: true, status: reply.status, value };
  }
}
