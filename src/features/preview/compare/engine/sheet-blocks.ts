/**
 * A workbook's comparison: sheets matched by name (one section each, in the newer version's order with
 * removed sheets where they stood), rows aligned by content, and the cells of each row side by side.
 */
import { align } from './align';
import type { CellDiff, DiffBlock, DiffSection } from './types';
import type { SheetRows } from './xlsx-sheets';

/** Cells joined by a character no cell text holds, for aligning rows by content. */
const rowKey = (cells: string[]) => cells.join('\u0000');
const rowText = (cells: string[]) => cells.join('\t');

function cellsOf(before: string[] | undefined, after: string[] | undefined): CellDiff[] {
  const width = Math.max(before?.length ?? 0, after?.length ?? 0);
  const cells: CellDiff[] = [];
  for (let column = 0; column < width; column += 1) {
    const was = before?.[column] || undefined;
    const now = after?.[column] || undefined;
    cells.push({ column, ...(was !== undefined && { before: was }), ...(now !== undefined && { after: now }), changed: was !== now });
  }
  return cells;
}

export function rowBlocks(before: string[][], after: string[][]): DiffBlock[] {
  return align(before.map(rowKey), after.map(rowKey)).map((item): DiffBlock => {
    switch (item.op) {
      case 'equal': {
        const cells = cellsOf(before[item.before], after[item.after]);
        const text = rowText(before[item.before]);
        return { op: 'equal', before: text, after: text, cells, beforeNumber: item.before + 1, afterNumber: item.after + 1 };
      }
      case 'delete':
        return {
          op: 'delete',
          before: rowText(before[item.before]),
          cells: cellsOf(before[item.before], undefined),
          beforeNumber: item.before + 1,
        };
      case 'insert':
        return {
          op: 'insert',
          after: rowText(after[item.after]),
          cells: cellsOf(undefined, after[item.after]),
          afterNumber: item.after + 1,
        };
      case 'change':
        return {
          op: 'change',
          before: rowText(before[item.before]),
          after: rowText(after[item.after]),
          cells: cellsOf(before[item.before], after[item.after]),
          beforeNumber: item.before + 1,
          afterNumber: item.after + 1,
        };
    }
  });
}

/** Pairs of sheets to compare, in section order: by name, the newer version's order first. */
export function matchSheets(before: SheetRows[], after: SheetRows[]): Array<{ before?: SheetRows; after?: SheetRows }> {
  const pairs: Array<{ before?: SheetRows; after?: SheetRows }> = [];
  for (const item of align(
    before.map((s) => s.name),
    after.map((s) => s.name),
  )) {
    // Sheets of different names are different sheets, even where the alignment lines them up.
    if (item.op === 'change') pairs.push({ before: before[item.before] }, { after: after[item.after] });
    else if (item.op === 'equal') pairs.push({ before: before[item.before], after: after[item.after] });
    else if (item.op === 'delete') pairs.push({ before: before[item.before] });
    else pairs.push({ after: after[item.after] });
  }
  // A sheet moved to another place appears above as removed and added: keep it as one, at its new place.
  const moved = new Set(before.map((s) => s.name).filter((name) => after.some((s) => s.name === name)));
  const merged: typeof pairs = [];
  for (const pair of pairs) {
    const name = (pair.before ?? pair.after)!.name;
    if (moved.has(name) && !(pair.before && pair.after)) {
      if (pair.after) merged.push({ before: before.find((s) => s.name === name), after: pair.after });
      continue;
    }
    merged.push(pair);
  }
  return merged;
}

export function sheetSection(pair: { before?: SheetRows; after?: SheetRows }): DiffSection {
  const title = (pair.after ?? pair.before)!.name;
  const presence = pair.before && pair.after ? 'both' : pair.after ? 'added' : 'removed';
  return { title, presence, blocks: rowBlocks(pair.before?.rows ?? [], pair.after?.rows ?? []) };
}
