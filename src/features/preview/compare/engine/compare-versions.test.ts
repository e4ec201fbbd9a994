import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it, vi } from 'vitest';
import type { WorkerReply } from './compare.worker';
import { compareVersionsWith, type CompareServices } from './compare-versions';
import type { OpenPdf } from './pdf-text';
import { packResult } from './result-transfer';
import { docxFile, pdfFile, xlsxFile } from './test-documents';
import { compareKindOf, compareVersions, type CompareProgress, type CompareResult } from './index';

const bytes = (data: Uint8Array) => data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer;
const utf8 = (text: string) => bytes(new TextEncoder().encode(text));
const changed = (result: CompareResult) => result.sections.flatMap((s) => s.blocks).filter((b) => b.op !== 'equal');

/** Every block that is not equal is numbered 0..changes-1 in document order, and equal blocks are not. */
function expectNumbered(result: CompareResult) {
  const blocks = result.sections.flatMap((s) => s.blocks);
  expect(blocks.filter((b) => b.op !== 'equal').map((b) => b.change)).toEqual(Array.from({ length: result.changes }, (_, i) => i));
  expect(blocks.filter((b) => b.op === 'equal').every((b) => b.change === undefined)).toBe(true);
}

describe('compareKindOf', () => {
  it('names the comparison by extension', () => {
    expect(['notes.txt', 'app.LOG', 'data.csv', 'data.tsv', 'a.json', 'b.xml'].map(compareKindOf)).toEqual(Array(6).fill('text'));
    expect(compareKindOf('README.md')).toBe('markdown');
    expect(compareKindOf('guide.markdown')).toBe('markdown');
    expect(compareKindOf('Plan.v2.DOCX')).toBe('docx');
    expect(compareKindOf('budget.xlsx')).toBe('xlsx');
    expect(compareKindOf('manual.pdf')).toBe('pdf');
    expect(compareKindOf('photo.jpg')).toBeNull();
    expect(compareKindOf('old.doc')).toBeNull();
    expect(compareKindOf('Makefile')).toBeNull();
  });
});

describe('compareVersions: text and Markdown', () => {
  it('aligns lines and marks the changed word of a changed line', async () => {
    const progress: CompareProgress[] = [];
    const result = await compareVersions(
      'text',
      utf8('alpha\nbeta gamma delta\nkept\nremoved\n'),
      utf8('alpha\nbeta GAMMA delta\nkept\nadded\nmore\n'),
      {
        onProgress: (p) => progress.push(p),
      },
    );
    expect(result.kind).toBe('text');
    expect(result.sections).toHaveLength(1);
    const [section] = result.sections;
    expect(section.title).toBe('');
    expect(section.blocks.map((b) => b.op)).toEqual(['equal', 'change', 'equal', 'change', 'insert']);
    expect(section.blocks[1]).toMatchObject({
      before: 'beta gamma delta',
      after: 'beta GAMMA delta',
      beforeNumber: 2,
      afterNumber: 2,
      words: [
        { op: 'equal', text: 'beta ' },
        { op: 'delete', text: 'gamma' },
        { op: 'insert', text: 'GAMMA' },
        { op: 'equal', text: ' delta' },
      ],
    });
    expect(section.blocks[4]).toMatchObject({ op: 'insert', after: 'more', afterNumber: 5 });
    expect(section.blocks[4].before).toBeUndefined();
    expect(result.changes).toBe(3);
    expectNumbered(result);
    expect(progress[0]).toEqual({ stage: 'reading', done: 0, total: 2 });
    expect(progress).toContainEqual({ stage: 'reading', done: 2, total: 2 });
    expect(progress.at(-1)).toEqual({ stage: 'comparing', done: 5, total: 5 });
  });

  it('treats each Chinese character as a word and decodes UTF-16', async () => {
    const utf16 = (text: string) => {
      const out = new Uint8Array(2 + text.length * 2);
      out.set([0xff, 0xfe]);
      for (let i = 0; i < text.length; i += 1) out.set([text.charCodeAt(i) & 0xff, text.charCodeAt(i) >> 8], 2 + i * 2);
      return bytes(out);
    };
    const result = await compareVersions('markdown', utf16('# 质量手册\n第一章 总则\n'), utf8('# 质量手册\n第二章 总则\n'));
    expect(result.kind).toBe('markdown');
    expect(changed(result)).toEqual([
      expect.objectContaining({
        op: 'change',
        words: [
          { op: 'equal', text: '第' },
          { op: 'delete', text: '一' },
          { op: 'insert', text: '二' },
          { op: 'equal', text: '章 总则' },
        ],
      }),
    ]);
  });

  it('finds no change between equal texts', async () => {
    const result = await compareVersions('text', utf8('same\ntext\n'), utf8('same\ntext'));
    expect(result.changes).toBe(0);
    expect(result.sections[0].blocks.map((b) => b.op)).toEqual(['equal', 'equal']);
  });
});

