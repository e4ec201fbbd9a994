import { describe, expect, it } from 'vitest';
import { extensionOf, fileTypeOf } from '@/lib/extension';
import { fileKindOf } from '@/lib/file-kinds';
import { extensionOf as fileTypesExtensionOf, PREVIEWABLE_EXTENSIONS, previewKind, VIDEO_EXTENSIONS } from '@/lib/file-types';
import { VIEWERS, viewerOf } from '@/lib/viewers';
import { BLOB_VIEWERS, URL_VIEWERS, viewerIdOf, viewerLoader } from './viewer-modules';

const blobViewerFor = (name: string) => BLOB_VIEWERS[viewerIdOf(name)] ?? null;
const urlViewerFor = (name: string) => URL_VIEWERS[viewerIdOf(name)] ?? null;

describe('the viewer registry', () => {
  it('has one extensionOf, which the file kinds read too', () => {
    expect(fileTypesExtensionOf).toBe(extensionOf);
    expect(fileKindOf(' Site plan.v2.HEIC ')).toBe('images');
    expect(fileKindOf('.TSV')).toBe('documents');
  });

  it("reads a file name's stored type through the same extensionOf", () => {
    expect(['Plan.v2.DOCX', 'README', '.env', 'notes.', 'archive.tar.gz'].map(fileTypeOf)).toEqual(['.docx', '', '', '', '.gz']);
  });

  it('gives every extension one viewer', () => {
    const all = VIEWERS.flatMap((viewer) => viewer.extensions);
    expect(new Set(all).size).toBe(all.length);
  });

  it('maps every previewable extension to a viewer whose module exists, and video to the player', () => {
    for (const ext of PREVIEWABLE_EXTENSIONS) {
      const viewer = viewerOf(`file.${ext}`);
      expect(viewer, ext).toBeDefined();
      if (viewer?.module === null) expect(viewer.id).toBe('officeDownload');
      else expect([ext, blobViewerFor(`file.${ext}`)]).not.toEqual([ext, null]);
      expect(previewKind({ fileType: `.${ext}` })).toBe('document');
    }
    for (const ext of VIDEO_EXTENSIONS) {
      expect(urlViewerFor(`clip.${ext}`)).not.toBeNull();
      expect(previewKind({ fileType: `.${ext}` })).toBe('video');
    }
    for (const viewer of VIEWERS)
      if (viewer.module) expect([viewer.module, typeof viewerLoader(viewer.module)]).toEqual([viewer.module, 'function']);
  });

  it('previews the formats shown without a server: CSV/TSV, TIFF, HEIC, e-mail and ZIP', () => {
    for (const ext of ['csv', 'tsv', 'tif', 'tiff', 'heic', 'heif', 'eml', 'zip']) expect(PREVIEWABLE_EXTENSIONS).toContain(ext);
    expect(viewerOf('Q3 figures.CSV')?.module).toBe('csv-viewer');
    expect(viewerOf('drawing.dwg')).toBeUndefined();
    expect(blobViewerFor('clip.mp4')).toBeNull();
    expect(urlViewerFor('Plan.pdf')).toBeNull();
  });
});
