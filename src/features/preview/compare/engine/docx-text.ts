/**
 * The paragraphs of a .docx as plain text, read from word/document.xml by a small tolerant scanner (a worker
 * has no DOMParser): each <w:p> is a paragraph; its <w:t> runs are the text, <w:tab/> a tab, <w:br/> and
 * <w:cr/> a line break. Tab stops (<w:tabs>), deleted revisions (<w:delText>) and the fallback copy of
 * alternate content (<mc:Fallback>) are not text on the page and are skipped.
 */
import { decodeEntities, readParts, UnreadableDocumentError } from './xml-text';

const DOCUMENT = 'word/document.xml';
const TAG = /<(\/?)(w:p|w:t|w:tab|w:br|w:cr|w:tabs|mc:Fallback)(?=[\s/>])([^>]*)>/g;

export function docxParagraphs(bytes: Uint8Array): string[] {
  const xml = readParts(bytes, (name) => name === DOCUMENT).get(DOCUMENT);
  if (xml === undefined) throw new UnreadableDocumentError('The package has no word/document.xml');
  return paragraphsOf(xml);
}

export function paragraphsOf(xml: string): string[] {
  const paragraphs: string[] = [];
  // A text box inside a paragraph holds paragraphs of its own.
  const open: string[][] = [];
  TAG.lastIndex = 0;
  for (let match = TAG.exec(xml); match; match = TAG.exec(xml)) {
    const [whole, closing, name, rest] = match;
    const selfClosing = rest.endsWith('/');
    if (closing) {
      if (name === 'w:p' && open.length) paragraphs.push(open.pop()!.join(''));
      continue;
    }
    const text = open.at(-1);
    switch (name) {
      case 'w:p':
        if (selfClosing) paragraphs.push('');
        else open.push([]);
        break;
      case 'w:t': {
        if (selfClosing) break;
        const start = match.index + whole.length;
        const end = xml.indexOf('</w:t>', start);
        if (end < 0) break;
        text?.push(decodeEntities(xml.slice(start, end)));
        TAG.lastIndex = end + 6;
        break;
      }
      case 'w:tab':
        text?.push('\t');
        break;
      case 'w:br':
      case 'w:cr':
        text?.push('\n');
        break;
      default: {
        // <w:tabs> and <mc:Fallback>: skip to the matching close.
        if (selfClosing) break;
        const end = xml.indexOf(`</${name}>`, TAG.lastIndex);
        if (end >= 0) TAG.lastIndex = end + name.length + 3;
      }
    }
  }
  return paragraphs;
}
