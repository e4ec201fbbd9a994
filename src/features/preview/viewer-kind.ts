/**
 * Which viewer shows a file: the one the registry (src/lib/viewers.ts) names for its extension, except that
 * office types open in the office editor when its SDK is configured (spec §9); without it, docx and xlsx are
 * rendered in the browser and the other office types offer the download.
 */
import { extensionOf } from '@/lib/file-types';
import { viewerOf, type ViewerId } from '@/lib/viewers';

export type ViewerKind = ViewerId | 'office' | 'unsupported';

/** The viewer for a file name or type ('.docx', 'Plan.docx'). */
export function viewerKindOf(nameOrType: string, { officeServer }: { officeServer: boolean }): ViewerKind {
  const viewer = viewerOf(nameOrType);
  if (!viewer) return 'unsupported';
  if (officeServer && 'office' in viewer) return 'office';
  return viewer.id;
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
