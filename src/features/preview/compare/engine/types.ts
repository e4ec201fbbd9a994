/**
 * What comparing two versions of a document produces, whatever its format: sections (a sheet, a page, or the
 * whole text) of aligned blocks (a line, a paragraph, a row), each equal, inserted, deleted or changed. A
 * changed block carries its word-level differences (text) or its cells (a sheet's row).
 */
import type { CompareKind } from '@/lib/file-types';

export type { CompareKind };

export type SegmentOp = 'equal' | 'insert' | 'delete';

/** A run of words within a changed block. */
export interface Segment {
  op: SegmentOp;
  text: string;
}

/** A cell of a changed row: `before` absent when the cell is new, `after` absent when it was emptied. */
export interface CellDiff {
  /** Zero-based column. */
  column: number;
  before?: string;
  after?: string;
  changed: boolean;
}

export interface DiffBlock {
  op: 'equal' | 'insert' | 'delete' | 'change';
  /** The block's text in the older version (absent for an insert). */
  before?: string;
  /** The block's text in the newer version (absent for a delete). */
  after?: string;
  /** For a changed text block: the words, in order, each kept, inserted or deleted. */
  words?: Segment[];
  /** For a sheet's row (every op): its cells, side by side. */
  cells?: CellDiff[];
  /** One-based line, paragraph or row number in the older and newer version, where the block exists there. */
  beforeNumber?: number;
  afterNumber?: number;
  /** Zero-based index among the result's changes (every block that is not equal has one), for next/previous. */
  change?: number;
}

export interface DiffSection {
  /** A sheet's name, or the page number for a PDF (as text); empty for a text, Markdown or docx file. */
  title: string;
  /** The section exists only in the newer (`added`) or the older (`removed`) version. */
  presence?: 'both' | 'added' | 'removed';
  /** For a PDF: the one-based page number in each version, to render the pages' pixel overlay. */
  pages?: { before?: number; after?: number };
  blocks: DiffBlock[];
}

export interface CompareResult {
  kind: CompareKind;
  sections: DiffSection[];
  /** How many changes (blocks that are not equal) in all sections; `change` indexes run 0..changes-1. */
  changes: number;
}

export interface CompareProgress {
  stage: 'reading' | 'comparing';
  /** Units done and in all (pages, sheets or blocks): a determinate bar. */
  done: number;
  total: number;
}

export interface CompareOptions {
  signal?: AbortSignal;
  onProgress?: (progress: CompareProgress) => void;
}
