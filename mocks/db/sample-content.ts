/**
 * Real sample documents for the mock's seeded files, so that every preview works with no server:
 * a multi-page PDF with real (searchable) text, UTF-8 and GBK text, Markdown that carries raw HTML with a
 * script (the preview must sanitise it), a .docx and an .xlsx built as real OOXML packages (fflate), a
 * tiny MP4 / FLV (sample-video.ts), CSV/TSV, a two-page TIFF, a HEIC photo, an e-mail whose HTML carries a
 * script, and a ZIP archive. Everything is generated from the file's title, so it is small and
 * deterministic.
 */
import { strToU8, zipSync, type Zippable } from 'fflate';
import { SAMPLE_FLV_BASE64, SAMPLE_MP4_BASE64 } from './sample-video';

const encoder = new TextEncoder();

// ── PDF ─────────────────────────────────────────────────────────────────────────────────────────

/** Words the PDF preview can be searched for: 'calibration' is on page 2 only, 'traceability' on page 3. */
export const PDF_SAMPLE_WORDS = { page2: 'calibration', page3: 'traceability' } as const;

const PDF_PAGES: { heading: string; lines: string[] }[] = [
  {
    heading: '1 Purpose and scope',
    lines: [
      'This document describes how controlled documents are created, reviewed,',
      'approved, distributed and withdrawn in the document management system.',
      'It applies to every department that issues procedures, work instructions,',
      'drawings, specifications and records.',
      '',
      'Responsibilities',
      '- The author drafts the document and collects the review comments.',
      '- The reviewer checks the technical content against the requirements.',
      '- The document controller publishes the approved revision.',
    ],
  },
  {
    heading: '2 Measuring equipment',
    lines: [
      'Every gauge used for product acceptance has a valid calibration status.',
      'The calibration interval is twelve months unless the record says otherwise.',
      'A gauge found out of tolerance is quarantined, and the products measured',
      'since the last good check are assessed.',
      '',
      'Records',
      '- Calibration certificates are kept with the equipment register.',
      '- The register lists the owner, the location and the next due date.',
    ],
  },
  {
    heading: '3 Records and retention',
    lines: [
      'Records give evidence that the process ran as planned and provide',
      'traceability from the delivered product back to its materials and tests.',
      'Records are legible, identified, and retained for at least ten years.',
      '',
      'Revision history',
      '- Revision 1: first issue.',
      '- Revision 2: retention period extended.',
    ],
  },
];

/** A PDF string literal: printable ASCII with (, ) and \ escaped; other characters become '?'. */
const pdfString = (text: string) => `(${text.replace(/[^\x20-\x7e]/g, '?').replace(/[()\\]/g, (c) => `\\${c}`)})`;

function pdfPageStream(title: string, revision: number, index: number, count: number) {
  const page = PDF_PAGES[index];
  const ops = [
    // Header band and a frame: the page is never blank even where fonts are missing.
    '0.11 0.36 0.67 rg 0 732 612 60 re f',
    '0.85 0.89 0.95 rg 54 96 504 4 re f',
    '0.6 0.6 0.6 RG 1 w 54 120 504 560 re S',
    `BT 1 1 1 rg /F2 18 Tf 54 755 Td ${pdfString(title)} Tj ET`,
    `BT 0.1 0.1 0.1 rg /F2 14 Tf 72 650 Td ${pdfString(page.heading)} Tj ET`,
    'BT 0.1 0.1 0.1 rg /F1 11 Tf 72 622 Td 16 TL',
    ...page.lines.map((line, i) => `${i === 0 ? '' : 'T* '}${pdfString(line)} Tj`),
    'ET',
    `BT 0.35 0.35 0.35 rg /F1 9 Tf 54 80 Td ${pdfString(`Revision ${revision} - Page ${index + 1} of ${count}`)} Tj ET`,
  ];
  return ops.join('\n');
}

