import { describe, expect, it } from 'vitest';
import { carriesFiles, entriesOf, readDrop } from './drop-entries';
import { plannedPath } from './upload-plan';

const fileEntry = (name: string) => ({
  name,
  isFile: true,
  isDirectory: false,
  file: (ok: (f: File) => void) => ok(new File([name], name)),
});
/** A directory whose reader answers in batches of two, as browsers do for large folders (100 at a time). */
function dirEntry(name: string, children: unknown[]) {
  return {
    name,
    isFile: false,
    isDirectory: true,
    createReader: () => {
      let at = 0;
      return {
        readEntries: (ok: (e: unknown[]) => void) => {
          ok(children.slice(at, at + 2));
          at += 2;
        },
      };
    },
  };
}

describe('reading a drop', () => {
  it('walks directories (every batch), keeping the folders of each file, and reports empty folders', async () => {
    const tree = dirEntry('Top', [fileEntry('z.txt'), fileEntry('a.txt'), dirEntry('Sub', [fileEntry('b.txt')]), dirEntry('Empty', [])]);
    const transfer = {
      types: ['Files'],
      items: [
        { kind: 'file', webkitGetAsEntry: () => tree, getAsFile: () => null },
        { kind: 'file', webkitGetAsEntry: () => fileEntry('loose.txt'), getAsFile: () => null },
        { kind: 'string', webkitGetAsEntry: () => null, getAsFile: () => null },
      ],
      files: [],
    } as unknown as DataTransfer;
    expect(carriesFiles(transfer)).toBe(true);
    const { files, emptyFolders } = await readDrop(entriesOf(transfer));
    expect(files.map(plannedPath)).toEqual(['Top/Sub/b.txt', 'Top/a.txt', 'Top/z.txt', 'loose.txt']);
    expect(emptyFolders).toEqual([['Top', 'Empty']]);
  });

  it('falls back to the flat file list without entries', async () => {
    const file = new File(['x'], 'flat.txt');
    const transfer = { types: ['Files'], items: undefined, files: [file] } as unknown as DataTransfer;
    const { files } = await readDrop(entriesOf(transfer));
    expect(files.map(plannedPath)).toEqual(['flat.txt']);
    expect(carriesFiles({ types: ['text/plain'] } as unknown as DataTransfer)).toBe(false);
  });
});
