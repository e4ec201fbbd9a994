/**
 * Aligns two sequences of items (lines, paragraphs, rows, pages, sheet names) by content: which are kept,
 * deleted and inserted, with a deleted item followed by an inserted one paired as a change.
 *
 * Long sequences are first cut at anchors, items that occur once in each and in the same order (patience
 * diff), and the stretches between anchors go to jsdiff's Myers diff: its cost grows with the length times
 * the number of edits, which is large for a long file changed in many places but small per stretch.
 */
import { diffArrays } from 'diff';

export type Aligned =
  | { op: 'equal'; before: number; after: number }
  | { op: 'change'; before: number; after: number }
  | { op: 'delete'; before: number }
  | { op: 'insert'; after: number };

/** Stretches up to this long go straight to Myers. */
const MYERS_LENGTH = 2_000;
/** Past this many edits a stretch is compared position by position. */
const MAX_EDITS = 2_000;

type Step = { op: 'equal'; before: number; after: number } | { op: 'delete'; before: number } | { op: 'insert'; after: number };

/** Items become small integers first: comparing numbers is cheaper than comparing long strings. */
function intern(before: string[], after: string[]): [Int32Array, Int32Array] {
  const ids = new Map<string, number>();
  const idsOf = (items: string[]) =>
    Int32Array.from(items, (item) => {
      let id = ids.get(item);
      if (id === undefined) {
        id = ids.size;
        ids.set(item, id);
      }
      return id;
    });
  return [idsOf(before), idsOf(after)];
}

export function align(before: string[], after: string[]): Aligned[] {
  const [a, b] = intern(before, after);
  const steps: Step[] = [];
  alignRange(a, b, 0, a.length, 0, b.length, steps);
  return pairChanges(steps);
}

function alignRange(a: Int32Array, b: Int32Array, aStart: number, aEnd: number, bStart: number, bEnd: number, out: Step[]): void {
  // A shared head and tail cost nothing to find.
  let head = 0;
  while (aStart + head < aEnd && bStart + head < bEnd && a[aStart + head] === b[bStart + head]) head += 1;
  let tail = 0;
  while (aEnd - tail > aStart + head && bEnd - tail > bStart + head && a[aEnd - 1 - tail] === b[bEnd - 1 - tail]) tail += 1;
  for (let k = 0; k < head; k += 1) out.push({ op: 'equal', before: aStart + k, after: bStart + k });
  const [i0, i1, j0, j1] = [aStart + head, aEnd - tail, bStart + head, bEnd - tail];

  if (i0 === i1 || j0 === j1) {
    for (let i = i0; i < i1; i += 1) out.push({ op: 'delete', before: i });
    for (let j = j0; j < j1; j += 1) out.push({ op: 'insert', after: j });
  } else {
    const anchors = i1 - i0 + (j1 - j0) > MYERS_LENGTH ? uniqueAnchors(a, b, i0, i1, j0, j1) : [];
    if (anchors.length) {
      let i = i0;
      let j = j0;
      for (const [ai, bj] of anchors) {
        alignRange(a, b, i, ai, j, bj, out);
        out.push({ op: 'equal', before: ai, after: bj });
        i = ai + 1;
        j = bj + 1;
      }
      alignRange(a, b, i, i1, j, j1, out);
    } else {
      myers(a, b, i0, i1, j0, j1, out);
    }
  }
  for (let k = 0; k < tail; k += 1) out.push({ op: 'equal', before: i1 + k, after: j1 + k });
}

/** At least how many edits turn a[i0, i1) into b[j0, j1): the items of each that the other lacks. */
function fewestEdits(a: Int32Array, b: Int32Array, i0: number, i1: number, j0: number, j1: number): number {
  const counts = new Map<number, number>();
  for (let j = j0; j < j1; j += 1) counts.set(b[j], (counts.get(b[j]) ?? 0) + 1);
  let unmatched = 0;
  for (let i = i0; i < i1; i += 1) {
    const left = counts.get(a[i]) ?? 0;
    if (left > 0) counts.set(a[i], left - 1);
    else unmatched += 1;
  }
  const matched = i1 - i0 - unmatched;
  return unmatched + (j1 - j0 - matched);
}

