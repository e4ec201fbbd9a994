import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import type { FileRow } from '../types';

/** One entry of a favourites list (a label): the caller filed `fileNum` under `signName`. */
export interface FavouriteEntry {
  signId: string;
  signName: string;
  /** The file's id. */
  fileNum: string;
  createTime: string;
  /** The file as the list shows it. ASSUMED (the spec shows only signName and fileNum). */
  file: FileRow;
}

/** Query keys of favourites, from general to specific. */
export const favouriteKeys = {
  all: ['favourites'] as const,
  list: (signName: string) => ['favourites', 'list', signName] as const,
};

/** Every label of the caller: ASSUMED signName '*' (the mock's reading). */
export const ALL_LABELS = '*';

/**
 * GET /sign/getSign/{signName} (spec §7): the caller's entries under a label, newest first. ASSUMED: the
 * reply [{signId, signName, fileNum, createTime, file}], skipping files the caller can no longer see, and
 * '*' for every label. Silent: the drawer and the filter show their own failure.
 */
export const getFavourites = (signName: string) =>
  dmsGet<FavouriteEntry[]>(`/sign/getSign/${encodeURIComponent(signName)}`, { silent: true });

export const favouritesQueryOptions = (signName = ALL_LABELS) =>
  queryOptions({ queryKey: favouriteKeys.list(signName), queryFn: () => getFavourites(signName) });

export const useFavourites = (enabled = true) => useQuery({ ...favouritesQueryOptions(), enabled });

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
