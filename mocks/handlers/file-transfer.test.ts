import { decode } from 'fast-png';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../db';
import { GENERATED_CONTENT_CAP } from '../db/file-content';
import { SEED_FOLDERS } from '../db/seed';
import { TICKET_LIFETIME_MS } from './file-transfer';
import { call, loginAs, multipart, post, request } from './testing';

type PathInfo = { fileId: string; fileName: string; url: string };

afterEach(() => vi.restoreAllMocks());
const normalFile = (dirId: string, type?: string) =>
  [...db().files.values()].find(
    (f) => f.dirId === dirId && f.status === 'normal' && !f.secret && f.roleIds.length === 0 && (!type || f.fileType === type),
  )!;

describe('downloads', () => {
  it('hands out ticketed URLs (level 30) that serve the bytes without the token header', async () => {
    const token = await loginAs('staff');
    const file = normalFile(SEED_FOLDERS.drawings);
    const paths = await post<PathInfo[]>('/dms/files/getDownloadPaths/', { fileIds: [file.fileId] }, { token });
    expect(paths.errno).toBe(0);
    expect(paths.data[0].url).toMatch(new RegExp(`^/dms/files/download/${file.fileId}\\?version=\\d+&ticket=[0-9a-f]{32}$`));
    const response = await request(paths.data[0].url);
    expect(response.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(0);
    expect(bytes.length).toBeLessThanOrEqual(Math.max(file.totalSize, GENERATED_CONTENT_CAP) + 1024);
    expect(db().fileLogs.at(-1)).toMatchObject({ fileId: file.fileId, operation: 'download' });
  });

  it('refuses below level 30, for void files, and with a bad ticket', async () => {
    const token = await loginAs('staff');
    expect((await post('/dms/files/getDownloadPaths/', { fileIds: [normalFile(SEED_FOLDERS.quality).fileId] }, { token })).errno).toBe(403);
    const guest = await loginAs('guest');
    expect(
      (await post('/dms/files/getDownloadPaths/', { fileIds: [normalFile(SEED_FOLDERS.drawings).fileId] }, { token: guest })).errno,
    ).toBe(403);
    const voided = [...db().files.values()].find((f) => f.status === 'void')!;
    expect((await post('/dms/files/getDownloadPaths/', { fileIds: [voided.fileId] }, { token: await loginAs('admin') })).errno).toBe(404);
    const file = normalFile(SEED_FOLDERS.drawings);
    expect((await call(`/dms/files/download/${file.fileId}?ticket=forged`)).errno).toBe(100001);
    expect((await call(`/dms/files/download/424242`, { token })).errmsg).toBe('Download failed, the file does not exist or is corrupted');
  });

  it('serves an uploaded file and its earlier versions', async () => {
    const token = await loginAs('staff');
    const { body, headers } = multipart({ editDate: '2030-01-01' }, [{ name: 'notes.txt', content: 'first' }]);
    const uploaded = (
      await (await request(`/dms/files/upload/${SEED_FOLDERS.workingDrafts}`, { method: 'POST', token, body, headers })).json()
    ).data[0];
    const next = multipart({}, [{ name: 'notes.txt', content: 'second' }]);
    await request(`/dms/files/upload/upd/${uploaded.fileId}`, { method: 'POST', token, ...next });
    const text = async (version: number) => (await request(`/dms/files/download/${uploaded.fileId}?version=${version}`, { token })).text();
    expect(await text(1)).toBe('first');
    expect(await text(2)).toBe('second');
    expect((await call(`/dms/files/download/${uploaded.fileId}?version=9`, { token })).errno).toBe(404);
  });

  it('generates valid PDFs and PNGs for seeded files', async () => {
    const token = await loginAs('admin');
    const pdf = normalFile(SEED_FOLDERS.archive10k, '.pdf');
    const pdfText = await (await request(`/dms/files/download/${pdf.fileId}`, { token })).text();
    expect(pdfText.startsWith('%PDF-1.4')).toBe(true);
    expect(pdfText.trimEnd().endsWith('%%EOF')).toBe(true);
    const xref = Number(/startxref\n(\d+)/.exec(pdfText)![1]);
    expect(pdfText.slice(xref, xref + 4)).toBe('xref');
    const png = [...db().files.values()].find((f) => f.fileType === '.png' && f.status === 'normal')!;
    const image = decode(new Uint8Array(await (await request(`/dms/files/download/${png.fileId}`, { token })).arrayBuffer()));
    expect([image.width, image.height]).toEqual([96, 64]);
  });

  it('serves the upload template', async () => {
    const response = await request('/dms/files/downloads/template', { token: await loginAs('staff') });
    expect(response.headers.get('content-disposition')).toContain('file-upload-template.csv');
    expect(await response.text()).toContain('fileName,documentNumber');
    expect((await call('/dms/files/downloads/template')).errno).toBe(100001);
  });
});

describe('preview', () => {
  it('answers preview info (level 10), logs it and remembers the file', async () => {
    const token = await loginAs('guest');
    const file = normalFile(SEED_FOLDERS.quality, '.pdf');
    const info = await call<PathInfo & { previewKind: string; fileType: string }>(`/dms/files/preview/${file.fileId}`, { token });
    expect(info.data).toMatchObject({ fileId: file.fileId, fileType: '.pdf', previewKind: 'pdf' });
    expect(info.data.url).toContain('inline=1');
    const inline = await request(info.data.url);
    expect(inline.headers.get('content-disposition')).toMatch(/^inline;/);
    expect((await call<{ fileId: string }[]>('/dms/files/showHistoryFile', { token })).data[0].fileId).toBe(file.fileId);
    const two = [file.fileId, normalFile(SEED_FOLDERS.rnd).fileId].join(',');
    expect((await call<unknown[]>(`/dms/files/preview/${two}`, { token })).data).toHaveLength(2);
  });

  it('refuses secret files below level 40 and hidden files', async () => {
    const staff = await loginAs('staff');
    const file = normalFile(SEED_FOLDERS.drawings);
    file.secret = true;
    expect((await call(`/dms/files/preview/${file.fileId}`, { token: staff })).errno).toBe(403);
    const testReport = normalFile(SEED_FOLDERS.testReports);
    testReport.secret = true;
    expect((await call(`/dms/files/preview/${testReport.fileId}`, { token: staff })).errno).toBe(0);
    const hidden = [...db().files.values()].find((f) => f.dirId === SEED_FOLDERS.hrConfidential && f.status === 'normal')!;
    expect((await call(`/dms/files/preview/${hidden.fileId}`, { token: staff })).errno).toBe(403);
  });

  it('opens the file by its ticket until the ticket runs out; a new preview call hands out a working one', async () => {
    const token = await loginAs('staff');
    const file = normalFile(SEED_FOLDERS.drawings);
    const first = (await call<PathInfo>(`/dms/files/preview/${file.fileId}`, { token })).data.url;
    expect((await request(first)).headers.get('content-disposition')).toMatch(/^inline;/);
    const other = normalFile(SEED_FOLDERS.rnd);
    expect((await call(first.replace(`/download/${file.fileId}?`, `/download/${other.fileId}?`))).errno).toBe(100001);

    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + TICKET_LIFETIME_MS);
    expect((await call(first)).errno).toBe(100001);
    const renewed = (await call<PathInfo>(`/dms/files/preview/${file.fileId}`, { token })).data.url;
    expect(renewed).not.toBe(first);
    expect((await request(renewed)).headers.get('content-disposition')).toMatch(/^inline;/);
  });

  it('answers uploadFile/{id}/{params} like preview or download', async () => {
    const token = await loginAs('staff');
    const file = normalFile(SEED_FOLDERS.drawings);
    expect((await call<PathInfo>(`/dms/files/uploadFile/${file.fileId}/preview`, { token })).data.url).toContain('inline=1');
    expect((await call<PathInfo>(`/dms/files/uploadFile/${file.fileId}/download`, { token })).data.url).not.toContain('inline=1');
    expect((await call(`/dms/files/uploadFile/${normalFile(SEED_FOLDERS.quality).fileId}/download`, { token })).errno).toBe(403);
  });
});

describe('office', () => {
  it('says that no office server is configured, after the permission checks', async () => {
    const token = await loginAs('staff');
    const file = normalFile(SEED_FOLDERS.workingDrafts);
    const preview = await call(`/dms/v1/api/file/getWpsUrlByFileId/${file.fileId}/preview?viewType=noNormal`, { token });
    expect(preview.errno).toBe(1);
    expect(preview.errmsg).toMatch(/No office server is configured/);
    expect((await call(`/dms/v1/api/file/getWpsUrlByFileId/${file.fileId}/edit`, { token, lang: 'zh' })).errmsg).toMatch(/未配置/);
    expect((await call(`/dms/v1/api/file/getWpsUrlByFileId/${normalFile(SEED_FOLDERS.drawings).fileId}/edit`, { token })).errno).toBe(403);
    expect((await call(`/dms/v1/api/file/getWpsUrlByFileId/${file.fileId}/preview`)).errno).toBe(100001);
  });
});
