/** Blocks of a text section (lines, paragraphs, a page's lines), with the words of each changed one. */
import { align } from './align';
import type { DiffBlock } from './types';
import { wordSegments } from './word-diff';

/** Called now and then with blocks done and in all; may throw to stop the work. */
export type BlockProgress = (done: number, total: number) => void;

/** How many progress reports a long section makes at most. */
const REPORTS = 20;

export function splitLines(text: string): string[] {
  const lines = text.split(/\r\n|\r|\n/);
  // A final line break ends the last line; it does not start an empty one.
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

export function textBlocks(before: string[], after: string[], progress?: BlockProgress): DiffBlock[] {
  const aligned = align(before, after);
  const every = Math.max(1, Math.ceil(aligned.length / REPORTS));
  return aligned.map((item, index) => {
    if (progress && index % every === 0) progress(index, aligned.length);
    switch (item.op) {
      case 'equal':
        return {
          op: 'equal',
          before: before[item.before],
          after: after[item.after],
          beforeNumber: item.before + 1,
          afterNumber: item.after + 1,
        };
      case 'delete':
        return { op: 'delete', before: before[item.before], beforeNumber: item.before + 1 };
      case 'insert':
        return { op: 'insert', after: after[item.after], afterNumber: item.after + 1 };
      case 'change':
        return {
          op: 'change',
          before: before[item.before],
          after: after[item.after],
          words: wordSegments(before[item.before], after[item.after]),
          beforeNumber: item.before + 1,
          afterNumber: item.after + 1,
        };
    }
  });
}
