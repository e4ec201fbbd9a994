/**
 * Small real documents for the engine's tests and the bench: a .docx of paragraphs, an .xlsx of sheets and
 * a PDF of pages of text lines, built in memory (fflate for the OOXML packages). Not part of the app.
 */
import { strToU8, zipSync } from 'fflate';

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const RELS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A paragraph's XML: its text in runs, with tabs and line breaks as Word writes them. */
function paragraphXml(text: string): string {
  if (!text) return '<w:p/>';
  const runs = text.split(/(\t|\n)/).map((part) => {
    if (part === '\t') return '<w:r><w:tab/></w:r>';
    if (part === '\n') return '<w:r><w:br/></w:r>';
    return part ? `<w:r><w:rPr><w:lang w:val="en-US"/></w:rPr><w:t xml:space="preserve">${escapeXml(part)}</w:t></w:r>` : '';
  });
  return `<w:p><w:pPr><w:tabs><w:tab w:val="left" w:pos="720"/></w:tabs></w:pPr>${runs.join('')}</w:p>`;
}

/** A .docx whose body is `paragraphs` (a tab is <w:tab/>, a line feed <w:br/>). */
export function docxFile(paragraphs: string[]): Uint8Array {
  const body = paragraphs.map(paragraphXml).join('');
  return zipSync({
    '[Content_Types].xml': strToU8(
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    ),
    '_rels/.rels': strToU8(
      `${XML_HEAD}<Relationships xmlns="${RELS_NS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="word/document.xml"/></Relationships>`,
    ),
    'word/document.xml': strToU8(
      `${XML_HEAD}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}<w:sectPr/></w:body></w:document>`,
    ),
  });
}

export interface SheetSpec {
  name: string;
  /** Row by row; a number is a numeric cell, a string a shared string, null an empty cell. */
  rows: Array<Array<string | number | null>>;
}

const columnName = (column: number): string =>
  (column < 26 ? '' : columnName(Math.floor(column / 26) - 1)) + String.fromCharCode(65 + (column % 26));

/** An .xlsx of `sheets`, strings in the shared-string table as Excel writes them. */
export function xlsxFile(sheets: SheetSpec[]): Uint8Array {
  const strings: string[] = [];
  const index = new Map<string, number>();
  const stringIndex = (text: string) => {
    if (!index.has(text)) {
      index.set(text, strings.length);
      strings.push(text);
    }
    return index.get(text)!;
  };
  const sheetXml = (sheet: SheetSpec) => {
    const rows = sheet.rows.map((cells, r) => {
      const xml = cells.map((value, c) => {
        const ref = `${columnName(c)}${r + 1}`;
        if (value === null) return '';
        return typeof value === 'number' ? `<c r="${ref}"><v>${value}</v></c>` : `<c r="${ref}" t="s"><v>${stringIndex(value)}</v></c>`;
      });
      return `<row r="${r + 1}">${xml.join('')}</row>`;
    });
    return `${XML_HEAD}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows.join('')}</sheetData></worksheet>`;
  };
  const files: Record<string, Uint8Array> = {};
  sheets.forEach((sheet, i) => {
    files[`xl/worksheets/sheet${i + 1}.xml`] = strToU8(sheetXml(sheet));
  });
  const sheetList = sheets.map((sheet, i) => `<sheet name="${escapeXml(sheet.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('');
  const rels = sheets
    .map((_, i) => `<Relationship Id="rId${i + 1}" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`)
    .concat(`<Relationship Id="rId${sheets.length + 1}" Type="${DOC_RELS}/sharedStrings" Target="sharedStrings.xml"/>`)
    .join('');
  return zipSync({
    '[Content_Types].xml': strToU8(
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/></Types>`,
    ),
    '_rels/.rels': strToU8(
      `${XML_HEAD}<Relationships xmlns="${RELS_NS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': strToU8(
      `${XML_HEAD}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${DOC_RELS}"><sheets>${sheetList}</sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(`${XML_HEAD}<Relationships xmlns="${RELS_NS}">${rels}</Relationships>`),
    ...files,
    'xl/sharedStrings.xml': strToU8(
      `${XML_HEAD}<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${strings.length}" uniqueCount="${strings.length}">${strings
        .map((s) => `<si><t xml:space="preserve">${escapeXml(s)}</t></si>`)
        .join('')}</sst>`,
    ),
  });
}

/** A PDF string literal: printable ASCII with (, ) and \ escaped; other characters become '?'. */
const pdfString = (text: string) => `(${text.replace(/[^\x20-\x7e]/g, '?').replace(/[()\\]/g, (c) => `\\${c}`)})`;

/** A PDF whose page n shows pages[n - 1], one text line under the other (Helvetica, ASCII). */
export function pdfFile(pages: string[][]): Uint8Array {
  const pageObject = (i: number) => 4 + i * 2;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${pageObject(i)} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  pages.forEach((lines, i) => {
    const stream = ['BT /F1 11 Tf 72 740 Td 14 TL', ...lines.map((line, k) => `${k ? 'T* ' : ''}${pdfString(line)} Tj`), 'ET'].join('\n');
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${pageObject(i) + 1} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    );
  });
  const parts: string[] = ['%PDF-1.4\n'];
  let length = parts[0].length;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(length);
    const text = `${i + 1} 0 obj\n${object}\nendobj\n`;
    parts.push(text);
    length += text.length;
  });
  parts.push(
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join(''),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  );
  return new TextEncoder().encode(parts.join(''));
}