/** A valid PDF of three pages with real text (Helvetica), padded with comments towards `size`. */
export function pdfDocument(title: string, revision: number, size: number): Uint8Array {
  const count = PDF_PAGES.length;
  const pageObject = (i: number) => 5 + i * 2;
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${PDF_PAGES.map((_, i) => `${pageObject(i)} 0 R`).join(' ')}] /Count ${count} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  ];
  PDF_PAGES.forEach((_, i) => {
    const stream = pdfPageStream(title, revision, i, count);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${pageObject(i) + 1} 0 R /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    );
  });
  objects.push(`<< /Title ${pdfString(title)} /Producer (DMS mock backend) >>`);
  const infoObject = objects.length;
  let text = '%PDF-1.4\n';
  const bodyEstimate = objects.reduce((n, o) => n + o.length + 20, 0) + 60 * (objects.length + 4);
  const padLine = `%${'-'.repeat(78)}\n`;
  while (text.length + bodyEstimate + padLine.length <= size) text += padLine;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(text.length);
    text += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  text += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${infoObject} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return encoder.encode(text);
}

// ── Text ────────────────────────────────────────────────────────────────────────────────────────

/**
 * GBK codes of the Chinese characters the GBK sample uses (from the WHATWG GBK index; the unit test decodes
 * them back with TextDecoder('gbk')). Characters outside this table are written as '?', as an encoder does
 * with characters its code page lacks.
 */
const GBK_CODES: Record<string, number> = {
  文: 0xcec4,
  档: 0xb5b5,
  管: 0xb9dc,
  理: 0xc0ed,
  系: 0xcfb5,
  统: 0xcdb3,
  演: 0xd1dd,
  示: 0xcabe,
  本: 0xb1be,
  件: 0xbcfe,
  使: 0xcab9,
  用: 0xd3c3,
  编: 0xb1e0,
  码: 0xc2eb,
  保: 0xb1a3,
  存: 0xb4e6,
  于: 0xd3da,
  验: 0xd1e9,
  证: 0xd6a4,
  预: 0xd4a4,
  览: 0xc0c0,
  的: 0xb5c4,
  识: 0xcab6,
  别: 0xb1f0,
  质: 0xd6ca,
  量: 0xc1bf,
  手: 0xcad6,
  册: 0xb2e1,
  第: 0xb5da,
  一: 0xd2bb,
  章: 0xd5c2,
  总: 0xd7dc,
  则: 0xd4f2,
  目: 0xc4bf,
  范: 0xb7b6,
  围: 0xcea7,
  适: 0xcaca,
  公: 0xb9ab,
  司: 0xcbbe,
  所: 0xcbf9,
  有: 0xd3d0,
  受: 0xcadc,
  控: 0xbfd8,
  中: 0xd6d0,
  字: 0xd7d6,
  符: 0xb7fb,
  '，': 0xa3ac,
  '。': 0xa1a3,
  '：': 0xa3ba,
  '、': 0xa1a2,
  '（': 0xa3a8,
  '）': 0xa3a9,
};

/** Encode text as GBK with the table above (ASCII as is). */
export function encodeGbk(text: string): Uint8Array {
  const out: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x80) out.push(code);
    else if (GBK_CODES[char] !== undefined) out.push(GBK_CODES[char] >> 8, GBK_CODES[char] & 0xff);
    else out.push(0x3f);
  }
  return Uint8Array.from(out);
}

/** The Chinese sentence of the GBK sample; every character is in the table. */
export const GBK_SAMPLE_SENTENCE = '本文件使用GBK编码保存，用于验证文本预览的编码识别。';

export type TextEncoding = 'utf-8' | 'gbk';

/** A text file of about `size` bytes, in UTF-8 (with characters GBK lacks) or GBK. */
export function textDocument(title: string, revision: number, size: number, encoding: TextEncoding): Uint8Array {
  const lines =
    encoding === 'gbk'
      ? [title, `Revision ${revision}`, '', GBK_SAMPLE_SENTENCE, '质量手册 第一章 总则：目的、范围（适用于公司所有受控文件）。', '']
      : [title, `Revision ${revision}`, '', 'Encoding: UTF-8 — “quotes”, ümlauts, €, 文档管理系统演示文本 ✓', ''];
  const filler =
    encoding === 'gbk'
      ? 'Line {n}: 文档管理系统演示文本，受控文件。'
      : 'Line {n}: This controlled document is part of the demo data. 本文件为演示数据。';
  let body = `${lines.join('\n')}\n`;
  const encode = (text: string) => (encoding === 'gbk' ? encodeGbk(text) : encoder.encode(text));
  for (let n = 1; encode(body).length < size && n < 2000; n += 1) body += `${filler.replace('{n}', String(n))}\n`;
  return encode(body);
}

