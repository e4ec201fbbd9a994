import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ICON_TYPES,
  PREVIEW_ADDRESS_KEY,
  extensionOf,
  formatFileSize,
  iconType,
  openPreview,
  previewKind,
  previewRoute,
} from './file-types';
import { readHistory } from './recent-history';

afterEach(() => sessionStorage.clear());

describe('extensionOf', () => {
  it.each([
    ['.docx', 'docx'],
    ['DOCX', 'docx'],
    ['Plan v2.final.PDF', 'pdf'],
    ['README', ''],
    ['archive.', ''],
    ['', ''],
    [null, ''],
  ])('%s -> %s', (input, expected) => {
    expect(extensionOf(input)).toBe(expected);
  });
});

describe('icons (§9)', () => {
  it('gives every listed type its own icon type, folders the folder icon, anything else the default', () => {
    for (const type of ICON_TYPES) expect(iconType({ dataType: 1, fileType: `.${type}` })).toBe(type);
    expect(iconType({ dataType: 0, fileName: 'Drawings.pdf' })).toBe('folder');
    expect(iconType({ dataType: 1, fileType: '.heic' })).toBe('default');
    expect(iconType({ dataType: 1, fileName: 'Scan.JPG' })).toBe('jpg');
  });
});

describe('opening a file (§2, §5)', () => {
  it('sends previewable types to /pdf and video types to /video with the file name', () => {
    for (const ext of ['pdf', 'doc', 'docx', 'ppt', 'pptx', 'xls', 'xlsx', 'txt', 'jpg', 'png', 'md']) {
      expect(previewKind({ fileType: `.${ext}` })).toBe('document');
    }
    for (const ext of ['mp4', 'mpeg', 'avi', 'asf', 'mov', '3gp', 'wmv', 'divx', 'xvid', 'rm', 'rmvb', 'flv', 'f4v']) {
      expect(previewKind({ fileType: `.${ext}` })).toBe('video');
    }
    expect(previewRoute({ fileId: '12', fileName: 'Plan.docx', fileType: '.docx' })).toBe('/pdf?id=12');
    expect(previewRoute({ fileId: '7', fileName: 'Walk through.mp4', fileType: '.mp4' })).toBe('/video?id=7&fileName=Walk%20through.mp4');
    expect(previewRoute({ fileId: '8', fileName: 'Drawing.dwg', fileType: '.dwg' })).toBeNull();
  });

  it('hands the preview address over through session storage and opens it in a new tab', () => {
    const open = vi.fn();
    expect(openPreview({ fileId: '12', fileName: 'Plan.pdf', fileType: '.pdf' }, open)).toBe('document');
    const address = sessionStorage.getItem(PREVIEW_ADDRESS_KEY);
    expect(address).toMatch(/#\/pdf\?id=12$/);
    expect(open).toHaveBeenCalledWith(address);
  });

  it('records the open in the recent history, wherever it happens', () => {
    openPreview({ fileId: '12', fileName: 'Plan.pdf', fileType: '.pdf', dirId: '2' }, vi.fn());
    openPreview({ fileId: '7', fileName: 'Walk through.mp4', fileType: '.mp4' }, vi.fn());
    openPreview({ fileId: '8', fileName: 'Setup.exe', fileType: '.exe' }, vi.fn());
    expect(readHistory().map(({ fileId, fileName, dirId }) => ({ fileId, fileName, dirId }))).toEqual([
      { fileId: '7', fileName: 'Walk through.mp4', dirId: undefined },
      { fileId: '12', fileName: 'Plan.pdf', dirId: '2' },
    ]);
  });

  it('does nothing for a type without a preview', () => {
    const open = vi.fn();
    expect(openPreview({ fileId: '8', fileName: 'Setup.exe', fileType: '.exe' }, open)).toBe('none');
    expect(open).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(PREVIEW_ADDRESS_KEY)).toBeNull();
  });
});

describe('formatFileSize', () => {
  it('reads like the server does', () => {
    expect(formatFileSize(820)).toBe('820 B');
    expect(formatFileSize(12_700)).toBe('12.4 KB');
    expect(formatFileSize(1_258_291)).toBe('1.2 MB');
    expect(formatFileSize(undefined)).toBe('');
  });
});
