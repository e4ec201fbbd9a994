import type { FavouriteEntry } from '@/entities/favourites/types';

/** The labels in use, in order of first appearance (newest entry first), with their entries. */
export function groupByLabel(entries: readonly FavouriteEntry[]): Array<{ label: string; entries: FavouriteEntry[] }> {
  const groups = new Map<string, FavouriteEntry[]>();
  for (const entry of entries) {
    const list = groups.get(entry.signName);
    if (list) list.push(entry);
    else groups.set(entry.signName, [entry]);
  }
  return [...groups.entries()].map(([label, list]) => ({ label, entries: list })).sort((a, b) => a.label.localeCompare(b.label));
}
