import { describe, expect, it } from 'vitest';
import { FILE_KINDS, fileKindOf, isFileKind } from './file-kinds';
import { PREVIEWABLE_EXTENSIONS, VIDEO_EXTENSIONS } from './file-types';

describe('file kinds', () => {
  it('groups the types people upload', () => {
    expect(['.gif', '.jpeg', '.JPG', 'png'].map(fileKindOf)).toEqual(['images', 'images', 'images', 'images']);
    expect(['.mov', '.mp4', '.webm'].map(fileKindOf)).toEqual(['video', 'video', 'video']);
    expect(['.rar', '.7z', '.zip', '.tar', '.gz'].map(fileKindOf)).toEqual(['archives', 'archives', 'archives', 'archives', 'archives']);
    expect(['.pdf', '.docx', '.xlsx', '.pptx', '.txt', '.md', '.csv'].map(fileKindOf)).toEqual(Array(7).fill('documents'));
    expect(['.dwg', '.exe', '.mp3', '', null, 'README'].map(fileKindOf)).toEqual(Array(6).fill('other'));
    expect(fileKindOf('Site plan.v2.JPEG')).toBe('images');
  });

  it('puts every video type under video and every previewable type under documents, images or archives', () => {
    for (const ext of VIDEO_EXTENSIONS) expect(fileKindOf(`.${ext}`)).toBe('video');
    for (const ext of PREVIEWABLE_EXTENSIONS) expect(['documents', 'images', 'archives']).toContain(fileKindOf(ext));
  });

  it('knows its kinds', () => {
    expect(FILE_KINDS.every(isFileKind)).toBe(true);
    expect(isFileKind('pdf')).toBe(false);
  });
});
