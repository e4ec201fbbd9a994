import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiffBlock } from '../engine/types';
import { Deleted, Inserted, Words } from './diff-marks';
import { useFolds } from './use-folds';
import styles from './compare.module.css';

export type CompareLayout = 'sideBySide' | 'inline';

interface TextSectionProps {
  blocks: DiffBlock[];
  layout: CompareLayout;
  current: number;
}

/** A text, Markdown, Word or PDF page's blocks: side by side (older left, newer right) or inline. */
export function TextSection({ blocks, layout, current }: TextSectionProps) {
  const { t } = useTranslation('preview');
  const { pieces, unfold } = useFolds(blocks);
  return (
    <div className={layout === 'inline' ? styles.inline : undefined}>
      {pieces.map((piece) =>
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
