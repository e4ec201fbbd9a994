/**
 * The comparison itself, the same code in the worker and (where there is no Worker) in the page: bytes in,
 * sections of aligned blocks out, with progress reported on the way. `report` may throw to stop the work.
 */
import { decodeText } from '../../decode-text';
import { align } from './align';
import { docxParagraphs } from './docx-text';
import type { PdfTexts } from './pdf-text';
import { matchSheets, sheetSection } from './sheet-blocks';
import { splitLines, textBlocks } from './text-blocks';
import type { CompareKind, CompareProgress, CompareResult, DiffSection } from './types';
import { xlsxSheets } from './xlsx-sheets';

export type CompareRequest =
  | { kind: Exclude<CompareKind, 'pdf'>; before: ArrayBuffer; after: ArrayBuffer }
  | { kind: 'pdf'; pages: PdfTexts };

export type Report = (progress: CompareProgress) => void;

export function runCompare(request: CompareRequest, report: Report): CompareResult {
  const sections = request.kind === 'pdf' ? pdfSections(request.pages, report) : fileSections(request, report);
  return { kind: request.kind, sections, changes: numberChanges(sections) };
}

function fileSections(request: Exclude<CompareRequest, { kind: 'pdf' }>, report: Report): DiffSection[] {
  report({ stage: 'reading', done: 0, total: 2 });
  const read = <T>(buffer: ArrayBuffer, reader: (bytes: Uint8Array) => T, done: number) => {
    const value = reader(new Uint8Array(buffer));
    report({ stage: 'reading', done, total: 2 });
    return value;
  };
  if (request.kind === 'xlsx') {
    const before = read(request.before, xlsxSheets, 1);
    const after = read(request.after, xlsxSheets, 2);
    return mapReported(matchSheets(before, after), sheetSection, report);
  }
  const reader = request.kind === 'docx' ? docxParagraphs : (bytes: Uint8Array) => splitLines(decodeText(bytes).text);
  const before = read(request.before, reader, 1);
  const after = read(request.after, reader, 2);
  const blocks = textBlocks(before, after, (done, total) => report({ stage: 'comparing', done, total }));
  report({ stage: 'comparing', done: blocks.length, total: blocks.length });
  return [{ title: '', blocks }];
}

/** Pages matched by their text (an inserted page does not shift every later one), then lines per page. */
function pdfSections(pages: PdfTexts, report: Report): DiffSection[] {
  const key = (lines: string[]) => lines.join('\n');
  const pairs = align(pages.before.map(key), pages.after.map(key));
  return mapReported(
    pairs,
    (pair) => {
      const before = 'before' in pair ? pair.before : undefined;
      const after = 'after' in pair ? pair.after : undefined;
      return {
        title: String((after ?? before)! + 1),
        presence: before === undefined ? 'added' : after === undefined ? 'removed' : 'both',
        pages: { ...(before !== undefined && { before: before + 1 }), ...(after !== undefined && { after: after + 1 }) },
        blocks: textBlocks(before === undefined ? [] : pages.before[before], after === undefined ? [] : pages.after[after]),
      };
    },
    report,
  );
}

/** Maps the units (sheets, pages) to sections, reporting each one done. */
function mapReported<T>(units: T[], section: (unit: T) => DiffSection, report: Report): DiffSection[] {
  const sections = units.map((unit, done) => {
    report({ stage: 'comparing', done, total: units.length });
    return section(unit);
  });
  report({ stage: 'comparing', done: units.length, total: units.length });
  return sections;
}

/** Numbers every block that is not equal, in document order; returns how many there are. */
function numberChanges(sections: DiffSection[]): number {
  let change = 0;
  for (const section of sections) {
    for (const block of section.blocks) if (block.op !== 'equal') block.change = change++;
  }
  return change;
}
