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
