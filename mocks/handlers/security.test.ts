import { afterEach, describe, expect, it, vi } from 'vitest';
import { rightCheckOf } from '../auth';
import { db } from '../db';
import { SEED_FOLDERS } from '../db/seed';
import { TICKET_LIFETIME_MS } from './file-transfer';
import { call, loginAs, post, request } from './testing';
import { handlers } from '.';

type PathInfo = { fileId: string; url: string };
const plainFile = (dirId: string) =>
  [...db().files.values()].find((f) => f.dirId === dirId && f.status === 'normal' && !f.secret && f.roleIds.length === 0)!;
const ticketOf = (url: string) => new URL(url, 'http://x').searchParams.get('ticket')!;
const NOT_LOGGED_IN = 100001;

afterEach(() => {
  vi.useRealTimers();
});

describe('download tickets', () => {
  it('open only the files they were issued for', async () => {
    const admin = await loginAs('admin');
    const [first, second] = [...db().files.values()].filter((f) => f.dirId === SEED_FOLDERS.drawings && f.status === 'normal');
    const restricted = [...db().files.values()].find((f) => f.status === 'normal' && f.roleIds.length > 0)!;
    const paths = await post<PathInfo[]>('/dms/files/getDownloadPaths/', { fileIds: [first.fileId, second.fileId] }, { token: admin });
    const ticket = ticketOf(paths.data[0].url);
    expect(ticketOf(paths.data[1].url)).toBe(ticket);
    expect((await request(paths.data[1].url)).headers.get('content-disposition')).toMatch(/^attachment/);
    const other = await call(`/dms/files/download/${restricted.fileId}?ticket=${ticket}`);
    expect(other.errno).toBe(NOT_LOGGED_IN);
    expect((await call(`/dms/files/download/${restricted.fileId}?ticket=${ticket}&inline=1`)).errno).toBe(NOT_LOGGED_IN);
  });

  it('last TICKET_LIFETIME_MS (60 s) after issue, reusable within it', async () => {
    expect(TICKET_LIFETIME_MS).toBe(60_000);
    const token = await loginAs('staff');
    const file = plainFile(SEED_FOLDERS.drawings);
    const info = await call<{ url: string }>(`/dms/files/preview/${file.fileId}`, { token });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + TICKET_LIFETIME_MS - 1000);
    expect((await request(info.data.url)).status).toBe(200);
    expect((await request(info.data.url)).headers.get('content-disposition')).toMatch(/^inline/);
    vi.setSystemTime(Date.now() + 2000);
    expect((await call(info.data.url)).errno).toBe(NOT_LOGGED_IN);
  });

  it('end when the session that asked for them signs out', async () => {
    const token = await loginAs('staff');
    const other = await loginAs('staff');
    const file = plainFile(SEED_FOLDERS.drawings);
    const [path] = (await post<PathInfo[]>('/dms/files/getDownloadPaths/', { fileIds: [file.fileId] }, { token })).data;
    expect((await request(path.url)).status).toBe(200);
    expect((await call('/dms/user/logout', { token })).errno).toBe(0);
    expect((await call(path.url)).errno).toBe(NOT_LOGGED_IN);
    // The same account's other session still downloads with its own header.
    expect((await request(`/dms/files/download/${file.fileId}`, { token: other })).status).toBe(200);
  });

  it('inline answers are marked inline and never stored by a cache', async () => {
    const guest = await loginAs('guest');
    const file =
      [...db().files.values()].find((f) => f.dirId === SEED_FOLDERS.drawings && f.status === 'normal' && f.fileType === '.pdf') ??
      plainFile(SEED_FOLDERS.drawings);
    const info = await call<{ url: string }>(`/dms/files/preview/${file.fileId}`, { token: guest });
    expect(info.errno).toBe(0);
    const response = await request(info.data.url);
    expect(response.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('the right before the shape', () => {
  it('a caller without the right gets the refusal, not the body’s field names', async () => {
    const staff = await loginAs('staff');
    const wrongBody = { roleId: 'x' };
    const refused = await post('/dms/authority/saveDirGrant', wrongBody, { token: staff });
    expect(refused.errno).toBe(403);
    expect(refused.errmsg).not.toMatch(/inherit|dirAdmin|contract/i);
    expect((await post('/dms/authority/saveDirGrant', wrongBody)).errno).toBe(NOT_LOGGED_IN);
    // A screen call (withScreen) the staff's menu does not offer: the same.
    expect((await post('/dms/role/add', { bogus: 1 }, { token: staff })).errno).toBe(403);
    // The admin, who has the right, is told what differs from the contract.
    const admin = await loginAs('admin');
    const shaped = await post('/dms/authority/saveDirGrant', wrongBody, { token: admin });
    expect(shaped.errno).toBe(400);
    expect(shaped.errmsg).toMatch(/inherit/);
  });
});

describe('the right before the shape, on every call that needs a right', () => {
  // Each call guarded by withAdmin or withScreen, with its path parameters filled and a body of no call's shape.
  const guarded = handlers.flatMap((handler) => {
    const check = rightCheckOf((handler as unknown as { resolver: unknown }).resolver);
    const { method, path } = handler.info;
    if (!check || typeof path !== 'string' || typeof method !== 'string') return [];
    return [{ check, method, path: path.replace(/^\*/, '').replace(/:\w+/g, '1') }];
  });

  it('answers a caller without the right with its refusal, whatever the body', async () => {
    expect(guarded.length).toBeGreaterThan(60);
    const staff = await loginAs('staff');
    const refusedTo = { staff: 0, nobody: 0 };
    for (const { check, method, path } of guarded) {
      for (const [who, token] of [
        ['staff', staff],
        ['nobody', null],
      ] as const) {
        const expected = check(new Request(`http://dms.test${path}`, { method, headers: token ? { token } : {} }));
        // Staff may have some screens' rights: those calls check the body next, as they should.
        if (!expected) continue;
        refusedTo[who] += 1;
        const wrong = method === 'GET' || method === 'DELETE' ? { method } : { method, body: { bogus: [1] } };
        const reply = await call(method === 'GET' || method === 'DELETE' ? `${path}?bogus=1` : path, { ...wrong, token });
        expect(reply.errno, `${method} ${path} as ${who}`).toBe(((await expected.json()) as { errno: number }).errno);
      }
    }
    // Every guarded call refuses a caller who is not signed in; staff lacks the admin rights at least.
    expect(refusedTo.nobody).toBe(guarded.length);
    expect(refusedTo.staff).toBeGreaterThan(30);
  });
});

describe('the folder and file name rule', () => {
  it('refuses ".", "..", a trailing dot and control characters for new and renamed folders', async () => {
    const token = await loginAs('admin');
    for (const directoryName of ['.', '..', 'trailing.', 'Plans\tQ3', 'a\rb', 'a\nb', 'a\u0000b']) {
      const added = await post('/dms/folder/add/', { directoryName, fatherDirectoryId: SEED_FOLDERS.rnd }, { token });
      expect(added.errno, directoryName).toBe(400);
      expect(added.errmsg).toMatch(/may not be "\." or "\.\.", end in a dot or a space, or hold a control character/);
    }
    const folder = await post<{ id: string }>(
      '/dms/folder/add/',
      { directoryName: 'Plans', fatherDirectoryId: SEED_FOLDERS.rnd },
      { token },
    );
    expect((await post('/dms/folder/upd/', { directoryId: folder.data.id, directoryName: '..' }, { token })).errno).toBe(400);
    // Spaces around a name are not kept, so no stored name ends in one.
    const spaced = await post<{ id: string }>(
      '/dms/folder/add/',
      { directoryName: ' Spaced ', fatherDirectoryId: SEED_FOLDERS.rnd },
      { token },
    );
    expect(db().folders.get(spaced.data.id)!.directoryName).toBe('Spaced');
  });

  it('renames a folder stored under a name that breaks the rule', async () => {
    const token = await loginAs('admin');
    const stored = [...db().folders.values()].find((f) => f.fatherDirectoryId === SEED_FOLDERS.rnd)!;
    stored.directoryName = 'Old\tname.';
    const renamed = await post<{ directoryName: string }>(
      '/dms/folder/upd/',
      { directoryId: stored.id, directoryName: 'Old name' },
      { token },
    );
    expect(renamed.errno).toBe(0);
    expect(db().folders.get(stored.id)!.directoryName).toBe('Old name');
  });

  it('refuses the same names for files, before an upload and on a rename', async () => {
    const token = await loginAs('admin');
    for (const fileName of ['..', 'plan.txt.']) {
      const check = await call(
        `/dms/files/checkFileName/add?dirId=${SEED_FOLDERS.workingDrafts}&fileName=${encodeURIComponent(fileName)}&revision=1&totalSize=10`,
        { method: 'POST', token },
      );
      expect(check.errmsg, fileName).toMatch(/^The file name is "\." or "\.\.", ends in a dot or a space/);
    }
    const file = plainFile(SEED_FOLDERS.workingDrafts);
    const renamed = await post('/dms/files/updInfo', { fileId: file.fileId, fileName: `${file.fileName}.` }, { token });
    expect(renamed.errmsg).toMatch(/ends in a dot or a space/);
  });
});
