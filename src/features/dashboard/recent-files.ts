import { HISTORY_LIMIT, type HistoryEntry } from '@/lib/recent-history';
import type { DashboardFile, RecentFile } from './types';

/**
 * The recent list the dashboard shows: this browser's history first, in its order (it is what the user did
 * here, newest first), with the server's fresher details where it knows the file; then the files the
 * server remembers from elsewhere; at most 8.
 */
export function mergeRecent(
  local: readonly HistoryEntry[],
  server: readonly DashboardFile[] | undefined,
  limit = HISTORY_LIMIT,
): RecentFile[] {
  const byId = new Map((server ?? []).map((file) => [String(file.fileId), file]));
  const merged: RecentFile[] = local.map((entry) => {
    const known = byId.get(entry.fileId);
    return {
      fileId: entry.fileId,
      fileName: known?.fileName ?? entry.fileName ?? entry.fileId,
      fileType: known?.fileType ?? entry.fileType,
      dirId: known?.dirId ?? entry.dirId,
      source: known ? 'both' : 'local',
    };
  });
  const seen = new Set(merged.map((file) => file.fileId));
  for (const file of server ?? []) {
    if (!seen.has(String(file.fileId))) merged.push({ ...file, fileId: String(file.fileId), source: 'server' });
  }
  return merged.slice(0, limit);
}
