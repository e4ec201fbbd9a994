import { describe, expect, it } from 'vitest';
import { folderPathsOf, newVersionRefusal, planFile, planRefusals, plannedPath, uploadModeFor } from './upload-plan';

const MB = 1024 * 1024;
function sized(name: string, size: number) {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('upload plan', () => {
  it('one file is a large upload (500 MB), several a bulk one (10 files of 0K–50M)', () => {
    expect(uploadModeFor(1)).toBe('large');
    expect(uploadModeFor(2)).toBe('bulk');
    const lone = planFile(sized('big.zip', 400 * MB));
    expect(planRefusals([lone]).size).toBe(0);
    const pair = [planFile(sized('big.zip', 60 * MB)), planFile(sized('ok.txt', 3))];
    expect([...planRefusals(pair).values()]).toEqual(['upload:refuse.bulkTooLarge']);
    expect([...planRefusals([planFile(sized('huge.iso', 501 * MB))]).values()]).toEqual(['upload:refuse.tooLarge']);
    expect([...planRefusals([planFile(sized('empty.txt', 0))]).values()]).toEqual(['upload:refuse.empty']);
  });

  it('refuses the files past the tenth and a second file of the same path', () => {
    const files = Array.from({ length: 12 }, (_, i) => planFile(sized(`f${i}.txt`, 1)));
    const refusals = planRefusals(files);
    expect(refusals.size).toBe(2);
    expect(refusals.get(files[10].key)).toBe('upload:refuse.tooManyFiles');
    const twins = [planFile(sized('A.txt', 1), ['Sub']), planFile(sized('a.TXT', 1), ['sub']), planFile(sized('a.txt', 1))];
    expect([...planRefusals(twins).entries()]).toEqual([[twins[1].key, 'upload:refuse.duplicate']]);
    expect(plannedPath(twins[0])).toBe('Sub/A.txt');
  });

  it('a new version has the same type and the large upload sizes', () => {
    expect(newVersionRefusal(sized('report.DOCX', 10), '.docx')).toBeNull();
    expect(newVersionRefusal(sized('report.pdf', 10), '.docx')).toBe('upload:refuse.wrongFormat');
    expect(newVersionRefusal(sized('report.docx', 0), '.docx')).toBe('upload:refuse.empty');
  });

  it('lists every folder of a drop once, parents first, empty ones included', () => {
    const files = [planFile(sized('a', 1), ['A', 'B']), planFile(sized('b', 1), ['A']), planFile(sized('c', 1))];
    expect(folderPathsOf(files, [['A', 'E']])).toEqual([['A'], ['A', 'B'], ['A', 'E']]);
  });
});
