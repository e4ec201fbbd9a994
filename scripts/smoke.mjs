#!/usr/bin/env node
/**
 * Live-environment smoke check: `npm run smoke -- --mode wtqas` (token in DMS_TOKEN).
 * Calls only read-only endpoints of the environment's backend (VITE_PROXY_TARGET of .env.<mode>, or
 * --base URL): user info, menus, folder tree, one file page, favourites, the version record. Checks each
 * reply against the API contract (mocks/contract/dms.openapi.json), prints a table (call, status, ✓ or
 * what differed) and exits 1 on any difference (2 when it cannot start).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createContract } from '../mocks/contract/validate.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

function option(name) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
}

function readEnvFile(mode) {
  const values = {};
  for (const line of readFileSync(`${root}.env.${mode}`, 'utf8').split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*)$/.exec(line);
    if (match) values[match[1]] = match[2].trim();
  }
  return values;
}

async function main() {
  const mode = option('mode') ?? 'wtqas';
  const env = readEnvFile(mode);
  const origin = (option('base') ?? env.VITE_PROXY_TARGET ?? '').replace(/\/$/, '');
  const apiBase = env.VITE_API_BASE || '/dms';
  const token = process.env.DMS_TOKEN ?? '';
  if (!origin || !token) {
    console.error(
      `smoke: needs ${origin ? '' : `a backend (VITE_PROXY_TARGET in .env.${mode} or --base URL)`}${!origin && !token ? ' and ' : ''}${token ? '' : 'a token in DMS_TOKEN'}`,
    );
    return 2;
  }
  const contract = createContract(JSON.parse(readFileSync(`${root}mocks/contract/dms.openapi.json`, 'utf8')));
  const rows = [];

  async function check(method, path, body) {
    const url = `${origin}${apiBase}${path}`;
    const name = `${method} ${path}`;
    let response;
    try {
      response = await fetch(url, {
        method,
        headers: { token, lang: 'en', ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    } catch (error) {
      rows.push({ name, status: '-', result: `no reply: ${error instanceof Error ? error.message : error}` });
      return null;
    }
    const contentType = response.headers.get('content-type') ?? '';
    let parsed;
    try {
      parsed = contentType.includes('json') ? await response.json() : await response.text();
    } catch {
      parsed = null;
    }
    const refused = parsed && typeof parsed === 'object' && parsed.errno !== undefined && Number(parsed.errno) !== 0;
    const problems = refused
      ? [`refused: errno ${parsed.errno} ${parsed.errmsg ?? ''}`.trim()]
      : contract.checkReply(method, new URL(url).pathname, { status: response.status, contentType, body: parsed });
    rows.push({ name, status: String(response.status), result: problems.length ? problems.join('; ') : '✓' });
    return problems.length ? null : parsed;
  }

  await check('GET', '/user/getUserinfo');
  await check('GET', '/menu/getMenus/en');
  const tree = await check('GET', '/folder/showDirs');
  const dirId = (Array.isArray(tree?.data) && tree.data[0]?.id) || '0';
  await check('POST', '/files/showPageByDirId/', { dirId, current: 1, size: 10 });
  await check('GET', `/sign/getSign/${encodeURIComponent('*')}`);
  await check('GET', `/versionManagement/selectVersionRecordBySystemName?systemName=${encodeURIComponent(env.VITE_SYSTEM_NAME || 'DMS')}`);

  const width = Math.max(...rows.map((row) => row.name.length), 4);
  console.log(`${'Call'.padEnd(width)}  Status  Result`);
  for (const row of rows) console.log(`${row.name.padEnd(width)}  ${row.status.padEnd(6)}  ${row.result}`);
  const failed = rows.filter((row) => row.result !== '✓').length;
  console.log(failed ? `${failed} of ${rows.length} calls differ from the contract` : `all ${rows.length} calls match the contract`);
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error('smoke:', error);
    process.exit(2);
  },
);
