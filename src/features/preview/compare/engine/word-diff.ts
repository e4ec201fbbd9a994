/**
 * Word-level differences inside one changed block. Words are runs of letters and digits; each Chinese,
 * Japanese or Korean ideograph is a word of its own (those scripts put no spaces between words); spaces and
 * punctuation are tokens too, so the segments join back into the exact texts.
 */
import { diffArrays } from 'diff';
import type { Segment } from './types';

const TOKEN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[\p{L}\p{N}\p{M}_]+|\s+|[^]/gu;
/** Past this many token edits a line is shown as replaced whole: Myers' cost grows with edits times length. */
const MAX_WORD_EDITS = 2_000;

export function tokenize(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

type Op = Segment['op'];

/** The word segments that turn `before` into `after`: kept, deleted and inserted runs in reading order. */
export function wordSegments(before: string, after: string): Segment[] {
  const changes = diffArrays(tokenize(before), tokenize(after), { maxEditLength: MAX_WORD_EDITS });
  if (!changes)
    return compact([
      { op: 'delete', text: before },
      { op: 'insert', text: after },
    ]);
  const runs = changes.map((change) => ({
    op: (change.added ? 'insert' : change.removed ? 'delete' : 'equal') as Op,
    text: change.value.join(''),
  }));
  return mergeAroundSpaces(runs);
}

/**
 * A space kept between two changed words splits one edit into many ("the quick" to "a slow" would read
 * -the +a -quick +slow): such a space joins the edit, which then shows its deleted words, then its inserted.
 */
function mergeAroundSpaces(runs: Segment[]): Segment[] {
  const out: Segment[] = [];
  let deleted = '';
  let inserted = '';
  const flush = () => {
    if (deleted) out.push({ op: 'delete', text: deleted });
    if (inserted) out.push({ op: 'insert', text: inserted });
    deleted = '';
    inserted = '';
  };
  runs.forEach((run, i) => {
    if (run.op === 'delete') deleted += run.text;
    else if (run.op === 'insert') inserted += run.text;
    else if ((deleted || inserted) && /^\s+$/.test(run.text) && runs[i + 1] && runs[i + 1].op !== 'equal') {
      deleted += run.text;
      inserted += run.text;
    } else {
      flush();
      out.push(run);
    }
  });
  flush();
  return out;
}

function compact(segments: Segment[]): Segment[] {
  return segments.filter((segment) => segment.text !== '');
}
