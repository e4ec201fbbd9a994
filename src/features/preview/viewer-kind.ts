/**
 * Which viewer shows a file (spec §5 previewable and video types, §9 office editor):
 * - pdf, images (jpg, png), text (txt), Markdown (md);
 * - office types (doc, docx, ppt, pptx, xls, xlsx) in the office editor when its SDK is configured; without
 *   it, docx and xlsx are rendered in the browser and the other office types offer the download;
 * - video types in the player; everything else has no preview.
 */
import { extensionOf, PREVIEWABLE_EXTENSIONS, VIDEO_EXTENSIONS } from '@/lib/file-types';

export type ViewerKind = 'pdf' | 'image' | 'text' | 'markdown' | 'office' | 'docx' | 'xlsx' | 'officeDownload' | 'video' | 'unsupported';

export const OFFICE_EXTENSIONS = ['doc', 'docx', 'ppt', 'pptx', 'xls', 'xlsx'] as const;

const includes = (list: readonly string[], ext: string) => list.includes(ext);

/** The viewer for a file name or type ('.docx', 'Plan.docx'). */
export function viewerKindOf(nameOrType: string, { officeServer }: { officeServer: boolean }): ViewerKind {
  const ext = extensionOf(nameOrType);
  if (includes(VIDEO_EXTENSIONS, ext)) return 'video';
  if (!includes(PREVIEWABLE_EXTENSIONS, ext)) return 'unsupported';
  if (includes(OFFICE_EXTENSIONS, ext)) {
    if (officeServer) return 'office';
    if (ext === 'docx') return 'docx';
    if (ext === 'xlsx') return 'xlsx';
    return 'officeDownload';
  }
  switch (ext) {
    case 'pdf':
      return 'pdf';
    case 'jpg':
    case 'png':
      return 'image';
    case 'md':
      return 'markdown';
    default:
      return 'text';
  }
}

export type VideoPlayback = 'native' | 'flv' | 'none';

/**
 * How a video plays: natively what browsers decode (mp4, mov, webm), FLV through a player library, the other
 * §5 video types (avi, wmv, rm…) not at all.
 */
export function videoPlaybackOf(nameOrType: string): VideoPlayback {
  const ext = extensionOf(nameOrType);
  if (ext === 'mp4' || ext === 'mov' || ext === 'webm') return 'native';
  if (ext === 'flv') return 'flv';
  return 'none';
}
