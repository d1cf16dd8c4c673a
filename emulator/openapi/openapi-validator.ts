import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS; its default export arrives wrapped under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => void;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: Record<string, unknown>;
}

interface ResponseObject {
  $ref?: string;
  content?: Record<string, { schema: Record<string, unknown> }>;
}

interface Operation {
  operationId: string;
  parameters?: Parameter[];
  responses?: Record<string, ResponseObject>;
  requestBody?: { required?: boolean; content?: Record<string, { schema: Record<string, unknown> }> };
}

interface OperationEntry {
  method: string;
  template: string;
  pattern: RegExp;
  pathParams: Parameter[];
  op: Operation;
}

export interface ValidationOutcome {
  operationId: string | null;
  template: string | null;
  problems: string[];
  /** The same problems as Discord reports them in a 400 50035: a tree by field path with `_errors` leaves. */
  errors: FieldErrorTree;
}

/** Discord's `errors` shape: nested objects keyed by field (array indexes as keys), `_errors` where a field failed. */
export interface FieldErrorTree {
  _errors?: { code: string; message: string }[];
  [field: string]: FieldErrorTree | { code: string; message: string }[] | undefined;
}

/** Discord's rule codes for the JSON Schema keywords that have one; anything else is a bad value. */
const DISCORD_RULE: Record<string, [code: string, message?: string]> = {
  required: ['BASE_TYPE_REQUIRED', 'This field is required'],
  maxLength: ['BASE_TYPE_MAX_LENGTH'],
  minLength: ['BASE_TYPE_MIN_LENGTH'],
  maxItems: ['BASE_TYPE_MAX_LENGTH'],
  minItems: ['BASE_TYPE_MIN_LENGTH'],
  maximum: ['NUMBER_TYPE_MAX'],
  minimum: ['NUMBER_TYPE_MIN'],
  enum: ['BASE_TYPE_CHOICES'],
  pattern: ['STRING_TYPE_REGEX'],
  additionalProperties: ['UNKNOWN_FIELD', 'This field is not allowed'],
};

function addFieldError(tree: FieldErrorTree, path: readonly string[], code: string, message: string): void {
  let node = tree;
  for (const key of path) node = (node[key] ??= {}) as FieldErrorTree;
  (node._errors ??= []).push({ code, message });
}

const SPEC_ID = 'discord-openapi';

/**
 * Documented Discord operations the OpenAPI file lacks (shared catalog README, "Routes not in the OpenAPI file").
 * They are accepted with their documented parameters and no body.
 */
const UNDOCUMENTED_OPERATIONS: { method: string; template: string; operationId: string; params: string[] }[] = [
  { method: 'GET', template: '/applications/{application_id}/skus', operationId: 'skus_list', params: ['application_id'] },
];
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const specFile = join(dirname(fileURLToPath(import.meta.url)), 'discord-openapi.json');

/** Rewrites local refs so every operation schema resolves against the one registered spec document. */
function retarget(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(retarget);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) out[k] = k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `${SPEC_ID}${v}` : retarget(v);
  return out;
}

/**
 * Checks each request the emulator receives against Discord's own OpenAPI description:
 * a real v10 operation, valid path and query parameters, and a valid JSON body. Schemas compile lazily, once.
 */
export class OpenApiValidator {
  private readonly ajv: Ajv2020;
  private readonly operations: OperationEntry[] = [];
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly sharedResponses: Record<string, ResponseObject>;
  private readonly sharedSchemas: Record<string, Record<string, unknown>>;

  /** A path or query parameter's schema with a top-level `$ref` followed (e.g. ReactionTypes), so its value is coerced by type. */
  private queryTypeSchema(schema: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
    const ref = schema?.$ref;
    return typeof ref === 'string' && ref.startsWith('#/components/schemas/') ? this.sharedSchemas[ref.split('/').pop()!] : schema;
  }

