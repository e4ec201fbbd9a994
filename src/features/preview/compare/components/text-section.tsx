import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiffBlock } from '../engine/types';
import { Deleted, Inserted, Words } from './diff-marks';
import styles from './compare.module.css';

export type CompareLayout = 'sideBySide' | 'inline';

/** Unchanged lines kept in view on each side of a change; longer runs are folded. */
const CONTEXT = 3;

interface TextSectionProps {
  blocks: DiffBlock[];
  layout: CompareLayout;
  current: number;
}

export type Piece = { fold: false; block: DiffBlock; index: number } | { fold: true; from: number; to: number };

/** Equal blocks far from every change fold into one button each run, so a long file shows its changes. */
export function pieces(blocks: DiffBlock[], open: Set<number>): Piece[] {
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

/** A text, Markdown, Word or PDF page's blocks: side by side (older left, newer right) or inline. */
export function TextSection({ blocks, layout, current }: TextSectionProps) {
  const { t } = useTranslation('preview');
  const [open, setOpen] = useState<Set<number>>(() => new Set());
  const unfold = (from: number, to: number) =>
    setOpen((previous) => {
      const next = new Set(previous);
      for (let i = from; i <= to; i += 1) next.add(i);
      return next;
    });
  return (
    <div className={layout === 'inline' ? styles.inline : undefined}>
      {pieces(blocks, open).map((piece) =>
        piece.fold ? (
          <button key={`fold-${piece.from}`} type="button" className={styles.fold} onClick={() => unfold(piece.from, piece.to)}>
            {t('compare.unchanged', { count: piece.to - piece.from + 1 })}
          </button>
        ) : (
          <BlockRow key={piece.index} block={piece.block} layout={layout} current={current} />
        ),
      )}
    </div>
  );
}

const ROW_CLASS: Record<DiffBlock['op'], string> = {
  equal: '',
  insert: styles.added,
  delete: styles.removed,
  change: styles.changed,
};

function BlockRow({ block, layout, current }: { block: DiffBlock; layout: CompareLayout; current: number }) {
  const isCurrent = block.change !== undefined && block.change === current;
  const className = [styles.row, ROW_CLASS[block.op], isCurrent ? styles.current : ''].filter(Boolean).join(' ');
  const number = (n?: number) => <span className={styles.number}>{n ?? ''}</span>;
  const before = block.before ?? '';
  const after = block.after ?? '';
  let older: ReactNode = null;
  let newer: ReactNode = null;
  let both: ReactNode = null;
  switch (block.op) {
    case 'equal':
      older = before;
      newer = after || before;
      both = newer;
      break;
    case 'insert':
      newer = <Inserted text={after} />;
      both = newer;
      break;
    case 'delete':
      older = <Deleted text={before} />;
      both = older;
      break;
    case 'change':
      if (block.words?.length) {
        older = <Words words={block.words} side="before" />;
        newer = <Words words={block.words} side="after" />;
        both = <Words words={block.words} side="both" />;
      } else {
        older = <Deleted text={before} />;
        newer = <Inserted text={after} />;
        both = (
          <>
            {older} {newer}
          </>
        );
      }
      break;
  }
  const props = { className, 'data-change': block.change, 'aria-current': isCurrent ? ('location' as const) : undefined };
  if (layout === 'inline') {
    return (
      <div {...props}>
        {number(block.beforeNumber)}
        {number(block.afterNumber)}
        <span className={styles.text}>{both}</span>
      </div>
    );
  }
  return (
    <div {...props}>
      {number(block.beforeNumber)}
      <span className={`${styles.text} ${block.op === 'insert' ? styles.empty : ''}`}>{older}</span>
      {number(block.afterNumber)}
      <span className={`${styles.text} ${block.op === 'delete' ? styles.empty : ''}`}>{newer}</span>
    </div>
  );
}