/** Markdown with headings, a list, a table, code, a link, and raw HTML with a script that must never run. */
export function markdownDocument(title: string, revision: number): Uint8Array {
  return encoder.encode(
    [
      `# ${title}`,
      '',
      `Revision ${revision} · *demo document* of the document management system.`,
      '',
      '## Checklist',
      '',
      '- Read the **procedure** before starting',
      '- Record every deviation',
      '- 确认文件为最新版本',
      '',
      '## Owners',
      '',
      '| Area | Owner |',
      '| --- | --- |',
      '| Quality | Wang Lei |',
      '| R&D | Emma Chen |',
      '',
      '```',
      'dms --check README.md',
      '```',
      '',
      'See the [procedure index](https://example.com/procedures).',
      '',
      '## Embedded HTML',
      '',
      '<p class="embedded">Raw HTML is shown only after sanitising.</p>',
      '<script>window.__dmsMarkdownScriptRan = true;</script>',
      '<img src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7" onload="window.__dmsMarkdownScriptRan = true" onerror="window.__dmsMarkdownScriptRan = true" alt="">',
      '',
    ].join('\n'),
  );
}

// ── Office Open XML ─────────────────────────────────────────────────────────────────────────────

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
/** A fixed modification time keeps the packages byte-for-byte deterministic. */
const ZIP_TIME = new Date(Date.UTC(2026, 0, 1));

function zip(files: Record<string, string>): Uint8Array {
  const entries: Zippable = {};
  for (const [path, text] of Object.entries(files)) entries[path] = [strToU8(XML_HEAD + text), { mtime: ZIP_TIME }];
  return zipSync(entries, { level: 6 });
}

const rels = (items: [id: string, type: string, target: string][]) =>
  `<Relationships xmlns="${PKG_REL}">${items.map(([id, type, target]) => `<Relationship Id="${id}" Type="${REL}/${type}" Target="${target}"/>`).join('')}</Relationships>`;

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const run = (text: string, bold = false) =>
  `<w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${xmlEscape(text)}</w:t></w:r>`;
const para = (text: string, style?: string) => `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ''}${run(text)}</w:p>`;
const cell = (text: string, bold = false) => `<w:tc><w:tcPr><w:tcW w:w="3000" w:type="dxa"/></w:tcPr><w:p>${run(text, bold)}</w:p></w:tc>`;

