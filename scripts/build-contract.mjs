#!/usr/bin/env node
/**
 * Writes the API contract, mocks/contract/dms.openapi.json (OpenAPI 3.1), from mocks/contract/calls.mjs, and
 * docs/api-contract.md from the same list. `npm run contract`; `--check` only reports whether either
 * is out of date (exit 1), which the unit suite runs (mocks/contract/contract.test.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { calls } from '../mocks/contract/calls.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const CONTRACT = `${root}mocks/contract/dms.openapi.json`;
const DOC = `${root}docs/api-contract.md`;
const BEGIN = '<!-- api-contract:begin (written by npm run contract from mocks/contract/calls.mjs) -->';
const END = '<!-- api-contract:end -->';

/** Schemas that carry an $id go to components.schemas once; every use becomes a $ref. */
function hoist(schema, components) {
  if (Array.isArray(schema)) return schema.map((item) => hoist(item, components));
  if (!schema || typeof schema !== 'object') return schema;
  if (typeof schema.$ref === 'string' && !schema.$ref.startsWith('#')) return { $ref: `#/components/schemas/${schema.$ref}` };
  const { $id, ...rest } = schema;
  const out = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, hoist(value, components)]));
  if (!$id) return out;
  components[$id] = out;
  return { $ref: `#/components/schemas/${$id}` };
}

const envelope = (data) => ({
  type: 'object',
  required: ['errno', 'data'],
  properties: { errno: { const: 0 }, errmsg: { type: ['string', 'null'] }, data },
});
const versionEnvelope = (data) => ({
  type: 'object',
  required: ['code', 'data'],
  properties: { code: { const: '200' }, message: { type: ['string', 'null'] }, data },
});

const operationId = (call) =>
  `${call.method.toLowerCase()}${call.path
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/[{}]/g, ''))
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('')}${call.path.endsWith('/') ? 'Slash' : ''}`;

function parameters(placement, values, components) {
  return Object.entries(values ?? {}).map(([key, schema]) => {
    const optional = key.endsWith('?');
    const name = optional ? key.slice(0, -1) : key;
    return { name, in: placement, required: placement === 'path' || !optional, schema: hoist(schema, components) };
  });
}

function formSchema(fields) {
  const properties = {};
  const required = [];
  for (const [key, schema] of Object.entries(fields)) {
    const optional = key.endsWith('?');
    const name = optional ? key.slice(0, -1) : key;
    properties[name] = schema;
    if (!optional) required.push(name);
  }
  return { type: 'object', properties, required, additionalProperties: false };
}

export function buildContract() {
  const components = {};
  const paths = {};
  for (const call of calls) {
    for (const schema of call.defs ?? []) hoist(schema, components);
    const kind = call.replyKind ?? 'envelope';
    const data = hoist(call.reply ?? {}, components);
    const content =
      kind === 'blob'
        ? { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } }
        : { 'application/json': { schema: kind === 'raw' ? data : kind === 'version' ? versionEnvelope(data) : envelope(data) } };
    const operation = {
      operationId: operationId(call),
      summary: call.screen,
      'x-source': call.source,
      'x-screen': call.screen,
      ...(call.note ? { 'x-note': call.note } : {}),
      'x-reply': kind,
      parameters: [...parameters('path', call.pathParams, components), ...parameters('query', call.query, components)],
      ...(call.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: hoist(call.body, components) } } } }
        : call.form
          ? { requestBody: { required: true, content: { 'multipart/form-data': { schema: formSchema(call.form) } } } }
          : {}),
      responses: { 200: { description: kind === 'blob' ? 'The file; a JSON envelope when refused.' : 'The reply.', content } },
    };
    const item = (paths[call.path] ??= {});
    if (call.base) item.servers = [{ url: call.base }];
    item[call.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'DMS /dms API, as the web client uses it',
      version: '1.0.0',
      description:
        'Every call the app makes or spec §7 names. x-source: the spec section, or ASSUMED with the reason. x-screen: the screen that makes the call, or none and why. Requests are strict (no unnamed field); replies name what the app reads. Effective dates are YYYY-MM-DD everywhere; list filter bounds (from, to) YYYY-MM-DD HH:mm:ss. Passwords are RSA-encrypted (base64) like login. Written by `npm run contract` from mocks/contract/calls.mjs.',
    },
    servers: [{ url: '/dms' }],
    paths,
    components: { schemas: components },
  };
}

