/**
 * The API contract (dms.openapi.json) and the mock's check in front of every handler: each kind of
 * deviation is refused with HTTP 400 and a body naming it; a request on contract reaches the handler.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { SEED_FOLDERS } from '../db/seed';
import { encrypt, loginAs, multipart, request } from '../handlers/testing';
import contractDocument from './dms.openapi.json';

interface Refusal {
  errno: number;
  errmsg: string;
  contract: { call: string | null; problems: string[] };
}

async function refusal(response: Response, status = 400): Promise<Refusal> {
  expect(response.status).toBe(status);
  const body = (await response.json()) as Refusal;
  expect(body.errno).toBe(status);
  expect(body.errmsg).toMatch(/^Off the API contract/);
  return body;
}

const json = (path: string, body: unknown, token?: string) => request(path, { method: 'POST', body, token });

describe('the contract document', () => {
  it('is what npm run contract writes from calls.mjs, docs/api-contract.md included', () => {
    expect(() => execFileSync(process.execPath, ['scripts/build-contract.mjs', '--check'], { stdio: 'pipe' })).not.toThrow();
  });

  it('has every call of spec §7 (75) and a source and a screen for every call', () => {
    const operations = Object.values(contractDocument.paths).flatMap((item) =>
      Object.entries(item)
        .filter(([key]) => key !== 'servers')
        .map(([, operation]) => operation as { 'x-source': string; 'x-screen': string }),
    );
    expect(operations.filter((op) => op['x-source'].startsWith('spec')).length).toBe(75);
    for (const op of operations) {
      expect(op['x-source']).toMatch(/^(spec §\d|ASSUMED: .+)/);
      expect(op['x-screen']).toBeTruthy();
    }
  });
});

describe('the mock refuses a request off the contract', () => {
  const page = { dirId: SEED_FOLDERS.rnd, current: 1, size: 10 };

  it('passes a request on contract through to the handler', async () => {
    const token = await loginAs('staff');
    const reply = await json('/dms/files/showPageByDirId/', page, token);
    expect(reply.status).toBe(200);
    expect(((await reply.json()) as { errno: number }).errno).toBe(0);
  });

  it('a wrong method', async () => {
    const body = await refusal(await request('/dms/files/showPageByDirId/', { method: 'GET' }));
    expect(body.contract.problems[0]).toMatch(/method GET is not the contract's for \/files\/showPageByDirId\/ \(POST\)/);
  });

  it('a path without the trailing slash the spec writes, or with one it does not', async () => {
    expect((await refusal(await json('/dms/files/showPageByDirId', page))).errmsg).toMatch(/trailing slash/);
    expect((await refusal(await json('/dms/files/updInfo/', { fileId: '1' }))).errmsg).toMatch(/trailing slash/);
  });

  it('a parameter in the wrong place (query instead of JSON body, JSON instead of query)', async () => {
    const query = await refusal(await request('/dms/files/showPageByDirId/?dirId=2&current=1&size=10', { method: 'POST' }));
    expect(query.contract.problems).toEqual(
      expect.arrayContaining([expect.stringMatching(/^query dirId: not a query parameter/), expect.stringMatching(/^body: must be JSON/)]),
    );
    const body = await refusal(await json('/dms/files/uniteSettingDate', { fileIds: '1', editDate: '2030-01-01' }));
    expect(body.contract.problems).toEqual(
      expect.arrayContaining(['query fileIds: required, missing', 'body: POST /files/uniteSettingDate takes no body']),
    );
  });

  it('an unknown name, such as an alias (pageSize for size, directoryId for dirId)', async () => {
    const alias = await refusal(await json('/dms/files/showPageByDirId/', { dirId: '2', current: 1, pageSize: 10 }));
    expect(alias.errmsg).toMatch(/required property "size"/);
    expect(alias.errmsg).toMatch(/pageSize/);
    const other = await refusal(await json('/dms/files/showPageByDirId/', { directoryId: '2', current: 1, size: 10 }));
    expect(other.errmsg).toMatch(/directoryId/);
  });

  it('a wrong type: a number as a string, a list as a comma-separated string, a boolean as text', async () => {
    expect((await refusal(await json('/dms/files/showPageByDirId/', { ...page, current: '1' }))).errmsg).toMatch(
      /body\/current: Instance type "string" is invalid/,
    );
    expect((await refusal(await json('/dms/files/getDownloadPaths/', { fileIds: '1,2' }))).errmsg).toMatch(/body\/fileIds/);
    const inherit = await refusal(await request('/dms/folder/addByTemplate?fatherId=2&inherit=yes', { method: 'POST', body: [] }));
    expect(inherit.errmsg).toMatch(/query inherit: 'yes' is not true or false/);
    const size = await refusal(
      await request('/dms/files/checkFileName/add?dirId=2&fileName=a.txt&revision=1&totalSize=1.5', { method: 'POST' }),
    );
    expect(size.errmsg).toMatch(/query totalSize: '1.5' is not an integer/);
  });

  it('a second date format: effective dates are YYYY-MM-DD, filter bounds YYYY-MM-DD HH:mm:ss', async () => {
    const iso = await refusal(await json('/dms/files/changeEditDate/100014', { editDate: '2031-01-01T23:59:59.999+08:00' }));
    expect(iso.errmsg).toMatch(/body\/editDate: String does not match/);
    const united = await refusal(
      await request('/dms/files/uniteSettingDate?fileIds=1,2&editDate=2031-01-01T00:00:00Z', { method: 'POST' }),
    );
    expect(united.errmsg).toMatch(/query editDate/);
    // A screen call: the contract's answer goes only to a caller with the right.
    const bound = await refusal(
      await json('/dms/files/showVoidPage/', { current: 1, size: 10, from: '2026-01-01' }, await loginAs('admin')),
    );
    expect(bound.errmsg).toMatch(/body\/from/);
  });

  it('lower-case sort order and camelCase sort columns', async () => {
    expect((await refusal(await json('/dms/files/showPageByDirId/', { ...page, order: 'asc' }))).errmsg).toMatch(/body\/order/);
    expect((await refusal(await json('/dms/files/showPageByDirId/', { ...page, orderColumn: 'fileName', order: 'ASC' }))).errmsg).toMatch(
      /body\/orderColumn/,
    );
  });

  it('a plain-text password where the contract has RSA ciphertext', async () => {
    const token = await loginAs('staff');
    const plain = await refusal(
      await json('/dms/user/outside/updPassword/', { oldPassword: 'Staff@12345', newPassword: 'New@Pass123' }, token),
    );
    expect(plain.errmsg).toMatch(/body\/oldPassword/);
    expect(
      (await json('/dms/user/outside/updPassword/', { oldPassword: encrypt('Staff@12345'), newPassword: encrypt('New@Pass123') }, token))
        .status,
    ).toBe(200);
  });

  it('a multipart form with a field the contract does not name (file for files), a text field as a file', async () => {
    const { body, headers } = multipart({ editDate: '2030-01-01' }, [{ field: 'file', name: 'a.txt', content: 'x' }]);
    const wrongName = await refusal(await request(`/dms/files/upload/${SEED_FOLDERS.rnd}`, { method: 'POST', body, headers }));
    expect(wrongName.contract.problems).toEqual(
      expect.arrayContaining([expect.stringMatching(/^form file: not a field/), 'form files: required, missing']),
    );
    const asFile = multipart({}, [
      { name: 'a.txt', content: 'x' },
      { field: 'editDate', name: 'date.txt', content: '2030-01-01' },
    ]);
    expect((await refusal(await request(`/dms/files/upload/${SEED_FOLDERS.rnd}`, { method: 'POST', ...asFile }))).errmsg).toMatch(
      /form editDate: must be a text field/,
    );
    const json = await refusal(
      await request(`/dms/files/upload/${SEED_FOLDERS.rnd}`, { method: 'POST', body: { editDate: '2030-01-01' } }),
    );
    expect(json.errmsg).toMatch(/must be a multipart form/);
  });

  it('a path parameter of the wrong kind', async () => {
    expect((await refusal(await request('/dms/menu/getMenus/fr'))).errmsg).toMatch(/path menuLanguage/);
  });

  it('a body where the call takes none', async () => {
    expect((await refusal(await json('/dms/files/reduction/100013', {}))).errmsg).toMatch(/takes no body/);
  });

  it('a path that is no call of the contract: 404, saying so', async () => {
    const unknown = await refusal(await request('/dms/files/no-such-call'), 404);
    expect(unknown.contract.problems).toEqual(['GET /dms/files/no-such-call is no call of the contract']);
  });
});