function myers(a: Int32Array, b: Int32Array, i0: number, i1: number, j0: number, j1: number, out: Step[]): void {
  const changes =
    fewestEdits(a, b, i0, i1, j0, j1) > MAX_EDITS
      ? undefined
      : diffArrays(Array.from(a.subarray(i0, i1)), Array.from(b.subarray(j0, j1)), { maxEditLength: MAX_EDITS });
  let i = i0;
  let j = j0;
  if (!changes) {
    // Too different to align: position by position, equal where the items are.
    for (; i < i1 && j < j1; i += 1, j += 1) {
      if (a[i] === b[j]) out.push({ op: 'equal', before: i, after: j });
      else out.push({ op: 'delete', before: i }, { op: 'insert', after: j });
    }
    for (; i < i1; i += 1) out.push({ op: 'delete', before: i });
    for (; j < j1; j += 1) out.push({ op: 'insert', after: j });
    return;
  }
  for (const change of changes) {
    for (let k = 0; k < change.count; k += 1) {
      if (change.removed) out.push({ op: 'delete', before: i++ });
      else if (change.added) out.push({ op: 'insert', after: j++ });
      else out.push({ op: 'equal', before: i++, after: j++ });
    }
  }
}

/** Items found exactly once in each range, kept where their order agrees (the longest increasing run). */
function uniqueAnchors(a: Int32Array, b: Int32Array, i0: number, i1: number, j0: number, j1: number): Array<[number, number]> {
  const seen = new Map<number, { inA: number; inB: number; i: number; j: number }>();
  for (let i = i0; i < i1; i += 1) {
    const entry = seen.get(a[i]);
    if (entry) entry.inA += 1;
    else seen.set(a[i], { inA: 1, inB: 0, i, j: -1 });
  }
  for (let j = j0; j < j1; j += 1) {
    const entry = seen.get(b[j]);
    if (!entry) continue;
    entry.inB += 1;
    entry.j = j;
  }
  const pairs: Array<[number, number]> = [];
  for (const entry of seen.values()) if (entry.inA === 1 && entry.inB === 1) pairs.push([entry.i, entry.j]);
  pairs.sort((x, y) => x[0] - y[0]);
  return longestIncreasing(pairs);
}

/** The longest run of pairs whose second members increase (patience sorting, n log n). */
function longestIncreasing(pairs: Array<[number, number]>): Array<[number, number]> {
  const tops: number[] = [];
  const previous = new Int32Array(pairs.length);
  pairs.forEach(([, j], index) => {
    let low = 0;
    let high = tops.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (pairs[tops[mid]][1] < j) low = mid + 1;
      else high = mid;
    }
    previous[index] = low > 0 ? tops[low - 1] : -1;
    tops[low] = index;
  });
  const run: Array<[number, number]> = [];
  for (let index = tops.length ? tops[tops.length - 1] : -1; index >= 0; index = previous[index]) run.push(pairs[index]);
  return run.reverse();
}

/** Within each stretch between kept items, deleted items pair with inserted ones in order as changes. */
function pairChanges(steps: Step[]): Aligned[] {
  const out: Aligned[] = [];
  const deleted: number[] = [];
  const inserted: number[] = [];
  const flush = () => {
    const paired = Math.min(deleted.length, inserted.length);
    for (let k = 0; k < paired; k += 1) out.push({ op: 'change', before: deleted[k], after: inserted[k] });
    for (let k = paired; k < deleted.length; k += 1) out.push({ op: 'delete', before: deleted[k] });
    for (let k = paired; k < inserted.length; k += 1) out.push({ op: 'insert', after: inserted[k] });
    deleted.length = 0;
    inserted.length = 0;
  };
  for (const step of steps) {
    if (step.op === 'delete') deleted.push(step.before);
    else if (step.op === 'insert') inserted.push(step.after);
    else {
      flush();
      out.push(step);
    }
  }
  flush();
  return out;
}
