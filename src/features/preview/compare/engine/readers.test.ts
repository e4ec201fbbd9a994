import { describe, expect, it } from 'vitest';
import { zipSync, strToU8 } from 'fflate';
import { paragraphsOf } from './docx-text';
import { sheetRows, xlsxSheets } from './xlsx-sheets';
import { tokenize, wordSegments } from './word-diff';

describe('paragraphsOf (word/document.xml)', () => {
  it('reads text, tabs, breaks, entities, empty paragraphs and text boxes; skips tab stops, deletions and fallbacks', () => {
    const xml =
      '<w:body><w:p><w:pPr><w:tabs><w:tab w:val="left" w:pos="720"/></w:tabs></w:pPr><w:r><w:t>A&amp;B</w:t><w:tab/><w:t xml:space="preserve"> &#x4E2D;&#25991;</w:t></w:r></w:p>' +
      '<w:p/><w:p><w:r><w:t>one</w:t><w:br/><w:t>two</w:t></w:r><w:del><w:r><w:delText>gone</w:delText></w:r></w:del></w:p>' +
      '<w:p><w:r><mc:AlternateContent><mc:Choice><w:txbxContent><w:p><w:r><w:t>boxed</w:t></w:r></w:p></w:txbxContent></mc:Choice>' +
      '<mc:Fallback><w:txbxContent><w:p><w:r><w:t>boxed</w:t></w:r></w:p></w:txbxContent></mc:Fallback></mc:AlternateContent><w:t>outer</w:t></w:r></w:p></w:body>';
    expect(paragraphsOf(xml)).toEqual(['A&B\t 中文', '', 'one\ntwo', 'boxed', 'outer']);
  });
});

describe('xlsx sheets', () => {
  it('reads inline strings, booleans, formulas, dates and sparse rows', () => {
    const rows = sheetRows(
      '<sheetData><row r="2"><c r="A2" t="inlineStr"><is><t>inline</t></is></c><c r="C2" t="b"><v>1</v></c></row>' +
        '<row r="4"><c r="B4" s="1"><v>45292</v></c><c r="C4"><f>1+1</f><v>2</v></c><c r="D4" t="str"><f>A1</f><v>a &lt; b</v></c></row></sheetData>',
      [],
      new Set([1]),
    );
    expect(rows).toEqual([[], ['inline', '', 'TRUE'], [], ['', '2024-01-01', '2', 'a < b']]);
  });

  it('finds the sheets through the workbook relationships and the shared strings with their runs', () => {
    const xml = (text: string) => strToU8(text);
    const bytes = zipSync({
      'xl/workbook.xml': xml('<workbook><sheets><sheet name="R&amp;D" sheetId="1" r:id="rId7"/></sheets></workbook>'),
      'xl/_rels/workbook.xml.rels': xml('<Relationships><Relationship Id="rId7" Target="/xl/worksheets/data.xml"/></Relationships>'),
      'xl/sharedStrings.xml': xml('<sst><si><r><t>Hello </t></r><r><t>world</t></r><rPh><t>ignored</t></rPh></si></sst>'),
      'xl/styles.xml': xml(
        '<styleSheet><numFmts><numFmt numFmtId="164" formatCode="yyyy/mm/dd"/></numFmts><cellXfs><xf numFmtId="0"/><xf numFmtId="164"/></cellXfs></styleSheet>',
      ),
      'xl/worksheets/data.xml': xml(
        '<sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" s="1"><v>45292.5</v></c></row></sheetData>',
      ),
    });
    expect(xlsxSheets(bytes)).toEqual([{ name: 'R&D', rows: [['Hello world', '2024-01-01 12:00:00']] }]);
  });
});

describe('word segments', () => {
  it('joins back into both texts', () => {
    const before = 'The quick brown fox, 2024-01-01; 第一章';
    const after = 'A slow brown dog, 2025-01-01; 第二章!';
    const segments = wordSegments(before, after);
    expect(
      segments
        .filter((s) => s.op !== 'insert')
        .map((s) => s.text)
        .join(''),
    ).toBe(before);
    expect(
      segments
        .filter((s) => s.op !== 'delete')
        .map((s) => s.text)
        .join(''),
    ).toBe(after);
  });

  it('keeps a changed phrase as one deletion and one insertion', () => {
    expect(wordSegments('see the quick fox', 'see a slow fox')).toEqual([
      { op: 'equal', text: 'see ' },
      { op: 'delete', text: 'the quick' },
      { op: 'insert', text: 'a slow' },
      { op: 'equal', text: ' fox' },
    ]);
  });

  it('splits words, spaces, punctuation and single ideographs', () => {
    expect(tokenize('Hi, 文档 v2!')).toEqual(['Hi', ',', ' ', '文', '档', ' ', 'v2', '!']);
  });
});
