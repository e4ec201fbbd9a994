import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { sampleFileIds } from '../db/sample-files';
import { SEED_FOLDERS } from '../db/seed';
import { demoHousCode } from './hous-down';
import { call, loginAs, post, request } from './testing';

interface Share {
  shareCode: string;
  allowDownload: boolean;
  files: { fileId: string; previewKind: string }[];
}

describe('share links', () => {
  it('lets a sharer with level 4 make a link that another user views read-only', async () => {
    const admin = await loginAs('admin');
    const { pdf } = sampleFileIds(db());
    const created = await post<Share>('/dms/files/share/create', { fileIds: [pdf], days: 3, allowDownload: false }, { token: admin });
    expect(created.errno).toBe(0);
    const code = created.data.shareCode;
    const guest = await loginAs('guest');
    const share = await call<Share>(`/dms/files/share/${code}`, { token: guest });
    expect(share.data).toMatchObject({ allowDownload: false, files: [{ fileId: pdf, previewKind: 'pdf' }] });
    const preview = await call<{ url: string }>(`/dms/files/share/${code}/preview/${pdf}`, { token: guest });
    const inline = await request(preview.data.url);
    expect((await inline.text()).startsWith('%PDF-1.4')).toBe(true);
    expect((await call(`/dms/files/share/${code}/download/${pdf}`, { token: guest })).errno).toBe(403);
    expect((await call(preview.data.url.replace('?inline=1', ''))).errno).toBe(403);
  });

  it('refuses forged codes, codes for other files, and sharers below level 4', async () => {
    const admin = await loginAs('admin');
    const { pdf, docx } = sampleFileIds(db());
    const { data } = await post<Share>('/dms/files/share/create', { fileIds: [pdf], days: 7, allowDownload: true }, { token: admin });
    const forged = `${data.shareCode.split('.')[0]}.00000000000000000000000000000000`;
    expect((await call(`/dms/files/share/${forged}`, { token: admin })).errmsg).toBe('This share link is invalid or has expired');
    expect((await call(`/dms/files/share/${data.shareCode}/preview/${docx}`, { token: admin })).errno).toBe(404);
    expect((await call(`/dms/files/share/${data.shareCode}`)).errno).toBe(100001);
    // guest holds directory level 1 at most: it may not share.
    const guestFile = [...db().files.values()].find(
      (f) => f.dirId === SEED_FOLDERS.quality && f.status === 'normal' && !f.secret && f.roleIds.length === 0,
    )!;
    expect(
      (
        await post(
          '/dms/files/share/create',
          { fileIds: [guestFile.fileId], days: 7, allowDownload: false },
          { token: await loginAs('guest') },
        )
      ).errno,
    ).toBe(403);
  });
});

describe('shell mould download', () => {
  it('answers the demo code without a session and serves its files', async () => {
    const code = demoHousCode();
    const info = await call<{ supplier: string; files: { fileId: string; fileName: string }[] }>(`/dms/housOut/downInfo/${code}`);
    expect(info.errno).toBe(0);
    expect(info.data.files.length).toBeGreaterThanOrEqual(2);
    expect(info.data.files.some((f) => /housing/i.test(f.fileName))).toBe(true);
    const response = await request(`/dms/housOut/download/${code}/${info.data.files[0].fileId}`);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
    expect(db().fileLogs.at(-1)).toMatchObject({
      fileId: info.data.files[0].fileId,
      operation: 'download',
      remark: `Shell mould outgoing: ${info.data.supplier}`,
    });
  });

  it('refuses a bad code', async () => {
    expect((await call('/dms/housOut/downInfo/nope')).errmsg).toBe('The download code is invalid or has expired');
    expect((await call(`/dms/housOut/download/${demoHousCode()}/424242`)).errno).toBe(404);
  });
});