/** A Word document (.docx): title, headings, paragraphs and a table. */
export function docxDocument(title: string, revision: number): Uint8Array {
  const rows = [
    ['Step', 'Owner', 'Record'],
    ['Draft', 'Author', 'Draft copy'],
    ['Review', 'Reviewer', 'Review comments'],
    ['Approve', 'Document controller', 'Approval record'],
  ];
  const border = (side: string) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="808080"/>`;
  const table =
    `<w:tbl><w:tblPr><w:tblW w:w="9000" w:type="dxa"/><w:tblBorders>${['top', 'left', 'bottom', 'right', 'insideH', 'insideV'].map(border).join('')}</w:tblBorders></w:tblPr>` +
    `<w:tblGrid><w:gridCol w:w="3000"/><w:gridCol w:w="3000"/><w:gridCol w:w="3000"/></w:tblGrid>` +
    rows.map((row, r) => `<w:tr>${row.map((text) => cell(text, r === 0)).join('')}</w:tr>`).join('') +
    '</w:tbl>';
  const body = [
    para(title, 'Title'),
    para(`Revision ${revision} · demo document of the document management system`),
    para('1 Purpose', 'Heading1'),
    para('This procedure describes how controlled documents are drafted, reviewed and approved.'),
    para('本程序规定受控文件的编写、审核和批准。'),
    para('2 Workflow', 'Heading1'),
    table,
    para('3 Records', 'Heading1'),
    para('Approval records are kept for ten years.'),
  ].join('');
  const styles =
    `<w:styles xmlns:w="${W}">` +
    '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:rPr><w:sz w:val="22"/></w:rPr></w:style>' +
    '<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:rPr><w:b/><w:sz w:val="40"/></w:rPr></w:style>' +
    '<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:pPr><w:spacing w:before="240"/></w:pPr><w:rPr><w:b/><w:sz w:val="28"/></w:rPr></w:style>' +
    '</w:styles>';
  return zip({
    '[Content_Types].xml':
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
      '<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>' +
      '</Types>',
    '_rels/.rels': rels([['rId1', 'officeDocument', 'word/document.xml']]),
    'word/_rels/document.xml.rels': rels([['rId1', 'styles', 'styles.xml']]),
    'word/styles.xml': styles,
    'word/document.xml': `<w:document xmlns:w="${W}"><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr></w:body></w:document>`,
  });
}

type XlsxValue = string | number | { date: string };

const columnName = (index: number) => {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
};

/** Excel's serial day number of an ISO date (1900 date system). */
const excelDay = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000 + 25569;

/** A workbook (.xlsx) with two sheets: a register (text, numbers, dates) and a summary. */
export function xlsxDocument(title: string, revision: number): Uint8Array {
  const sheets: { name: string; rows: XlsxValue[][] }[] = [
    {
      name: 'Register',
      rows: [
        ['No.', 'Item', 'Owner', 'Due date', 'Score'],
        [1, 'Torque wrench TW-01', 'Wang Lei', { date: '2027-03-31' }, 92],
        [2, 'Caliper CA-07', 'Emma Chen', { date: '2027-05-15' }, 88],
        [3, '温湿度计 TH-02', '李娜', { date: '2027-06-30' }, 95],
        [4, 'Height gauge HG-03', 'Zhang Wei', { date: '2027-09-01' }, 79],
      ],
    },
    {
      name: 'Summary',
      rows: [
        ['Workbook', title],
        ['Revision', revision],
        ['Items', 4],
        ['Average score', 88.5],
      ],
    },
  ];
  const strings: string[] = [];
  const stringIndex = (text: string) => {
    let index = strings.indexOf(text);
    if (index < 0) index = strings.push(text) - 1;
    return index;
  };
  const cellXml = (value: XlsxValue, ref: string) => {
    if (typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`;
    if (typeof value === 'string') return `<c r="${ref}" t="s"><v>${stringIndex(value)}</v></c>`;
    return `<c r="${ref}" s="1"><v>${excelDay(value.date)}</v></c>`;
  };
  const sheetXml = (rows: XlsxValue[][]) =>
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
    rows.map((row, r) => `<row r="${r + 1}">${row.map((value, c) => cellXml(value, `${columnName(c)}${r + 1}`)).join('')}</row>`).join('') +
    '</sheetData></worksheet>';
  const sheetFiles = Object.fromEntries(sheets.map((sheet, i) => [`xl/worksheets/sheet${i + 1}.xml`, sheetXml(sheet.rows)]));
  // After the sheets: writing them fills the shared-string table.
  const sharedStrings =
    `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${strings.length}" uniqueCount="${strings.length}">` +
    strings.map((text) => `<si><t xml:space="preserve">${xmlEscape(text)}</t></si>`).join('') +
    '</sst>';
  const SHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml';
  return zip({
    '[Content_Types].xml':
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      sheets.map((_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="${SHEET_TYPE}"/>`).join('') +
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
      '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
      '</Types>',
    '_rels/.rels': rels([['rId1', 'officeDocument', 'xl/workbook.xml']]),
    'xl/workbook.xml':
      `<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${REL}"><sheets>` +
      sheets.map((sheet, i) => `<sheet name="${xmlEscape(sheet.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('') +
      '</sheets></workbook>',
    'xl/_rels/workbook.xml.rels': rels([
      ...sheets.map((_, i): [string, string, string] => [`rId${i + 1}`, 'worksheet', `worksheets/sheet${i + 1}.xml`]),
      [`rId${sheets.length + 1}`, 'styles', 'styles.xml'],
      [`rId${sheets.length + 2}`, 'sharedStrings', 'sharedStrings.xml'],
    ]),
    'xl/styles.xml':
      '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
      '<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>' +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
      '</styleSheet>',
    ...sheetFiles,
    'xl/sharedStrings.xml': sharedStrings,
  });
}

// ── Video ───────────────────────────────────────────────────────────────────────────────────────

const fromBase64 = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

export const mp4Video = () => fromBase64(SAMPLE_MP4_BASE64);
export const flvVideo = () => fromBase64(SAMPLE_FLV_BASE64);

// ── Table, TIFF, HEIC, e-mail, ZIP ──────────────────────────────────────────────────────────────

const TABLE_ROWS = 240;
const OWNERS = ['Wang Lei', 'Emma Chen', '李娜', 'Zhang Wei', 'Priya Nair'];

/** A register with a header, a quoted field with the delimiter and a quote in it, and Chinese text. */
export function tableDocument(title: string, delimiter: ',' | '\t'): Uint8Array {
  const quote = (text: string) => (delimiter === ',' && /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  const rows = [['No.', 'Item', 'Owner', 'Due date', 'Score']];
  rows.push(['0', `${title}, "master" copy`, '文控中心', '2027-01-01', '100']);
  for (let n = 1; n < TABLE_ROWS; n += 1) {
    rows.push([
      String(n),
      `Gauge ${String(n).padStart(3, '0')}`,
      OWNERS[n % OWNERS.length],
      `2027-${String((n % 12) + 1).padStart(2, '0')}-15`,
      String(60 + ((n * 37) % 41)),
    ]);
  }
  return encoder.encode(`${rows.map((row) => row.map(quote).join(delimiter)).join('\r\n')}\r\n`);
}

/** The rows of the table samples, header included, for the tests. */
export const TABLE_SAMPLE_ROWS = TABLE_ROWS + 1;

/** A TIFF of `pages.length` uncompressed RGB pages (96 x 64), each a gradient of its colour. */
export function tiffDocument(
  pages: [r: number, g: number, b: number][] = [
    [28, 92, 171],
    [224, 120, 32],
  ],
): Uint8Array {
  const width = 96;
  const height = 64;
  const pixels = width * height * 3;
  const ifdSize = 2 + 10 * 12 + 4 + 6; // ten entries, the next-IFD offset, BitsPerSample's three shorts
  const pageSize = ifdSize + pixels;
  const out = new Uint8Array(8 + pages.length * pageSize);
  const view = new DataView(out.buffer);
  out.set([0x49, 0x49, 42, 0]);
  view.setUint32(4, 8, true);
  pages.forEach(([r, g, b], p) => {
    const ifd = 8 + p * pageSize;
    const bits = ifd + 2 + 10 * 12 + 4;
    const data = ifd + ifdSize;
    const entries: [tag: number, type: number, count: number, value: number][] = [
      [256, 3, 1, width],
      [257, 3, 1, height],
      [258, 3, 3, bits],
      [259, 3, 1, 1],
      [262, 3, 1, 2],
      [273, 4, 1, data],
      [277, 3, 1, 3],
      [278, 3, 1, height],
      [279, 4, 1, pixels],
      [284, 3, 1, 1],
    ];
    view.setUint16(ifd, entries.length, true);
    entries.forEach(([tag, type, count, value], i) => {
      const at = ifd + 2 + i * 12;
      view.setUint16(at, tag, true);
      view.setUint16(at + 2, type, true);
      view.setUint32(at + 4, count, true);
      if (type === 3 && count === 1) view.setUint16(at + 8, value, true);
      else view.setUint32(at + 8, value, true);
    });
    view.setUint32(ifd + 2 + entries.length * 12, p + 1 < pages.length ? 8 + (p + 1) * pageSize : 0, true);
    for (let i = 0; i < 3; i += 1) view.setUint16(bits + i * 2, 8, true);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const at = data + (y * width + x) * 3;
        const shade = (x + y) / (width + height);
        out[at] = Math.round(r + (255 - r) * shade);
        out[at + 1] = Math.round(g + (255 - g) * shade);
        out[at + 2] = Math.round(b + (255 - b) * shade);
      }
    }
  });
  return out;
}

/** A 32 x 24 HEIC photo (HEVC, made once with libheif's heif-enc from a gradient with a white square). */
const SAMPLE_HEIC_BASE64 = [
  'AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAa1tZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAAA5waXRt',
  'AAAAAAACAAAAEGlkYXQAAAAAACAAGAAAADhpbG9jAQAAAERAAAIAAQAAAAAAAAHRAAEAAAAAAAAAkQACAAEAAAAAAAAAAQAAAAAAAAAIAAAA',
  'OGlpbmYAAAAAAAIAAAAVaW5mZQIAAAEAAQAAaHZjMQAAAAAVaW5mZQIAAAAAAgAAZ3JpZAAAAADYaXBycAAAALZpcGNvAAAAdmh2Y0MBA3AA',
  'AAAAAAAAAAAe8AD8/fj4AAAPAyAAAQAYQAEMAf//A3AAAAMAkAAAAwAAAwAeugJAIQABACpCAQEDcAAAAwCQAAADAAADAB6gIIEFluqumubg',
  'QEDAgAAAAwCAAAADAIQiAAEABkQBwXPBiQAAABRpc3BlAAAAAAAAAEAAAABAAAAAFGlzcGUAAAAAAAAAIAAAABgAAAAQcGl4aQAAAAADCAgI',
  'AAAAGmlwbWEAAAAAAAAAAgABAoECAAICA4QAAAAaaXJlZgAAAAAAAAAOZGltZwACAAEAAQAAAJltZGF0AAAAjSgBrxMh5h8bmyWw8I/vF85K',
  'XVMDABfXUlGgWDv7WvzbU6WCOGb3LLsljW3sPHUGLbnZXJKaZFa9YWCdQCDBl3RoB/oLXm8OCK0NlTEljbejwjqmj0D+eZLzDYzIx+PZD9wD',
  'yaYU0JP09p/2G6wa2/k+WPdH6P3RSTzggN0xcVjUWf9ApXVrR7hLWPAvgA==',
].join('');

export const heicImage = () => fromBase64(SAMPLE_HEIC_BASE64);

/** Words of the e-mail sample: its subject, and a line of its (HTML) body. */
export const EML_SAMPLE = {
  subject: 'Audit findings',
  bodyLine: 'Please review the attached checklist before Friday.',
  attachment: 'checklist.txt',
} as const;

const base64Lines = (bytes: Uint8Array) => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return (btoa(binary).match(/.{1,76}/g) ?? []).join('\r\n');
};

/** An e-mail: plain and HTML alternatives (the HTML carries a script and an event handler) and a text attachment. */
export function emlDocument(title: string): Uint8Array {
  const html =
    `<html><body><h1>${title}</h1><p class="mail-line">${EML_SAMPLE.bodyLine}</p><p>本邮件为演示数据。</p>` +
    '<script>window.__dmsMailScriptRan = true;</script>' +
    '<img src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7" onerror="window.__dmsMailScriptRan = true" onload="window.__dmsMailScriptRan = true" alt="">' +
    '</body></html>';
  const attachment = encoder.encode('Audit checklist\n1. Document control\n2. Calibration records\n3. Training records\n');
  const subject = `=?UTF-8?B?${btoa(String.fromCharCode(...encoder.encode(`${EML_SAMPLE.subject} 审核发现`)))}?=`;
  return encoder.encode(
    [
      'From: Wang Lei <wang.lei@dms.example.com>',
      'To: Quality Team <quality@dms.example.com>',
      'Cc: Emma Chen <emma.chen@dms.example.com>',
      `Subject: ${subject}`,
      'Date: Thu, 15 Jan 2026 09:30:00 +0800',
      'Message-ID: <audit-findings@dms.example.com>',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="mixed"',
      '',
      '--mixed',
      'Content-Type: multipart/alternative; boundary="alt"',
      '',
      '--alt',
      'Content-Type: text/plain; charset=utf-8',
      '',
      `${title}\r\n${EML_SAMPLE.bodyLine}`,
      '--alt',
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      base64Lines(encoder.encode(html)),
      '--alt--',
      '--mixed',
      `Content-Type: text/plain; charset=utf-8; name="${EML_SAMPLE.attachment}"`,
      `Content-Disposition: attachment; filename="${EML_SAMPLE.attachment}"`,
      'Content-Transfer-Encoding: base64',
      '',
      base64Lines(attachment),
      '--mixed--',
      '',
    ].join('\r\n'),
  );
}

/** Entries of the ZIP sample: a text file that opens inside, a CSV, an image (given by the caller), a folder. */
export const ZIP_SAMPLE = {
  text: 'README.txt',
  table: 'data/register.csv',
  image: 'images/site-plan.png',
  textLine: 'Contents of this archive',
} as const;

/** The entries' time, a local wall-clock reading as ZIP stores it: the same in every zone. */
const ZIP_ENTRY_TIME = () => new Date(2026, 0, 15, 9, 30);

export function zipArchive(title: string, image: Uint8Array): Uint8Array {
  const mtime = ZIP_ENTRY_TIME();
  const readme = `${ZIP_SAMPLE.textLine}: ${title}\n\n- ${ZIP_SAMPLE.table}: the register\n- ${ZIP_SAMPLE.image}: the site plan\n`;
  return zipSync(
    {
      [ZIP_SAMPLE.text]: [strToU8(readme), { mtime }],
      data: { 'register.csv': [tableDocument(title, ','), { mtime }] },
      images: { 'site-plan.png': [image, { mtime, level: 0 }] },
    },
    { level: 6, mtime },
  );
}