const cell = (text) => String(text).replace(/\|/g, '\\|');

export function buildContractSection() {
  const spec = calls.filter((call) => call.source.startsWith('spec'));
  const assumedCalls = calls.filter((call) => call.source.startsWith('ASSUMED'));
  const row = (call) => `| ${call.method} | \`${call.base ?? ''}${call.path}\` | ${cell(call.screen)} |`;
  const assumedRow = (call) =>
    `| ${call.method} | \`${call.path}\` | ${cell(call.screen)} | ${cell(call.source.replace(/^ASSUMED: /, ''))} |`;
  return [
    BEGIN,
    '## Calls',
    '',
    'The one source of truth for the backend calls is [mocks/contract/dms.openapi.json](mocks/contract/dms.openapi.json)',
    '(OpenAPI 3.1; authored in [mocks/contract/calls.mjs](mocks/contract/calls.mjs), written with `npm run contract`,',
    'which also writes this section of docs/api-contract.md). Per call it gives the method, the exact path (trailing slash as the spec writes it),',
    "each parameter's placement, name, type and format, the reply, `x-source` (spec section or ASSUMED with the reason)",
    'and `x-screen`. One format per kind of value: effective dates `YYYY-MM-DD` (upload, new version, changeEditDate,',
    'uniteSettingDate); list filter bounds `YYYY-MM-DD HH:mm:ss`; id lists in a query comma-separated; passwords',
    'RSA-encrypted like login (login, password change, activation, reset, administrator calls).',
    '',
    'The mock refuses any request off the contract with HTTP 400 and a body naming what differed',
    '(mocks/contract/check.ts, in front of every handler, in Vitest, the demo and `npm run mock-server`).',
    "`npm run smoke -- --mode wtqas` checks a live environment's read-only replies against it (token in `DMS_TOKEN`).",
    '',
    `### Spec §7 calls (${spec.length})`,
    '',
    '| Method | Path | Screen that makes it (or why none) |',
    '|---|---|---|',
    ...spec.map(row),
    '',
    `### Assumed calls (${assumedCalls.length})`,
    '',
    '| Method | Path | Screen | The guess |',
    '|---|---|---|---|',
    ...assumedCalls.map(assumedRow),
    END,
  ].join('\n');
}

function spliceSection(doc, section) {
  const start = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  if (start < 0 || end < 0) return `${doc.trimEnd()}\n\n${section}\n`;
  return `${doc.slice(0, start)}${section}${doc.slice(end + END.length)}`;
}

export const contractText = () => `${JSON.stringify(buildContract(), null, 2)}\n`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const check = process.argv.includes('--check');
  const contract = contractText();
  const doc = readFileSync(DOC, 'utf8');
  const newDoc = spliceSection(doc, buildContractSection());
  let current = '';
  try {
    current = readFileSync(CONTRACT, 'utf8');
  } catch {
    // not written yet
  }
  if (check) {
    const stale = [current !== contract && CONTRACT, doc !== newDoc && DOC].filter(Boolean);
    if (stale.length) {
      console.error(`Out of date (run npm run contract): ${stale.join(', ')}`);
      process.exit(1);
    }
    console.log('contract and API contract document are up to date');
  } else {
    writeFileSync(CONTRACT, contract);
    writeFileSync(DOC, newDoc);
    console.log(`wrote ${CONTRACT} (${calls.length} calls) and the API contract document`);
  }
}
