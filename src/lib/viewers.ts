/**
 * The preview's viewers, one entry each: the extensions it shows and its module, a default-exported component
 * in src/features/preview/components/ loaded on first use. Which files open in the preview (§5 previewable
 * types and more), which in the video player, and which viewer shows them all come from this list.
 * No imports but extension.ts: the mock backend reads this module too.
 */
import { extensionOf } from './extension';

export const VIDEO_EXTENSIONS = ['mp4', 'mpeg', 'avi', 'asf', 'mov', '3gp', 'wmv', 'divx', 'xvid', 'rm', 'rmvb', 'flv', 'f4v'] as const;

export interface ViewerEntry {
  id: string;
  /** The component's file name in features/preview/components; null: nothing renders it in the browser. */
  module: string | null;
  extensions: readonly string[];
  /** An office type: shown by the office editor when the backend has one. */
  office?: boolean;
  /** Opens at /video and reads its address (a stream), not the file's bytes. */
  video?: boolean;
}

export const VIEWERS = [
  { id: 'pdf', module: 'pdf-viewer', extensions: ['pdf'] },
  { id: 'image', module: 'image-viewer', extensions: ['jpg', 'png'] },
  { id: 'text', module: 'text-viewer', extensions: ['txt'] },
  { id: 'markdown', module: 'markdown-viewer', extensions: ['md'] },
  { id: 'docx', module: 'docx-viewer', extensions: ['docx'], office: true },
  { id: 'xlsx', module: 'xlsx-viewer', extensions: ['xlsx'], office: true },
  { id: 'officeDownload', module: null, extensions: ['doc', 'ppt', 'pptx', 'xls'], office: true },
  { id: 'table', module: 'csv-viewer', extensions: ['csv', 'tsv'] },
  { id: 'tiff', module: 'tiff-viewer', extensions: ['tif', 'tiff'] },
  { id: 'heic', module: 'heic-viewer', extensions: ['heic', 'heif'] },
  { id: 'mail', module: 'eml-viewer', extensions: ['eml'] },
  { id: 'archive', module: 'zip-viewer', extensions: ['zip'] },
  { id: 'video', module: 'video-player', extensions: VIDEO_EXTENSIONS, video: true },
] as const satisfies readonly ViewerEntry[];

export type ViewerId = (typeof VIEWERS)[number]['id'];
export type Viewer = (typeof VIEWERS)[number];

const BY_EXTENSION = new Map<string, Viewer>(VIEWERS.flatMap((viewer) => viewer.extensions.map((ext) => [ext, viewer] as const)));

/** The viewer of a file name or type ('.csv', 'Plan.v2.TIFF'); undefined when none shows it. */
export const viewerOf = (nameOrType: string | null | undefined): Viewer | undefined => BY_EXTENSION.get(extensionOf(nameOrType));

/** The extensions that open in the preview (/pdf): every viewer's but the video player's. */
export const PREVIEWABLE_EXTENSIONS: readonly string[] = VIEWERS.filter((viewer) => !('video' in viewer)).flatMap(
  (viewer) => viewer.extensions,
);
