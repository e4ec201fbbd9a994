/**
 * The sheets of an .xlsx as rows of cell texts, read with fflate and small scanners of the package's XML (a
 * worker has no DOMParser). Cells keep the text the file stores: shared and inline strings, numbers as
 * written, booleans as TRUE/FALSE, and date-formatted numbers as ISO dates, so that a change reads as typed.
 */
import { attribute, decodeEntities, readParts, UnreadableDocumentError } from './xml-text';

export interface SheetRows {
  name: string;
  /** Row n of the sheet is rows[n - 1]; an empty row is an empty array; a missing cell is ''. */
  rows: string[][];
}

const PARTS = /^xl\/(workbook\.xml|_rels\/workbook\.xml\.rels|sharedStrings\.xml|styles\.xml|worksheets\/[^/]+\.xml)$/;

export function xlsxSheets(bytes: Uint8Array): SheetRows[] {
  const parts = readParts(bytes, (name) => PARTS.test(name));
  const workbook = parts.get('xl/workbook.xml');
  if (workbook === undefined) throw new UnreadableDocumentError('The package has no xl/workbook.xml');
  const targets = relationshipTargets(parts.get('xl/_rels/workbook.xml.rels') ?? '');
  const strings = sharedStrings(parts.get('xl/sharedStrings.xml') ?? '');
  const dateStyles = dateStyleIndexes(parts.get('xl/styles.xml') ?? '');
  const sheets: SheetRows[] = [];
  for (const match of workbook.matchAll(/<sheet\b([^>]*)>/g)) {
    const name = attribute(match[1], 'name') ?? '';
    const target = targets.get(attribute(match[1], 'r:id') ?? '');
    const xml = target === undefined ? undefined : parts.get(target);
    sheets.push({ name, rows: xml === undefined ? [] : sheetRows(xml, strings, dateStyles) });
  }
  return sheets;
}

/** Relationship id to the part's path in the package. */
function relationshipTargets(rels: string): Map<string, string> {
  const targets = new Map<string, string>();
  for (const match of rels.matchAll(/<Relationship\b([^>]*)>/g)) {
    const id = attribute(match[1], 'Id');
    const target = attribute(match[1], 'Target');
    if (id && target) targets.set(id, target.startsWith('/') ? target.slice(1) : `xl/${target}`);
  }
  return targets;
}

/** The text of <t> elements in `xml`, leaving out phonetic guides (<rPh>). */
function textOf(xml: string): string {
  let text = '';
  const stripped = xml.includes('<rPh') ? xml.replace(/<rPh\b[^]*?<\/rPh>/g, '') : xml;
  for (const match of stripped.matchAll(/<t(?:\s[^>]*)?>([^]*?)<\/t>/g)) text += decodeEntities(match[1]);
  return text;
}

function sharedStrings(xml: string): string[] {
  return Array.from(xml.matchAll(/<si(?:\s[^>]*)?(?:\/>|>([^]*?)<\/si>)/g), (match) => textOf(match[1] ?? ''));
}

/** Built-in number formats that show a date or a time. */
const DATE_FORMAT_IDS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** Indexes of the cell styles (a cell's `s`) whose number format is a date or a time. */
function dateStyleIndexes(xml: string): Set<number> {
  const custom = new Set<number>();
  for (const match of xml.matchAll(/<numFmt\b([^>]*)>/g)) {
    const code = (attribute(match[1], 'formatCode') ?? '').replace(/"[^"]*"|\[[^\]]*\]|\\./g, '');
    if (/[dmyhs]/i.test(code)) custom.add(Number(attribute(match[1], 'numFmtId')));
  }
  const styles = new Set<number>();
  const cellXfs = /<cellXfs\b[^>]*>([^]*?)<\/cellXfs>/.exec(xml)?.[1] ?? '';
  let index = 0;
  for (const match of cellXfs.matchAll(/<xf\b([^>]*)>/g)) {
    const id = Number(attribute(match[1], 'numFmtId') ?? 0);
    if (DATE_FORMAT_IDS.has(id) || custom.has(id)) styles.add(index);
    index += 1;
  }
  return styles;
}

const DAY_MS = 86_400_000;
/** Day 0 of Excel's 1900 date system, which counts a 29 February 1900 that never was. */
const EPOCH_MS = Date.UTC(1899, 11, 30);

function excelDate(serial: number): string {
  const iso = new Date(EPOCH_MS + Math.round(serial * DAY_MS)).toISOString();
  if (serial < 1) return iso.slice(11, 19);
  return Number.isInteger(serial) ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** Zero-based column of a reference such as "B7". */
function columnOf(reference: string): number {
  let column = 0;
  for (const char of reference) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column - 1;
}

function cellText(attributes: string, body: string, strings: string[], dateStyles: Set<number>): string {
  const type = attribute(attributes, 't') ?? 'n';
  if (type === 'inlineStr') return textOf(body);
  const value = decodeEntities(/<v(?:\s[^>]*)?>([^]*?)<\/v>/.exec(body)?.[1] ?? '');
  if (type === 's') return strings[Number(value)] ?? '';
  if (type === 'b') return value === '1' ? 'TRUE' : value === '0' ? 'FALSE' : value;
  if (type === 'n' && value !== '' && dateStyles.has(Number(attribute(attributes, 's') ?? -1))) {
    const serial = Number(value);
    if (Number.isFinite(serial) && serial >= 0) return excelDate(serial);
  }
  return value;
}

export function sheetRows(xml: string, strings: string[], dateStyles = new Set<number>()): string[][] {
  const rows: string[][] = [];
  for (const row of xml.matchAll(/<row\b([^>]*?)(?:\/>|>([^]*?)<\/row>)/g)) {
    const number = Number(attribute(row[1], 'r') ?? rows.length + 1);
    const cells: string[] = [];
    for (const cell of (row[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([^]*?)<\/c>)/g)) {
      const reference = attribute(cell[1], 'r');
      const column = reference ? columnOf(reference) : cells.length;
      const text = cellText(cell[1], cell[2] ?? '', strings, dateStyles);
      while (cells.length < column) cells.push('');
      cells[column] = text;
    }
    while (cells.length && cells[cells.length - 1] === '') cells.pop();
    while (rows.length < number - 1) rows.push([]);
    rows[number - 1] = cells;
  }
  while (rows.length && !rows[rows.length - 1].length) rows.pop();
  return rows;
}
