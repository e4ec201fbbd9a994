import { describe, expect, it } from 'vitest';
import { planDownload, zipNameFor } from './download-plan';

const MB = 1024 * 1024;

describe('planDownload (spec §5)', () => {
  it('one file goes as it is', () => {
    expect(planDownload([{ totalSize: 50 * MB }])).toEqual({ mode: 'single', totalBytes: 50 * MB });
  });

  it('several files under 2 MB together go as one zip, else one by one', () => {
    expect(planDownload([{ totalSize: MB }, { totalSize: MB - 1 }]).mode).toBe('zip');
    expect(planDownload([{ totalSize: MB }, { totalSize: MB }]).mode).toBe('oneByOne');
  });

  it('reads a size ending in MB as megabytes and any other as bytes when the bytes are unknown', () => {
    const unknown = Number.NaN;
    expect(
      planDownload([
        { totalSize: unknown, fileSize: '1.5MB' },
        { totalSize: unknown, fileSize: '0.4 MB' },
      ]).mode,
    ).toBe('zip');
    expect(
      planDownload([
        { totalSize: unknown, fileSize: '1.5MB' },
        { totalSize: unknown, fileSize: '0.6MB' },
      ]).mode,
    ).toBe('oneByOne');
    expect(
      planDownload([
        { totalSize: unknown, fileSize: '1900000' },
        { totalSize: unknown, fileSize: '200000' },
      ]).mode,
    ).toBe('oneByOne');
  });
});

describe('zipNameFor', () => {
  it('names the zip after the folder and the day, without characters a file system refuses', () => {
    expect(zipNameFor('R&D: a/b', new Date(2026, 0, 5))).toBe('R&D_ a_b 2026-01-05.zip');
    expect(zipNameFor('', new Date(2026, 10, 30))).toBe('files 2026-11-30.zip');
  });
});