describe('compareVersions: docx', () => {
  it("compares the paragraphs' text, with the words of a changed one", async () => {
    const before = docxFile(['Scope', 'The retention period is thirty days.', 'Owner\tQuality & Safety', 'Obsolete clause']);
    const after = docxFile(['Scope', 'The retention period is forty days.', 'Owner\tQuality & Safety', 'Line one\nline two']);
    const result = await compareVersions('docx', bytes(before), bytes(after));
    const blocks = result.sections[0].blocks;
    expect(blocks.map((b) => b.op)).toEqual(['equal', 'change', 'equal', 'change']);
    expect(blocks[1].words).toEqual([
      { op: 'equal', text: 'The retention period is ' },
      { op: 'delete', text: 'thirty' },
      { op: 'insert', text: 'forty' },
      { op: 'equal', text: ' days.' },
    ]);
    // Tab stops in the paragraph properties are not text; <w:tab/> in a run is, and entities are decoded.
    expect(blocks[2]).toMatchObject({ before: 'Owner\tQuality & Safety', beforeNumber: 3, afterNumber: 3 });
    expect(blocks[3]).toMatchObject({ before: 'Obsolete clause', after: 'Line one\nline two' });
    expect(result.changes).toBe(2);
    expectNumbered(result);
  });

  it('rejects bytes that are not a docx with a named error', async () => {
    await expect(compareVersions('docx', utf8('not a zip'), utf8('not a zip'))).rejects.toMatchObject({ name: 'UnreadableDocumentError' });
  });
});

describe('compareVersions: xlsx', () => {
  const rows = (n: number) => Array.from({ length: n }, (_, i) => [`Item ${i + 1}`, (i + 1) * 10, 'EA'] as Array<string | number | null>);

  it('compares sheet by sheet: the changed cell, the added row, the removed and the added sheet', async () => {
    const summaryBefore = rows(10);
    const summaryAfter = rows(10);
    summaryAfter[6] = ['Item 7', 75, 'EA'];
    summaryAfter.push(['Item 11', 110, 'BOX']);
    const before = xlsxFile([
      { name: 'Summary', rows: summaryBefore },
      { name: 'Old data', rows: [['x', 1]] },
    ]);
    const after = xlsxFile([
      { name: 'Summary', rows: summaryAfter },
      { name: 'Notes', rows: [['Checked', null, 'yes']] },
    ]);
    const progress: CompareProgress[] = [];
    const result = await compareVersions('xlsx', bytes(before), bytes(after), { onProgress: (p) => progress.push(p) });

    expect(result.sections.map((s) => [s.title, s.presence])).toEqual([
      ['Summary', 'both'],
      ['Old data', 'removed'],
      ['Notes', 'added'],
    ]);
    const summary = result.sections[0].blocks;
    const b7 = summary.find((b) => b.op === 'change')!;
    expect(b7).toMatchObject({ beforeNumber: 7, afterNumber: 7, before: 'Item 7\t70\tEA', after: 'Item 7\t75\tEA' });
    expect(b7.cells).toEqual([
      { column: 0, before: 'Item 7', after: 'Item 7', changed: false },
      { column: 1, before: '70', after: '75', changed: true },
      { column: 2, before: 'EA', after: 'EA', changed: false },
    ]);
    const added = summary.filter((b) => b.op === 'insert');
    expect(added).toEqual([
      expect.objectContaining({
        afterNumber: 11,
        cells: [
          { column: 0, after: 'Item 11', changed: true },
          { column: 1, after: '110', changed: true },
          { column: 2, after: 'BOX', changed: true },
        ],
      }),
    ]);
    expect(summary.filter((b) => b.op === 'equal')).toHaveLength(9);
    expect(result.sections[1].blocks).toEqual([
      expect.objectContaining({
        op: 'delete',
        before: 'x\t1',
        beforeNumber: 1,
        cells: [expect.objectContaining({ before: 'x' }), expect.objectContaining({ before: '1' })],
      }),
    ]);
    // An empty cell has no text on either side.
    expect(result.sections[2].blocks[0].cells).toEqual([
      { column: 0, after: 'Checked', changed: true },
      { column: 1, changed: false },
      { column: 2, after: 'yes', changed: true },
    ]);
    expect(result.changes).toBe(4);
    expectNumbered(result);
    expect(b7.change).toBe(0);
    expect(result.sections[2].blocks[0].change).toBe(3);
    expect(progress.filter((p) => p.stage === 'comparing')).toEqual([0, 1, 2, 3].map((done) => ({ stage: 'comparing', done, total: 3 })));
  });
});

