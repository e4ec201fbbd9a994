import { describe, expect, it } from 'vitest';
import { PREVIEWABLE_EXTENSIONS, VIDEO_EXTENSIONS } from '@/lib/file-types';
import { videoPlaybackOf, viewerKindOf } from './viewer-kind';
import { viewerName } from './viewer-name';

const withoutServer = { officeServer: false };
const withServer = { officeServer: true };

describe('type routing', () => {
  it('sends each previewable type to its viewer', () => {
    const expected: Record<string, string> = {
      pdf: 'pdf',
      jpg: 'image',
      png: 'image',
      txt: 'text',
      md: 'markdown',
      docx: 'docx',
      xlsx: 'xlsx',
      doc: 'officeDownload',
      ppt: 'officeDownload',
      pptx: 'officeDownload',
      xls: 'officeDownload',
      csv: 'table',
      tsv: 'table',
      tif: 'tiff',
      tiff: 'tiff',
      heic: 'heic',
      heif: 'heic',
      eml: 'mail',
      zip: 'archive',
    };
    for (const ext of PREVIEWABLE_EXTENSIONS) expect([ext, viewerKindOf(`File.${ext}`, withoutServer)]).toEqual([ext, expected[ext]]);
  });

  it('opens every office type in the office editor when there is an office server', () => {
    for (const ext of ['doc', 'docx', 'ppt', 'pptx', 'xls', 'xlsx']) expect(viewerKindOf(`Plan.${ext}`, withServer)).toBe('office');
    expect(viewerKindOf('Plan.pdf', withServer)).toBe('pdf');
  });

  it('reads the type from a name or a leading-dot type, in any case', () => {
    expect(viewerKindOf('.PDF', withoutServer)).toBe('pdf');
    expect(viewerKindOf('Report.v2.DocX', withoutServer)).toBe('docx');
    expect(viewerKindOf('质量手册.md', withoutServer)).toBe('markdown');
  });

  it('sends video types to the player and everything else to the unsupported message', () => {
    for (const ext of VIDEO_EXTENSIONS) expect(viewerKindOf(`clip.${ext}`, withoutServer)).toBe('video');
    for (const name of ['Drawing.dwg', 'Archive.rar', 'photo.gif', 'README', 'data.json', ''])
      expect(viewerKindOf(name, withoutServer)).toBe('unsupported');
  });

  it('plays the MP4 family natively with its MIME type, FLV and MPEG streams remuxed, and says why for the rest', () => {
    expect(['a.mp4', 'a.MOV', 'a.webm', 'a.f4v', 'a.3gp'].map(videoPlaybackOf)).toEqual([
      { kind: 'native', mime: 'video/mp4' },
      { kind: 'native', mime: 'video/quicktime' },
      { kind: 'native', mime: 'video/webm' },
      { kind: 'native', mime: 'video/mp4' },
      { kind: 'native', mime: 'video/3gpp' },
    ]);
    expect(videoPlaybackOf('a.flv')).toEqual({ kind: 'flv' });
    expect(videoPlaybackOf('a.mpeg')).toEqual({ kind: 'mpegts' });
    expect(['avi', 'divx', 'xvid'].map((ext) => videoPlaybackOf(`a.${ext}`))).toEqual(Array(3).fill({ kind: 'none', reason: 'avi' }));
    expect(['asf', 'wmv'].map((ext) => videoPlaybackOf(`a.${ext}`))).toEqual(Array(2).fill({ kind: 'none', reason: 'windowsMedia' }));
    expect(['rm', 'rmvb'].map((ext) => videoPlaybackOf(`a.${ext}`))).toEqual(Array(2).fill({ kind: 'none', reason: 'realMedia' }));
    // Every one of the spec's 13 types has an answer other than 'unknown'.
    for (const ext of VIDEO_EXTENSIONS) expect(videoPlaybackOf(`a.${ext}`)).not.toEqual({ kind: 'none', reason: 'unknown' });
  });

  it("lets the server's fileType win over the name", () => {
    expect(viewerName({ fileName: 'Plan.docx', fileType: '.docx' })).toBe('Plan.docx');
    expect(viewerName({ fileName: 'Plan', fileType: '.pdf' })).toBe('Plan.pdf');
    expect(viewerName({ fileName: 'Plan.txt', fileType: '.md' })).toBe('Plan.txt.md');
    expect(viewerName({ fileName: 'Plan.txt' })).toBe('Plan.txt');
  });
});

describe('the handed-over preview address', () => {
  it('gives the file id of a preview address kept in session storage for the same route', async () => {
    const { handedOverFileId } = await import('./handed-over');
    const { PREVIEW_ADDRESS_KEY } = await import('@/lib/file-types');
    expect(handedOverFileId('/pdf')).toBe('');
    sessionStorage.setItem(PREVIEW_ADDRESS_KEY, 'https://dms.example.com/#/pdf?id=100012');
    expect(handedOverFileId('/pdf')).toBe('100012');
    expect(handedOverFileId('/video')).toBe('');
    sessionStorage.setItem(PREVIEW_ADDRESS_KEY, 'not a url');
    expect(handedOverFileId('/pdf')).toBe('');
  });
});
