import Papa from 'papaparse';
import { extensionOf } from '@/lib/extension';

/** Rows of a CSV or TSV text: a TSV splits on tabs, a CSV on the delimiter papaparse detects (',' ';' tab). */
export function parseTable(text: string, fileName: string): string[][] {
  const result = Papa.parse<string[]>(text, {
    delimiter: extensionOf(fileName) === 'tsv' ? '\t' : '',
    skipEmptyLines: 'greedy',
  });
  return result.data;
}