  constructor(specPath = specFile) {
    const spec = JSON.parse(readFileSync(specPath, 'utf8')) as {
      paths: Record<string, Record<string, unknown>>;
      components: { responses?: Record<string, ResponseObject> };
    };
    this.sharedResponses = spec.components.responses ?? {};
    correctSpec(spec as unknown as { components: { schemas: Record<string, { required?: string[] }> } });
    this.sharedSchemas = (spec.components as { schemas?: Record<string, Record<string, unknown>> }).schemas ?? {};
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
    addFormats(this.ajv);
    this.ajv.addFormat('snowflake', /^(0|[1-9][0-9]*)$/);
    this.ajv.addFormat('int32', { type: 'number', validate: (n: number) => Number.isInteger(n) && n >= -(2 ** 31) && n < 2 ** 31 });
    this.ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
    this.ajv.addFormat('double', { type: 'number', validate: () => true });
    this.ajv.addFormat('nonce', () => true);
    this.ajv.addSchema({ $id: SPEC_ID, components: retarget(spec.components) });
    for (const [template, item] of Object.entries(spec.paths)) {
      const shared = (item.parameters as Parameter[] | undefined) ?? [];
      for (const method of METHODS) {
        const op = item[method] as Operation | undefined;
        if (!op) continue;
        const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '([^/]+)')}$`);
        const params = [...shared, ...(op.parameters ?? [])];
        this.operations.push({ method: method.toUpperCase(), template, pattern, pathParams: params.filter((p) => p.in === 'path'), op: { ...op, parameters: params } });
      }
    }
    for (const extra of UNDOCUMENTED_OPERATIONS) {
      const pattern = new RegExp(`^${extra.template.replace(/\{\w+\}/g, '(\\d{1,20})')}$`);
      const pathParams = extra.params.map((name) => ({ name, in: 'path' as const, required: true, schema: { $ref: '#/components/schemas/SnowflakeType' } }));
      this.operations.push({ method: extra.method, template: extra.template, pattern, pathParams, op: { operationId: extra.operationId, parameters: pathParams } });
    }
    // Literal templates before parameterised ones (`/users/@me` before `/users/{user_id}`).
    this.operations.sort((a, b) => a.pathParams.length - b.pathParams.length);
  }

  private validator(key: string, schema: Record<string, unknown>): ValidateFunction {
    let fn = this.compiled.get(key);
    if (!fn) {
      fn = this.ajv.compile(retarget(schema) as Record<string, unknown>);
      this.compiled.set(key, fn);
    }
    return fn;
  }

  /** `field`: the parameter's name for path and query values; none for a body, whose paths start at its root. */
  private check(key: string, schema: Record<string, unknown> | undefined, value: unknown, where: string, problems: string[], tree: FieldErrorTree, field?: string): void {
    if (!schema) return;
    const fn = this.validator(key, schema);
    if (fn(value)) return;
    for (const e of fn.errors ?? []) {
      problems.push(`${where}${e.instancePath} ${e.message}`);
      const path = [...(field ? [field] : []), ...e.instancePath.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))];
      const params = e.params as { missingProperty?: string; additionalProperty?: string };
      if (e.keyword === 'required' && params.missingProperty) path.push(params.missingProperty);
      if (e.keyword === 'additionalProperties' && params.additionalProperty) path.push(params.additionalProperty);
      const [code, message] = DISCORD_RULE[e.keyword] ?? ['BASE_TYPE_INVALID'];
      addFieldError(tree, path, code, message ?? `Value ${e.message ?? 'is invalid'}.`);
    }
  }

  /** `form`: a multipart/form-data body's fields (files as placeholder strings), checked against the multipart schema. */
  validate(method: string, path: string, query: URLSearchParams, body: unknown, isJson: boolean, form?: Record<string, unknown>): ValidationOutcome {
    const entry = this.operations.find((o) => o.method === method && o.pattern.test(path));
    if (!entry) {
      const problem = `${method} ${path} is not a Discord v10 operation`;
      return { operationId: null, template: null, problems: [problem], errors: { _errors: [{ code: 'UNKNOWN_ROUTE', message: problem }] } };
    }
    const problems: string[] = [];
    const errors: FieldErrorTree = {};
    const problem = (field: string[], code: string, message: string) => {
      problems.push(message);
      addFieldError(errors, field, code, message);
    };
    const values = entry.pattern.exec(path)!.slice(1).map(decodeURIComponent);
    const names = [...entry.template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    names.forEach((name, i) => {
      const param = entry.pathParams.find((p) => p.name === name);
      this.check(`${entry.op.operationId}:path:${name}`, param?.schema, coerce(values[i]!, this.queryTypeSchema(param?.schema)), `path.${name}`, problems, errors, name);
    });
    const queryParams = (entry.op.parameters ?? []).filter((p) => p.in === 'query');
    for (const key of new Set(query.keys())) {
      const param = queryParams.find((p) => p.name === key);
      if (!param) {
        problem([key], 'UNKNOWN_FIELD', `query.${key} is not a parameter of ${entry.op.operationId}`);
        continue;
      }
      // An array parameter is the key repeated (author_id=1&author_id=2); each item is coerced by the item schema.
      const schema = this.queryTypeSchema(param.schema);
      const value =
        schema?.type === 'array'
          ? query.getAll(key).map((v) => coerce(v, this.queryTypeSchema(schema.items as Record<string, unknown> | undefined)))
          : coerce(query.get(key)!, schema);
      this.check(`${entry.op.operationId}:query:${key}`, param.schema, value, `query.${key}`, problems, errors, key);
    }
    for (const param of queryParams) if (param.required && !query.has(param.name)) problem([param.name], 'BASE_TYPE_REQUIRED', `query.${param.name} is required`);
    const jsonSchema = entry.op.requestBody?.content?.['application/json']?.schema;
    if (form) {
      const formSchema = entry.op.requestBody?.content?.['multipart/form-data']?.schema;
      if (!formSchema) problem([], 'CONTENT_TYPE_INVALID', `${entry.op.operationId} takes no multipart/form-data body`);
      else this.check(`${entry.op.operationId}:form`, formSchema, form, 'form', problems, errors);
    } else if (isJson) {
      if (!entry.op.requestBody) problem([], 'CONTENT_TYPE_INVALID', `${entry.op.operationId} takes no request body`);
      else this.check(`${entry.op.operationId}:body`, jsonSchema, body, 'body', problems, errors);
    } else if (entry.op.requestBody?.required && jsonSchema && !entry.op.requestBody.content?.['multipart/form-data']) {
      problem([], 'BASE_TYPE_REQUIRED', `${entry.op.operationId} requires a JSON body`);
    }
    return { operationId: entry.op.operationId, template: entry.template, problems, errors };
  }

  /**
   * Checks an answer the emulator sent against the response schema Discord documents for that operation and
   * status. Used by the emulator's own tests to keep its objects Discord-shaped.
   */
  validateResponse(method: string, path: string, status: number, body: unknown): string[] {
    const entry = this.operations.find((o) => o.method === method && o.pattern.test(path));
    if (!entry) return [`${method} ${path} is not a Discord v10 operation`];
    const responses = entry.op.responses ?? {};
    let response = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
    if (!response) return status === 204 || status >= 400 ? [] : [`${entry.op.operationId} documents no ${status} answer`];
    if (response.$ref) response = this.sharedResponses[response.$ref.split('/').pop()!] ?? {};
    const schema = response.content?.['application/json']?.schema;
    if (!schema) return body === undefined ? [] : [`${entry.op.operationId} ${status} documents no JSON body`];
    const problems: string[] = [];
    this.check(`${entry.op.operationId}:response:${status}`, schema, body, 'response', problems, {});
    return problems;
  }
}

/**
 * Where the OpenAPI file is stricter than Discord's documented behaviour. Modify Current User documents every
 * field as optional (an avatar-only change is valid), but the file marks `username` required.
 */
function correctSpec(spec: { components: { schemas: Record<string, { required?: string[] }> } }): void {
  const patch = spec.components.schemas.BotAccountPatchRequest;
  if (patch?.required) patch.required = patch.required.filter((field) => field !== 'username');
}

/** Query values arrive as strings; coerce them to what the parameter schema expects before validating. */
function coerce(raw: string, schema: Record<string, unknown> | undefined): unknown {
  const type = schema?.type;
  const types = Array.isArray(type) ? type : [type];
  if (types.includes('integer') || types.includes('number')) {
    const n = Number(raw);
    return raw.trim() !== '' && Number.isFinite(n) ? n : raw;
  }
  if (types.includes('boolean')) return raw === 'true' ? true : raw === 'false' ? false : raw;
  return raw;
}
