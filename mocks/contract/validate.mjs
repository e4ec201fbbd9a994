/**
 * Judges requests and replies against the OpenAPI contract (dms.openapi.json). Plain ESM so that the mock
 * (TypeScript, in Node, the browser and the HTTP mock server) and the smoke check (plain Node) share it.
 *
 * Validator: @cfworker/json-schema. It supports draft 2020-12 (OpenAPI 3.1's dialect), has no dependencies
 * and, unlike Ajv, generates no code at run time, so it works in the demo's service-worker mock under a CSP
 * without 'unsafe-eval'; it is small (about 30 kB unminified) and fast enough for a mock.
 */
import { Validator } from '@cfworker/json-schema';

const SCHEMA_REF = '#/components/schemas/';

/** A copy of a schema whose component references point into its own $defs, so it validates alone. */
function standalone(schema, components) {
  const rewrite = (node) => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (!node || typeof node !== 'object') return node;
    const out = {};
    for (const [key, value] of Object.entries(node)) {
      out[key] =
        key === '$ref' && typeof value === 'string' && value.startsWith(SCHEMA_REF)
          ? `#/$defs/${value.slice(SCHEMA_REF.length)}`
          : rewrite(value);
    }
    return out;
  };
  return { ...rewrite(schema), $defs: rewrite(components) };
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The type a text value (path, query, form field) should be read as. */
function textType(schema) {
  if (schema.type) return schema.type;
  if (Array.isArray(schema.enum) && schema.enum.every((v) => typeof v === 'number')) return 'integer';
  return 'string';
}

/** A text value read as its schema's type; strictly: '1.0' is no integer, 'yes' no boolean. */
function readText(text, schema) {
  switch (textType(schema)) {
    case 'integer':
      return /^-?\d+$/.test(text) ? Number(text) : { invalid: 'an integer' };
    case 'number':
      return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : { invalid: 'a number' };
    case 'boolean':
      return text === 'true' ? true : text === 'false' ? false : { invalid: 'true or false' };
    default:
      return text;
  }
}

/** The innermost problems only (a failed 'properties' also reports the failed property itself). */
function describe(errors, where) {
  const wrappers = new Set(['properties', 'items', 'prefixItems', '$ref', 'allOf', 'additionalProperties']);
  const leaves = errors.filter((e) => !wrappers.has(e.keyword) || e.error.includes('does not match false schema'));
  return (leaves.length ? leaves : errors).slice(0, 5).map((e) => `${where}${e.instanceLocation.replace(/^#/, '')}: ${e.error}`);
}

/**
 * @param {any} doc the OpenAPI document
 */
