import { useMemo, useState } from 'react';
import type { DiffBlock } from '../engine/types';

/** Unchanged lines kept in view on each side of a change; longer runs are folded. */
const CONTEXT = 3;

export type Piece = { fold: false; block: DiffBlock; index: number } | { fold: true; from: number; to: number };

/** Equal blocks far from every change fold into one button each run, so a long file shows its changes. */
function piecesOf(blocks: DiffBlock[], open: ReadonlySet<number>): Piece[] {
  const near = new Array<boolean>(blocks.length).fill(false);
  blocks.forEach((block, i) => {
    if (block.op === 'equal') return;
    for (let j = Math.max(0, i - CONTEXT); j <= Math.min(blocks.length - 1, i + CONTEXT); j += 1) near[j] = true;
  });
  const out: Piece[] = [];
  for (let i = 0; i < blocks.length;) {
    if (near[i] || open.has(i)) {
      out.push({ fold: false, block: blocks[i], index: i });
      i += 1;
      continue;
    }
    let end = i;
    while (end + 1 < blocks.length && !near[end + 1]) end += 1;
    // A fold of one line hides nothing worth a button.
    if (end === i) out.push({ fold: false, block: blocks[i], index: i });
    else out.push({ fold: true, from: i, to: end });
    i = end + 1;
  }
  return out;
}

/** A section's pieces, and the callback that unfolds a run of unchanged blocks for good. */
export function useFolds(blocks: DiffBlock[]) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const pieces = useMemo(() => piecesOf(blocks, open), [blocks, open]);
  const unfold = (from: number, to: number) =>
    setOpen((previous) => {
      const next = new Set(previous);
      for (let i = from; i <= to; i += 1) next.add(i);
      return next;
    });
  return { pieces, unfold };
}
