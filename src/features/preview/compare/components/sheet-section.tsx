import { useTranslation } from 'react-i18next';
import hidden from '@/components/visually-hidden.module.css';
import type { CellDiff, DiffBlock } from '../engine/types';
import { Deleted, Inserted } from './diff-marks';
import { useFolds } from './use-folds';
import styles from './compare.module.css';

/** 'A', 'B', … 'Z', 'AA' for a zero-based column. */
const columnName = (index: number) => {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
};

const ROW_CLASS: Record<DiffBlock['op'], string> = {
  equal: '',
  insert: styles.added,
  delete: styles.removed,
  change: '',
};

/** A sheet's rows as a table: added and removed rows marked whole, a changed cell as before → after. */
export function SheetSection({ blocks, current, caption }: { blocks: DiffBlock[]; current: number; caption: string }) {
  const { t } = useTranslation('preview');
  const { pieces, unfold } = useFolds(blocks);
  const columns = [...new Set(blocks.flatMap((block) => (block.cells ?? []).map((cell) => cell.column)))].sort((a, b) => a - b);
  return (
    <div className={styles.sheetScroll}>
      <table className={styles.sheet}>
        <caption className={hidden.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('compare.row')}</th>
            {columns.map((column) => (
              <th key={column} scope="col">
                {columnName(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {pieces.map((piece) => {
            if (piece.fold) {
              return (
                <tr key={`fold-${piece.from}`}>
                  <td colSpan={columns.length + 1} style={{ padding: 0 }}>
                    <button type="button" className={styles.fold} onClick={() => unfold(piece.from, piece.to)}>
                      {t('compare.unchangedRows', { count: piece.to - piece.from + 1 })}
                    </button>
                  </td>
                </tr>
              );
            }
            const { block } = piece;
            const isCurrent = block.change !== undefined && block.change === current;
            const cells = new Map((block.cells ?? []).map((cell) => [cell.column, cell]));
            return (
              <tr
                key={piece.index}
                className={[ROW_CLASS[block.op], isCurrent ? styles.current : ''].filter(Boolean).join(' ') || undefined}
                data-change={block.change}
                aria-current={isCurrent ? 'location' : undefined}
              >
                <th scope="row">
                  {rowNumber(block)}
                  {block.op === 'insert' || block.op === 'delete' ? (
                    <span
                      className={hidden.visuallyHidden}
                    >{` ${t(block.op === 'insert' ? 'compare.rowInserted' : 'compare.rowDeleted')}`}</span>
                  ) : null}
                </th>
                {columns.map((column) => (
                  <td key={column}>
                    <CellValue op={block.op} cell={cells.get(column)} />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function rowNumber(block: DiffBlock) {
  const { beforeNumber: before, afterNumber: after } = block;
  if (before !== undefined && after !== undefined && before !== after) return `${before} → ${after}`;
  return String(after ?? before ?? '');
}

function CellValue({ op, cell }: { op: DiffBlock['op']; cell?: CellDiff }) {
  if (!cell) return null;
  if (op === 'insert') return cell.after ? <Inserted text={cell.after} /> : null;
  if (op === 'delete') return cell.before ? <Deleted text={cell.before} /> : null;
  if (!cell.changed) return <>{cell.after ?? cell.before ?? ''}</>;
  return (
    <>
      {cell.before ? <Deleted text={cell.before} /> : null}
      {cell.before && cell.after ? (
        <span className={styles.arrow} aria-hidden>
          →
        </span>
      ) : null}
      {cell.after ? <Inserted text={cell.after} /> : null}
    </>
  );
}