export function createContract(doc) {
  const components = doc.components?.schemas ?? {};
  const validators = new Map();
  const validatorFor = (schema) => {
    let validator = validators.get(schema);
    if (!validator) {
      validator = new Validator(standalone(schema, components), '2020-12', false);
      validators.set(schema, validator);
    }
    return validator;
  };
  const validate = (schema, value, where) => {
    const result = validatorFor(schema).validate(value);
    return result.valid ? [] : describe(result.errors, where);
  };

  const defaultBase = doc.servers?.[0]?.url ?? '';
  const routes = Object.entries(doc.paths).map(([path, item]) => {
    const base = item.servers?.[0]?.url ?? defaultBase;
    const names = [];
    const source = escapeRegExp(base + path).replace(/\\\{([^}]+)\\\}/g, (_, name) => {
      names.push(name);
      return '([^/]+)';
    });
    return { path, base, item, names, pattern: new RegExp(`^${source}$`), loose: new RegExp(`^${source.replace(/\/$/, '')}/?$`) };
  });
  const bases = [...new Set(routes.map((route) => route.base))];

  /** Whether a path is the backend's (under one of the contract's bases). */
  const isBackendPath = (pathname) => bases.some((base) => pathname === base || pathname.startsWith(`${base}/`));

  /**
   * The call a method and path are, or why none: `{ call }` or `{ problems }`. Literal segments win over
   * parameters ('/files/share/create' is not '/files/share/{code}').
   */
  function find(method, pathname) {
    const lower = method.toLowerCase();
    const matches = routes.filter((route) => route.pattern.test(pathname));
    const literalCount = (route) => route.path.split('/').filter((part) => part && !part.startsWith('{')).length;
    matches.sort((a, b) => literalCount(b) - literalCount(a));
    const withMethod = matches.find((route) => route.item[lower]);
    if (withMethod) {
      const values = withMethod.pattern.exec(pathname).slice(1);
      const params = Object.fromEntries(withMethod.names.map((name, i) => [name, values[i]]));
      return { call: { route: withMethod, operation: withMethod.item[lower], params, name: `${method.toUpperCase()} ${withMethod.path}` } };
    }
    if (matches.length) {
      const allowed = Object.keys(matches[0].item)
        .filter((key) => key !== 'servers')
        .map((key) => key.toUpperCase());
      return { problems: [`method ${method.toUpperCase()} is not the contract's for ${matches[0].path} (${allowed.join(', ')})`] };
    }
    const near = routes.find((route) => route.loose.test(pathname) && route.item[lower]);
    if (near) return { problems: [`path ${pathname} is not exactly the contract's ${near.base}${near.path} (trailing slash)`] };
    return { problems: [`${method.toUpperCase()} ${pathname} is no call of the contract`], unknown: true };
  }

  function checkText(parameter, text, where) {
    const value = readText(text, parameter.schema);
    if (value && typeof value === 'object' && 'invalid' in value) return [`${where} ${parameter.name}: '${text}' is not ${value.invalid}`];
    return validate(parameter.schema, value, `${where} ${parameter.name}`);
  }

  /**
   * Everything about a request that differs from its contract entry (empty: on contract).
   * @param {Request} request
   * @param {(request: Request) => Promise<FormData>} readForm how this server reads a form
   * @returns {Promise<{ call?: string, problems: string[], unknown?: boolean }>} unknown: no call has this path
   */
  async function checkRequest(request, readForm = (r) => r.formData()) {
    const url = new globalThis.URL(request.url);
    const found = find(request.method, url.pathname);
    if (!found.call) return { problems: found.problems, unknown: found.unknown };
    const { operation, params, name } = found.call;
    const problems = [];
    const parameters = operation.parameters ?? [];

    for (const parameter of parameters.filter((p) => p.in === 'path')) {
      let text;
      try {
        text = decodeURIComponent(params[parameter.name]);
      } catch {
        problems.push(`path ${parameter.name}: not URL-encoded text`);
        continue;
      }
      problems.push(...checkText(parameter, text, 'path'));
    }

    const queryParameters = parameters.filter((p) => p.in === 'query');
    const seen = new Set();
    for (const [key, text] of url.searchParams) {
      const parameter = queryParameters.find((p) => p.name === key);
      if (!parameter) {
        problems.push(
          `query ${key}: not a query parameter of ${name}${queryParameters.length ? ` (${queryParameters.map((p) => p.name).join(', ')})` : ''}`,
        );
        continue;
      }
      if (seen.has(key)) problems.push(`query ${key}: given more than once`);
      seen.add(key);
      problems.push(...checkText(parameter, text, 'query'));
    }
    for (const parameter of queryParameters) {
      if (parameter.required && !seen.has(parameter.name)) problems.push(`query ${parameter.name}: required, missing`);
    }

    const content = operation.requestBody?.content ?? {};
    const type = request.headers.get('content-type') ?? '';
    if (content['application/json']) {
      if (!type.includes('application/json')) {
        problems.push(`body: must be JSON (application/json), got ${type || 'no content type'}`);
      } else {
        const text = await request.clone().text();
        let body;
        try {
          body = JSON.parse(text);
        } catch {
          problems.push('body: not valid JSON');
        }
        if (body !== undefined) problems.push(...validate(content['application/json'].schema, body, 'body'));
      }
    } else if (content['multipart/form-data']) {
      if (!type.includes('multipart/form-data')) {
        problems.push(`body: must be a multipart form, got ${type || 'no content type'}`);
      } else {
        const schema = content['multipart/form-data'].schema;
        let form;
        try {
          form = await readForm(request.clone());
        } catch {
          problems.push('body: not a readable multipart form');
        }
        if (form) {
          const fields = new Set();
          for (const [key, value] of form.entries()) {
            const declared = schema.properties[key];
            if (!declared) {
              problems.push(`form ${key}: not a field of ${name} (${Object.keys(schema.properties).join(', ')})`);
              continue;
            }
            // A list field is the same name repeated, one part per item.
            const field = declared.type === 'array' ? declared.items : declared;
            if (fields.has(key) && declared.type !== 'array') problems.push(`form ${key}: given more than once`);
            fields.add(key);
            const isFile = typeof value !== 'string';
            if (field.format === 'binary') {
              if (!isFile) problems.push(`form ${key}: must be a file part`);
            } else if (isFile) {
              problems.push(`form ${key}: must be a text field, not a file`);
            } else {
              problems.push(...checkText({ name: key, schema: field }, value, 'form'));
            }
          }
          for (const key of schema.required ?? []) if (!fields.has(key)) problems.push(`form ${key}: required, missing`);
        }
      }
    } else if (request.method !== 'GET' && request.method !== 'HEAD' && (await request.clone().text()).length > 0) {
      problems.push(`body: ${name} takes no body`);
    }
    return { call: name, problems };
  }

  /**
   * What differs between a reply and its contract entry (empty: on contract). Only a success is judged:
   * a refusal (errno not 0) has the envelope's own shape.
   * @param {string} method
   * @param {string} pathname
   * @param {{ status: number, contentType: string, body: unknown }} reply body parsed when JSON
   */
  function checkReply(method, pathname, { status, contentType, body }) {
    const found = find(method, pathname);
    if (!found.call) return found.problems;
    const response = found.call.operation.responses?.['200'];
    if (status !== 200) return [`status ${status}, not 200`];
    const json = response?.content?.['application/json'];
    if (!json) return contentType.includes('json') ? ['a JSON reply where the contract has a file'] : [];
    if (!contentType.includes('json')) return [`content type ${contentType || 'none'}, not JSON`];
    return validate(json.schema, body, 'reply');
  }

  return { find, checkRequest, checkReply, isBackendPath };
}