/** pdf.js's Node build (the app's own loads its worker from a URL, which Node has no server for). */
const openLegacyPdf: OpenPdf = (data) =>
  getDocument({ data, isEvalSupported: false, standardFontDataUrl: 'node_modules/pdfjs-dist/standard_fonts/' }).promise;
const inPage = (openPdf: OpenPdf): CompareServices => ({ openPdf, startWorker: () => null });

describe('compareVersions: pdf', () => {
  const pages = (page2: string) => [
    ['Purpose and scope', 'This procedure applies to every department.'],
    ['Measuring equipment', page2],
    ['Records', 'Kept for ten years.'],
  ];

  it('compares page by page and marks the changed page', async () => {
    const progress: CompareProgress[] = [];
    const result = await compareVersionsWith(
      inPage(openLegacyPdf),
      'pdf',
      bytes(pdfFile(pages('The calibration interval is twelve months.'))),
      bytes(pdfFile(pages('The calibration interval is six months.'))),
      { onProgress: (p) => progress.push(p) },
    );
    expect(result.sections.map((s) => [s.title, s.presence, s.pages])).toEqual([
      ['1', 'both', { before: 1, after: 1 }],
      ['2', 'both', { before: 2, after: 2 }],
      ['3', 'both', { before: 3, after: 3 }],
    ]);
    expect(result.sections[0].blocks.map((b) => b.op)).toEqual(['equal', 'equal']);
    expect(result.sections[1].blocks[1]).toMatchObject({
      op: 'change',
      change: 0,
      words: [
        { op: 'equal', text: 'The calibration interval is ' },
        { op: 'delete', text: 'twelve' },
        { op: 'insert', text: 'six' },
        { op: 'equal', text: ' months.' },
      ],
    });
    expect(result.changes).toBe(1);
    expect(progress.filter((p) => p.stage === 'reading').map((p) => p.done)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(progress.at(-1)).toEqual({ stage: 'comparing', done: 3, total: 3 });
  });

  it('keeps later pages paired when a page is inserted', async () => {
    const before = pages('Gauges are calibrated.');
    const after = [before[0], ['New page', 'Inserted text.'], ...before.slice(1)];
    const result = await compareVersionsWith(inPage(openLegacyPdf), 'pdf', bytes(pdfFile(before)), bytes(pdfFile(after)));
    expect(result.sections.map((s) => [s.title, s.presence, s.pages])).toEqual([
      ['1', 'both', { before: 1, after: 1 }],
      ['2', 'added', { after: 2 }],
      ['3', 'both', { before: 2, after: 3 }],
      ['4', 'both', { before: 3, after: 4 }],
    ]);
    expect(result.changes).toBe(2);
    expectNumbered(result);
  });

  it('stops reading pages once aborted', async () => {
    const controller = new AbortController();
    const reads: number[] = [];
    const pdf = bytes(pdfFile(pages('x')));
    const promise = compareVersionsWith(inPage(openLegacyPdf), 'pdf', pdf, pdf, {
      signal: controller.signal,
      onProgress: (p) => {
        reads.push(p.done);
        if (p.done === 2) controller.abort();
      },
    });
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
    await expect(promise).rejects.toBeInstanceOf(DOMException);
    expect(reads).toEqual([0, 1, 2]);
  });
});

describe('compareVersions: aborting', () => {
  it('rejects at once with an already aborted signal', async () => {
    const onProgress = vi.fn();
    await expect(compareVersions('text', utf8('a'), utf8('b'), { signal: AbortSignal.abort(), onProgress })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(onProgress).not.toHaveBeenCalled();
  });

  it('stops in the middle of the comparison', async () => {
    const controller = new AbortController();
    const lines = (word: string) => utf8(Array.from({ length: 500 }, (_, i) => `line ${i} ${i % 7 ? 'same' : word}`).join('\n'));
    const seen: CompareProgress[] = [];
    const promise = compareVersions('text', lines('old'), lines('new'), {
      signal: controller.signal,
      onProgress: (p) => {
        seen.push(p);
        if (p.stage === 'comparing' && p.done > 0) controller.abort();
      },
    });
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
    const comparing = seen.filter((p) => p.stage === 'comparing');
    // A long comparison reports several times; none after the abort.
    expect(comparing.length).toBe(2);
    expect(comparing[1].done).toBeLessThan(comparing[1].total);
  });
});

/** A stand-in for the comparison worker: the test answers for it. */
class FakeWorker {
  onmessage: ((event: MessageEvent<WorkerReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  posted: unknown[] = [];
  terminated = false;
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  reply(data: WorkerReply) {
    this.onmessage?.({ data } as MessageEvent<WorkerReply>);
  }
}

describe('compareVersions: in a worker', () => {
  const services = (worker: FakeWorker): CompareServices => ({
    openPdf: () => Promise.reject(new Error('no PDF here')),
    startWorker: () => worker as unknown as Worker,
  });

  it('posts the request, passes progress on, and resolves with the result', async () => {
    const worker = new FakeWorker();
    const onProgress = vi.fn();
    const promise = compareVersionsWith(services(worker), 'text', utf8('a'), utf8('b'), { onProgress });
    await vi.waitFor(() => expect(worker.posted).toHaveLength(1));
    expect(worker.posted[0]).toMatchObject({ kind: 'text' });
    worker.reply({ type: 'progress', progress: { stage: 'comparing', done: 1, total: 2 } });
    expect(onProgress).toHaveBeenCalledWith({ stage: 'comparing', done: 1, total: 2 });
    const result: CompareResult = { kind: 'text', sections: [], changes: 0 };
    worker.reply({ type: 'result', result });
    await expect(promise).resolves.toBe(result);
    expect(worker.terminated).toBe(true);
  });

  it('terminates the worker and rejects with AbortError when aborted', async () => {
    const worker = new FakeWorker();
    const controller = new AbortController();
    const promise = compareVersionsWith(services(worker), 'docx', utf8('a'), utf8('b'), { signal: controller.signal });
    await vi.waitFor(() => expect(worker.posted).toHaveLength(1));
    controller.abort();
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
    expect(worker.terminated).toBe(true);
  });

  it('passes equal blocks without their duplicate text and restores it on arrival', async () => {
    const sheet = (b2: number) =>
      xlsxFile([
        {
          name: 'S',
          rows: [
            ['a', 1],
            ['b', b2],
          ],
        },
      ]);
    const expected = await compareVersions('xlsx', bytes(sheet(2)), bytes(sheet(3)));
    const sent = packResult(structuredClone(expected));
    expect(sent.sections[0].blocks[0]).toEqual({
      op: 'equal',
      before: 'a\t1',
      beforeNumber: 1,
      afterNumber: 1,
      cells: [
        { column: 0, before: 'a', changed: false },
        { column: 1, before: '1', changed: false },
      ],
    });
    expect(sent.sections[0].blocks[1]).toEqual(expected.sections[0].blocks[1]);
    const worker = new FakeWorker();
    const promise = compareVersionsWith(services(worker), 'xlsx', utf8('a'), utf8('b'));
    await vi.waitFor(() => expect(worker.posted).toHaveLength(1));
    worker.reply({ type: 'result', result: structuredClone(sent) });
    await expect(promise).resolves.toEqual(expected);
  });

  it("rejects with the worker's error, named as thrown", async () => {
    const worker = new FakeWorker();
    const promise = compareVersionsWith(services(worker), 'text', utf8('a'), utf8('b'));
    await vi.waitFor(() => expect(worker.posted).toHaveLength(1));
    worker.reply({ type: 'error', name: 'UnreadableTextError', message: 'The file is not readable text' });
    await expect(promise).rejects.toMatchObject({ name: 'UnreadableTextError', message: 'The file is not readable text' });
  });
});
