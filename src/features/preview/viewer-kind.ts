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

/**
 * How a video plays (spec §5's 13 types):
 * - native: the browser's own player, told the container's MIME type (f4v and 3gp are MP4-family files);
 * - flv, mpegts: remuxed to fragmented MP4 by mpegts.js (loaded only then) through Media Source Extensions;
 * - none: a container or codec no browser decodes (AVI with DivX/Xvid, ASF/WMV, RealMedia), said plainly.
 */
export type VideoPlayback =
  | { kind: 'native'; mime: string }
  | { kind: 'flv' }
  | { kind: 'mpegts' }
  | { kind: 'none'; reason: 'avi' | 'windowsMedia' | 'realMedia' | 'unknown' };

const NATIVE_MIME: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  f4v: 'video/mp4',
  mov: 'video/quicktime',
  '3gp': 'video/3gpp',
  webm: 'video/webm',
};

const UNDECODABLE: Record<string, 'avi' | 'windowsMedia' | 'realMedia'> = {
  avi: 'avi',
  divx: 'avi',
  xvid: 'avi',
  asf: 'windowsMedia',
  wmv: 'windowsMedia',
  rm: 'realMedia',
  rmvb: 'realMedia',
};

export function videoPlaybackOf(nameOrType: string): VideoPlayback {
  const ext = extensionOf(nameOrType);
  if (NATIVE_MIME[ext]) return { kind: 'native', mime: NATIVE_MIME[ext] };
  if (ext === 'flv') return { kind: 'flv' };
  if (ext === 'mpeg' || ext === 'mpg' || ext === 'ts') return { kind: 'mpegts' };
  return { kind: 'none', reason: UNDECODABLE[ext] ?? 'unknown' };
}
