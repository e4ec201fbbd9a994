import { describe, expect, it } from 'vitest';
import { bulkRefusal, formatBytes, parseTotalSize, refusalFor, shouldZip, UPLOAD_LIMITS } from './upload-rules';

const MB = 1024 * 1024;
const file = (size: number, name = 'a.pdf') => ({ name, size });

describe('file names an upload cannot carry intact', () => {
  it('refuses a double quote, a backslash, CR, LF and other control characters, in every mode', () => {
    for (const name of ['"><b>x.txt', 'a\r\nb.txt', 'a\\b.txt', 'tab\there.txt', 'bell\u0007.txt', 'del\u007f.txt']) {
      for (const mode of ['simple', 'large', 'bulk'] as const)
        expect(refusalFor(file(10, name), mode)).toBe('upload:refuse.unsendableName');
    }
  });

  it('lets every other character through: quotes of other kinds, slashes in names of other scripts, emoji', () => {
    for (const name of ["it's.txt", '“quoted”.txt', 'a/b.txt', '报告 (1).pdf', 'ok 😀.txt', '<b>x.txt']) {
      expect(refusalFor(file(10, name), 'large')).toBeNull();
    }
  });
});

describe('file names that show nothing', () => {
  it('refuses a name with nothing visible before its extension, or nothing visible at all, in every mode', () => {
    for (const name of ['\u200B.pdf', ' \u2060\uFEFF.txt', '\u200B', '\u202E\u200D.docx', '\u3164.png']) {
      for (const mode of ['simple', 'large', 'bulk'] as const) expect(refusalFor(file(10, name), mode)).toBe('upload:refuse.invisibleName');
    }
  });

  it('keeps a name that is only an extension, and a visible name with invisible characters in it', () => {
    for (const name of ['.env', 'a\u200B.pdf', '\u200Bb.pdf', '报告\u202E.txt']) expect(refusalFor(file(10, name), 'large')).toBeNull();
  });
});

describe('upload size rules', () => {
  it('refuses an empty file in every mode', () => {
    for (const mode of ['simple', 'large', 'bulk', 'excel'] as const) {
      expect(refusalFor(file(0, 'a.xlsx'), mode)).toBe('upload:refuse.empty');
    }
  });

  it('the simple interface takes up to 5M', () => {
    expect(refusalFor(file(5 * MB), 'simple')).toBeNull();
    expect(refusalFor(file(5 * MB + 1), 'simple')).toBe('upload:refuse.simpleTooLarge');
  });

  it('a large upload takes up to 500MB', () => {
    expect(refusalFor(file(500 * MB), 'large')).toBeNull();
    expect(refusalFor(file(500 * MB + 1), 'large')).toBe('upload:refuse.tooLarge');
  });

  it('bulk: each file 0K-50M, at most 10 files', () => {
    expect(refusalFor(file(50 * MB), 'bulk')).toBeNull();
    expect(refusalFor(file(50 * MB + 1), 'bulk')).toBe('upload:refuse.bulkTooLarge');
    expect(bulkRefusal(Array.from({ length: UPLOAD_LIMITS.bulkMaxFiles }, () => file(1)))).toBeNull();
    expect(bulkRefusal(Array.from({ length: 11 }, () => file(1)))).toBe('upload:refuse.tooManyFiles');
  });

  it('the Excel-only upload refuses other formats', () => {
    expect(refusalFor(file(10, 'list.xlsx'), 'excel')).toBeNull();
    expect(refusalFor(file(10, 'LIST.XLS'), 'excel')).toBeNull();
    expect(refusalFor(file(10, 'list.csv'), 'excel')).toBe('upload:refuse.wrongFormat');
  });
});

describe('download zip threshold', () => {
  it('reads sizes ending in MB as megabytes and anything else as bytes', () => {
    expect(parseTotalSize('1.5MB')).toBe(1.5 * MB);
    expect(parseTotalSize('2048')).toBe(2048);
    expect(parseTotalSize('12KB')).toBe(12);
    expect(parseTotalSize(700)).toBe(700);
    expect(parseTotalSize('n/a')).toBe(0);
  });

  it('zips several files only when their total is under 2 MB', () => {
    expect(shouldZip(['1MB', '0.99MB'])).toBe(true);
    expect(shouldZip(['1MB', '1MB'])).toBe(false);
    expect(shouldZip(['1048576', '1048575'])).toBe(true);
    expect(shouldZip(['0.5MB'])).toBe(false);
  });

  it('formats sizes for people', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(3 * MB)).toBe('3.0 MB');
  });
});
