import { createContext, useContext } from 'react';
import dayjs from 'dayjs';
import type { SessionUser } from '@/lib/session';
import { revealBidi } from '@/lib/names';

/** Who a watermark names, beyond the signed-in user: what a shared view knows of its recipient. */
export interface WatermarkSubject {
  /** The recipient the page knows (a delivery's supplier): named instead of the signed-in user. */
  recipient?: string;
  /** Opened through a share link or delivery code (the code itself is a credential: never shown). */
  shared?: boolean;
}

export interface WatermarkLineInput extends WatermarkSubject {
  user: SessionUser | null;
  /** When the preview was opened (ms since epoch). */
  openedAt: number;
  /** The "shared link" line, translated. */
  sharedLinkText: string;
}

/**
 * The watermark's lines: who looks (name and account, or the share's recipient), how they came (a shared
 * link) and when. A shared view with no one known still says "shared link" and the time.
 */
export function watermarkLines({ user, recipient, shared = false, openedAt, sharedLinkText }: WatermarkLineInput): string[] {
  const lines: string[] = [];
  const who = recipient?.trim() || (user ? `${user.username} (${user.useraccount})` : '');
  if (who) lines.push(revealBidi(who));
  if (shared) lines.push(sharedLinkText);
  lines.push(dayjs(openedAt).format('YYYY-MM-DD HH:mm'));
  return lines;
}

/** The lines of the watermark around a preview, or null when watermarks are off (for what draws its own: print). */
export const WatermarkLinesContext = createContext<readonly string[] | null>(null);

export const useWatermarkLines = () => useContext(WatermarkLinesContext);
