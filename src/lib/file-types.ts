/**
 * What a file's type means to the UI, shared by the file list, the preview and the lifecycle screens:
 * the icon of each type (§9) and how a file is opened (§2: types a viewer shows (viewers.ts) go to /pdf with
 * id, video types to /video with id and fileName, in a new tab; other types have no preview). The preview
 * address is handed to the new tab through session storage.
 */
import { extensionOf } from './extension';
import { recordHistory } from './recent-history';
import { viewerOf } from './viewers';

export { extensionOf } from './extension';
export { PREVIEWABLE_EXTENSIONS, VIDEO_EXTENSIONS } from './viewers';

/** The types that have their own icon (§9); everything else gets the default icon. */
export const ICON_TYPES = [
  'xls',
  'xlsx',
  'pdf',
  'doc',
  'docx',
  'txt',
  'csv',
  'ppt',
  'pptx',
  'zip',
  'rar',
  '7z',
  'mp3',
  'mp4',
  'avi',
  'flv',
  'mov',
  'wmv',
  'png',
  'jpg',
  'gif',
  'exe',
  'vue',
  'md',
  'xml',
  'xmind',
  'dwg',
  'prt',
  'cad',
  'ug',
  'img',
] as const;

export type IconType = (typeof ICON_TYPES)[number] | 'default' | 'folder';

/** dataType of a list row (§9): 0 folder, 1 file. */
export const DATA_TYPE = { folder: 0, file: 1 } as const;

/** The key under which the preview address travels to the new tab (sessionStorage; ASSUMED name). */
export const PREVIEW_ADDRESS_KEY = 'previewAddress';

export interface TypedItem {
  /** 0 folder, 1 file. */
  dataType?: number;
  /** With the leading dot, e.g. '.docx'. */
  fileType?: string | null;
  fileName?: string | null;
}

/** The extension of a list row: its fileType, else its name's. */
export const itemExtension = (item: TypedItem) => extensionOf(item.fileType) || extensionOf(item.fileName);

export function iconType(item: TypedItem): IconType {
  if (item.dataType === DATA_TYPE.folder) return 'folder';
  const ext = itemExtension(item);
  return (ICON_TYPES as readonly string[]).includes(ext) ? (ext as IconType) : 'default';
}

export type PreviewKind = 'document' | 'video' | 'none';

export function previewKind(item: TypedItem): PreviewKind {
  const viewer = viewerOf(itemExtension(item));
  if (!viewer) return 'none';
  return 'video' in viewer ? 'video' : 'document';
}

export interface OpenableFile extends TypedItem {
  fileId: string;
  fileName: string;
  /** The folder the file lives in (kept in the recent history, for its folder link). */
  dirId?: string;
}

/** The in-app route that previews the file, or null when its type has no preview. */
export function previewRoute(file: OpenableFile): string | null {
  switch (previewKind(file)) {
    case 'document':
      return `/pdf?id=${encodeURIComponent(file.fileId)}`;
    case 'video':
      return `/video?id=${encodeURIComponent(file.fileId)}&fileName=${encodeURIComponent(file.fileName)}`;
    case 'none':
      return null;
  }
}

/** The full address of an in-app (hash) route, for a new tab. */
export const appAddress = (route: string) => `${window.location.origin}${window.location.pathname}#${route}`;

/**
 * Open the file's preview in a new tab, handing the address over through session storage (a tab opened by
 * this one starts with a copy of it), and record the open in this browser's recent history, which every
 * tab shows at once. Every screen opens files through here (file list, cards, dashboard, manifest), so
 * none can forget the history. Returns the kind, so the caller can say when there is no preview.
 */
export function openPreview(file: OpenableFile, open: (url: string) => unknown = (url) => window.open(url, '_blank')): PreviewKind {
  const route = previewRoute(file);
  if (!route) return 'none';
  const address = appAddress(route);
  sessionStorage.setItem(PREVIEW_ADDRESS_KEY, address);
  open(address);
  recordHistory({ fileId: String(file.fileId), fileName: file.fileName, fileType: file.fileType ?? undefined, dirId: file.dirId });
  return previewKind(file);
}

/** How two versions of a file are compared, by its type; what the version history offers and the engine runs. */
export type CompareKind = 'text' | 'markdown' | 'docx' | 'xlsx' | 'pdf';

/** Plain text: logs, data and configuration files, markup and source code. */
const COMPARED_AS_TEXT = new Set([
  ...'txt text log csv tsv json jsonl xml yaml yml ini cfg conf properties toml sql'.split(' '),
  ...'html htm css js mjs ts tsx jsx java py c h cpp cs go rs sh bat ps1 svg'.split(' '),
]);
const COMPARED_OTHERWISE: Readonly<Record<string, CompareKind>> = {
  md: 'markdown',
  markdown: 'markdown',
  docx: 'docx',
  xlsx: 'xlsx',
  pdf: 'pdf',
};

/** Which comparison a file gets ('Plan.docx', '.docx'); null for one whose versions cannot be compared. */
export function compareKindOf(fileName: string): CompareKind | null {
  const extension = extensionOf(fileName);
  return COMPARED_OTHERWISE[extension] ?? (COMPARED_AS_TEXT.has(extension) ? 'text' : null);
}

export const isComparable = (item: TypedItem) => compareKindOf(itemExtension(item)) !== null;

/** The in-app route that compares two revisions of a file: `a` the older, `b` the newer. */
export const compareRoute = (fileId: string, a: number, b: number) =>
  `/compare?id=${encodeURIComponent(fileId)}&a=${Math.min(a, b)}&b=${Math.max(a, b)}`;

/** Open the comparison of two revisions of a file in a new tab, as a preview opens. */
export function openCompare(fileId: string, a: number, b: number, open: (url: string) => unknown = (url) => window.open(url, '_blank')) {
  open(appAddress(compareRoute(fileId, a, b)));
}

/** A size for people: '820 B', '12.4 KB', '1.2 MB', '2.05 GB'. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}
