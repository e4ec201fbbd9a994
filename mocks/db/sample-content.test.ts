import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import readXlsxFile from 'read-excel-file/universal';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { seededBytes } from './file-content';
import {
  docxDocument,
  encodeGbk,
  GBK_SAMPLE_SENTENCE,
  mp4Video,
  pdfDocument,
  PDF_SAMPLE_WORDS,
  textDocument,
  xlsxDocument,
} from './sample-content';
import { sampleFileIds, SAMPLE_KINDS } from './sample-files';
import { seedDb } from './seed';

const decode = (bytes: Uint8Array, label: string, fatal = false) => new TextDecoder(label, { fatal }).decode(bytes);

describe('sample content', () => {
  it('encodes GBK that decodes back, and that is not valid UTF-8', () => {
    const bytes = encodeGbk(GBK_SAMPLE_SENTENCE);
    expect(decode(bytes, 'gbk')).toBe(GBK_SAMPLE_SENTENCE);
    expect(() => decode(bytes, 'utf-8', true)).toThrow();
    const file = textDocument('Backup Log', 2, 2000, 'gbk');
    expect(decode(file, 'gbk')).toContain(GBK_SAMPLE_SENTENCE);
    expect(decode(textDocument('Notes', 1, 500, 'utf-8'), 'utf-8', true)).toContain('文档管理系统演示文本');
  });

  it('writes a three-page PDF whose text pdf.js finds on the right pages', async () => {
    const bytes = pdfDocument('QP-0012 Document Control (Procedure)', 3, 20_000);
    expect(bytes.length).toBeLessThanOrEqual(20_000);
    const pdf = await getDocument({ data: bytes, isEvalSupported: false, standardFontDataUrl: 'node_modules/pdfjs-dist/standard_fonts/' })
      .promise;
    expect(pdf.numPages).toBe(3);
    const pageText = async (n: number) => {
      const content = await (await pdf.getPage(n)).getTextContent();
      return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    };
    expect(await pageText(1)).toContain('QP-0012 Document Control (Procedure)');
    expect(await pageText(2)).toContain(PDF_SAMPLE_WORDS.page2);
    expect(await pageText(1)).not.toContain(PDF_SAMPLE_WORDS.page2);
    expect(await pageText(3)).toContain(PDF_SAMPLE_WORDS.page3);
    await pdf.destroy();
  });

  it('builds a .docx package with the document and its styles', () => {
    const files = unzipSync(docxDocument('Test Plan', 2));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['[Content_Types].xml', '_rels/.rels', 'word/document.xml', 'word/styles.xml']),
    );
    expect(strFromU8(files['word/document.xml'])).toContain('Test Plan');
  });

  it('builds an .xlsx that read-excel-file reads with strings, numbers and dates', async () => {
    const sheets = await readXlsxFile(new Blob([xlsxDocument('DFMEA', 4) as Uint8Array<ArrayBuffer>]));
    expect(sheets.map((s) => s.sheet)).toEqual(['Register', 'Summary']);
    const [header, first, , third] = sheets[0].data;
    expect(header).toEqual(['No.', 'Item', 'Owner', 'Due date', 'Score']);
    expect(first[1]).toBe('Torque wrench TW-01');
    expect(first[3]).toBeInstanceOf(Date);
    expect((first[3] as unknown as Date).toISOString().slice(0, 10)).toBe('2027-03-31');
    expect(third[2]).toBe('李娜');
    expect(sheets[1].data[0]).toEqual(['Workbook', 'DFMEA']);
  });

  it('serves an MP4 that starts with an ftyp box', () => {
    const bytes = mp4Video();
    expect(strFromU8(bytes.subarray(4, 8))).toBe('ftyp');
    expect(bytes.length).toBeLessThan(4096);
  });

  it('finds a sample file of every kind in the seed, with the content its kind promises', () => {
    const database = seedDb();
    const ids = sampleFileIds(database);
    expect(Object.keys(ids)).toEqual(Object.keys(SAMPLE_KINDS));
    const bytesOf = (id: string) => {
      const file = database.files.get(id)!;
      return seededBytes(file.fileId, file.fileName, file.fileType, file.totalSize, file.revision);
    };
    expect(() => decode(bytesOf(ids.textGbk), 'utf-8', true)).toThrow();
    expect(decode(bytesOf(ids.textGbk), 'gbk')).toContain(GBK_SAMPLE_SENTENCE);
    expect(decode(bytesOf(ids.textUtf8), 'utf-8', true)).toContain('UTF-8');
    expect(decode(bytesOf(ids.markdown), 'utf-8')).toContain('<script>');
    expect(strFromU8(bytesOf(ids.pdf).subarray(0, 8))).toBe('%PDF-1.4');
    expect(Object.keys(unzipSync(bytesOf(ids.docx)))).toContain('word/document.xml');
    expect(Object.keys(unzipSync(bytesOf(ids.xlsx)))).toContain('xl/workbook.xml');
    expect(strFromU8(bytesOf(ids.mp4).subarray(4, 8))).toBe('ftyp');
    expect(decode(bytesOf(ids.csv), 'utf-8', true)).toMatch(/^No\.,Item,Owner/);
    expect(decode(bytesOf(ids.tsv), 'utf-8', true)).toMatch(/^No\.\tItem\tOwner/);
    expect([...bytesOf(ids.tiff).subarray(0, 4)]).toEqual([0x49, 0x49, 42, 0]);
    expect(strFromU8(bytesOf(ids.heic).subarray(4, 12))).toBe('ftypheic');
    expect(decode(bytesOf(ids.eml), 'utf-8', true)).toContain('Content-Type: multipart/mixed');
    expect(Object.keys(unzipSync(bytesOf(ids.zip)))).toEqual([
      'README.txt',
      'data/',
      'data/register.csv',
      'images/',
      'images/site-plan.png',
    ]);
  });
});
