/**
 * The result crosses from the worker to the page by structured clone, which the page decodes on its main
 * thread: an equal block's (and its cells') newer text is the older one, so it is left out on the way and
 * put back on arrival, halving what the page decodes for a long, mostly unchanged document.
 */
import type { CompareResult } from './types';

/** In the worker: drops the copies (the result is not used there afterwards). */
export function packResult(result: CompareResult): CompareResult {
  for (const section of result.sections) {
    for (const block of section.blocks) {
      if (block.op !== 'equal') continue;
      delete block.after;
      for (const cell of block.cells ?? []) delete cell.after;
    }
  }
  return result;
}

/** In the page: restores them. */
export function unpackResult(result: CompareResult): CompareResult {
  for (const section of result.sections) {
    for (const block of section.blocks) {
      if (block.op !== 'equal') continue;
      block.after = block.before;
      for (const cell of block.cells ?? []) if (cell.before !== undefined) cell.after = cell.before;
    }
  }
  return result;
}
