/** POST /file/importSysFile: metadata of system files updated in bulk from a workbook. */
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { db } from '../db';
import type { FileRow } from '../db/files';
import type { Page } from '../http';
import { call, loginAs, multipart, post } from './testing';
import type { ImportResult } from './system-file-import';

type Cell = string | number | Date | null;

const workbook = async (rows: Cell[][]) => new Uint8Array(await writeXlsxFile(rows, { dateFormat: 'yyyy-mm-dd' }).toBuffer());

function send(token: string, name: string, content: string | Uint8Array, lang?: 'en' | 'zh') {
  const { body, headers } = multipart({}, [{ field: 'file', name, content }]);
  return call<ImportResult>('/dms/file/importSysFile', { method: 'POST', body, headers, token, lang });
}

async function systemRows(token: string) {
  return (await post<Page<FileRow>>('/dms/file/showSystemListPage/1/1000', {}, { token })).data.records;
}

describe('system file import', () => {
  it('updates the rows it can, by document number, and lists every refused row with its reason', async () => {
    const token = await loginAs('admin');
    const [a, b] = await systemRows(token);
    const other = db().files.get(b.fileId)!;
    const before = { ...other };
    const bytes = await workbook([
      ['File name', 'document NUMBER', 'Leading department', 'Document category', 'Archive area', 'File level', 'Effective date'],
      ['ignored', a.documentNumber.toLowerCase(), '物流部', 'FRM', null, 'Level 3 · Work Instruction', new Date(Date.UTC(2031, 2, 15))],
      [null, null, null, null, null, null, null],
      ['', b.documentNumber, 'Nowhere', null, null, null, null],
      ['', b.documentNumber, null, null, null, null, '2031-02-30'],
      ['', 'ZZ-404', 'Finance', null, null, null, null],
      ['', a.documentNumber, 'Finance', null, null, null, null],
      ['', '', 'Finance', null, null, null, null],
      ['', b.documentNumber, b.leadingDepartment, null, null, null, null],
    ]);
    const reply = await send(token, 'metadata.xlsx', bytes);
    expect(reply.errno).toBe(0);
    expect(reply.data.updated).toBe(1);
    expect(reply.data.refused).toEqual([
      { row: 4, documentNumber: b.documentNumber, reason: 'Unknown leading department: Nowhere' },
      { row: 5, documentNumber: b.documentNumber, reason: 'The document number repeats row 4' },
      { row: 6, documentNumber: 'ZZ-404', reason: 'No system file has this document number' },
      { row: 7, documentNumber: a.documentNumber, reason: 'The document number repeats row 2' },
      { row: 8, documentNumber: '', reason: 'The document number is missing' },
      { row: 9, documentNumber: b.documentNumber, reason: 'The document number repeats row 4' },
    ]);
    const updated = db().files.get(a.fileId)!;
    expect(updated).toMatchObject({
      leadingDepartment: 'Logistics',
      documentCategory: 'Form',
      fileLevel: 'Level 3 · Work Instruction',
      editDate: '2031-03-15T12:00:00.000Z',
      updater: 'Administrator',
    });
    expect(updated.archiveArea).toBe(a.archiveArea);
    expect(db().files.get(b.fileId)).toEqual(before);
    const listed = (await post<Page<FileRow>>('/dms/file/showSystemListPage/1/10', { documentNumber: a.documentNumber }, { token })).data
      .records[0];
    expect(listed).toMatchObject({ leadingDepartment: 'Logistics', status: 'normal' });
    expect(db().fileLogs.at(-1)).toMatchObject({ fileId: a.fileId, operation: 'edit', remark: 'Excel import' });
  });

  it('refuses a row that changes nothing and a bad date, in Chinese for a Chinese caller', async () => {
    const token = await loginAs('admin');
    const [a] = await systemRows(token);
    const bytes = await workbook([
      ['文件编号', '主导部门', '生效日期'],
      [a.documentNumber, a.leadingDepartment, null],
    ]);
    expect((await send(token, 'a.xlsx', bytes, 'zh')).data.refused).toEqual([
      { row: 2, documentNumber: a.documentNumber, reason: '没有需要修改的内容' },
    ]);
    const dated = await workbook([
      ['Document number', 'Effective date'],
      [a.documentNumber, '1999-01-01'],
    ]);
    expect((await send(token, 'a.xlsx', dated)).data.refused[0].reason).toBe('The effective date is not a valid date: 1999-01-01');
  });

  it('refuses what is not a workbook, an empty file, a workbook without document numbers, and non-managers', async () => {
    const admin = await loginAs('admin');
    expect(await send(admin, 'notes.txt', 'hello')).toMatchObject({ errno: 400, errmsg: 'File format is not correct, please re-upload' });
    expect(await send(admin, 'fake.xlsx', 'not a zip')).toMatchObject({
      errno: 400,
      errmsg: 'File format is not correct, please re-upload',
    });
    expect(await send(admin, 'fake.xlsx', 'not a zip', 'zh')).toMatchObject({ errno: 400, errmsg: '文件格式不正确，请重新上传' });
    expect(await send(admin, 'empty.xlsx', '')).toMatchObject({
      errno: 400,
      errmsg: 'File size is 0B. Please upload a file of an appropriate size',
    });
    expect(await send(admin, 'big.xlsx', new Uint8Array(5 * 1024 * 1024 + 1))).toMatchObject({
      errno: 400,
      errmsg: 'File size larger than 5M is not supported by this interface',
    });
    expect(await send(admin, 'cols.xlsx', await workbook([['Name'], ['x']]))).toMatchObject({
      errno: 400,
      errmsg: 'The workbook has no Document number column',
    });
    const staff = await loginAs('staff');
    expect(await send(staff, 'a.xlsx', await workbook([['Document number'], ['QP-1']]))).toMatchObject({
      errno: 403,
      errmsg: 'Permission is denied',
    });
  });
});
