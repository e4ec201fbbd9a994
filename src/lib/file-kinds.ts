/**
 * What kind of file a type is, for filters that group types (the recycle bin's): documents, images,
 * video, archives, and everything else. One list for the screens and the mock backend (which filters by
 * it), so that a file filtered as 'images' on screen is the one the server finds. No imports but
 * extension.ts: the mock backend reads this module too.
 */
import { extensionOf } from './extension';

export const FILE_KINDS = ['documents', 'images', 'video', 'archives', 'other'] as const;

export type FileKind = (typeof FILE_KINDS)[number];

/** The extensions of each kind but 'other' (lower case, no dot). */
export const KIND_EXTENSIONS: Record<Exclude<FileKind, 'other'>, readonly string[]> = {
  documents: [
    'pdf',
    'doc',
    'docx',
    'docm',
    'dot',
    'dotx',
    'xls',
    'xlsx',
    'xlsm',
    'xlt',
    'xltx',
    'ppt',
    'pptx',
    'pps',
    'ppsx',
    'pot',
    'potx',
    'txt',
    'md',
    'csv',
    'tsv',
    'eml',
    'rtf',
    'odt',
    'ods',
    'odp',
    'wps',
    'et',
    'dps',
    'ofd',
    'xml',
    'json',
    'html',
    'htm',
    'xmind',
    'vsd',
    'vsdx',
  ],
  images: ['jpg', 'jpeg', 'jpe', 'png', 'gif', 'bmp', 'webp', 'svg', 'tif', 'tiff', 'heic', 'heif', 'avif', 'ico'],
  // The spec's video types (§5) and the common others.
  video: [
    'mp4',
    'mpeg',
    'avi',
    'asf',
    'mov',
    '3gp',
    'wmv',
    'divx',
    'xvid',
    'rm',
    'rmvb',
    'flv',
    'f4v',
    'mpg',
    'm4v',
    'mkv',
    'webm',
    'ogv',
    'ts',
  ],
  archives: ['zip', 'rar', '7z', 'tar', 'gz', 'tgz', 'bz2', 'tbz2', 'xz', 'txz', 'zst', 'lz', 'cab', 'iso'],
};

const KIND_OF = new Map<string, FileKind>(
  (Object.entries(KIND_EXTENSIONS) as [FileKind, readonly string[]][]).flatMap(([kind, extensions]) =>
    extensions.map((ext) => [ext, kind] as const),
  ),
);

/** The kind of a file type given as '.GIF', 'gif' or a file name ('Site plan.v2.JPEG'). */
export const fileKindOf = (typeOrName: string | null | undefined): FileKind => KIND_OF.get(extensionOf(typeOrName)) ?? 'other';

export const isFileKind = (value: unknown): value is FileKind => (FILE_KINDS as readonly unknown[]).includes(value);
